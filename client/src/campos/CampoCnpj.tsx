import { forwardRef, type FocusEvent } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { MASCARAS, MENSAGENS, cnpjValido, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

export type CampoCnpjProps = Omit<CampoMascaradoProps, 'mascara'> & {
  /** Called on leaving the field with the 14 digits of a valid CNPJ. */
  onCnpjValido?: (digitos: string) => void;
};

/**
 * CNPJ field: mask 99.999.999/9999-99; on leaving it, a filled value that is not a valid CNPJ shows
 * MENSAGENS.cnpjInvalido and the field is cleared (spec 1 §5).
 */
export const CampoCnpj = forwardRef<HTMLInputElement, CampoCnpjProps>(function CampoCnpj(
  { value, defaultValue, onChange, onBlur, onCnpjValido, label = 'CNPJ', placeholder = '00.000.000/0000-00', ...resto },
  ref,
) {
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const texto = evento.currentTarget.value;
    if (somenteDigitos(texto) !== '') {
      if (!cnpjValido(texto)) {
        notificarErro(MENSAGENS.cnpjInvalido);
        definirValor('');
      } else {
        onCnpjValido?.(somenteDigitos(texto));
      }
    }
    onBlur?.(evento);
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={MASCARAS.cnpj}
      label={label}
      placeholder={placeholder}
      {...resto}
      value={valor}
      onChange={definirValor}
      onBlur={aoSair}
    />
  );
});
