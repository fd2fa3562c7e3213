import { forwardRef, type FocusEvent } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { MASCARAS, MENSAGENS, cpfValido, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

export type CampoCpfProps = Omit<CampoMascaradoProps, 'mascara'> & {
  /** Called on leaving the field with the 11 digits of a valid CPF. */
  onCpfValido?: (digitos: string) => void;
};

/**
 * CPF field: mask 999.999.999-99; on leaving it, a filled value that is not a valid CPF shows
 * MENSAGENS.cpfInvalido and the field is cleared (spec 1 §5).
 */
export const CampoCpf = forwardRef<HTMLInputElement, CampoCpfProps>(function CampoCpf(
  { value, defaultValue, onChange, onBlur, onCpfValido, label = 'CPF', placeholder = '000.000.000-00', ...resto },
  ref,
) {
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const texto = evento.currentTarget.value;
    if (somenteDigitos(texto) !== '') {
      if (!cpfValido(texto)) {
        notificarErro(MENSAGENS.cpfInvalido);
        definirValor('');
      } else {
        onCpfValido?.(somenteDigitos(texto));
      }
    }
    onBlur?.(evento);
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={MASCARAS.cpf}
      label={label}
      placeholder={placeholder}
      {...resto}
      value={valor}
      onChange={definirValor}
      onBlur={aoSair}
    />
  );
});
