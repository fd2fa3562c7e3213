import { forwardRef, type ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { aplicarMascara } from '@sw/common';

export type CampoMascaradoProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** Mask where 9 stands for a digit, e.g. MASCARAS.cpf. */
  mascara: string;
  value?: string;
  defaultValue?: string;
  /** Receives the masked text. */
  onChange?: (valor: string) => void;
};

/** A text field that applies a mask as the user types (works controlled or uncontrolled). */
export const CampoMascarado = forwardRef<HTMLInputElement, CampoMascaradoProps>(function CampoMascarado(
  { mascara, value, defaultValue, onChange, inputMode = 'numeric', ...resto },
  ref,
) {
  const [valor, definirValor] = useUncontrolled<string>({
    value: value === undefined ? undefined : aplicarMascara(value, mascara),
    defaultValue: defaultValue === undefined ? undefined : aplicarMascara(defaultValue, mascara),
    finalValue: '',
    onChange,
  });

  return (
    <TextInput
      ref={ref}
      inputMode={inputMode}
      maxLength={mascara.length}
      {...resto}
      value={valor}
      onChange={(evento: ChangeEvent<HTMLInputElement>) => definirValor(aplicarMascara(evento.currentTarget.value, mascara))}
    />
  );
});
