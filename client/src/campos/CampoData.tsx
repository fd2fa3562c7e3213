import { forwardRef, type FocusEvent } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { MASCARAS, MENSAGENS, dataBrValida, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

export type CampoDataProps = Omit<CampoMascaradoProps, 'mascara' | 'label'> & {
  /** Also names the field in the message '<label> inválido'. */
  label: string;
};

/**
 * Date field typed as DD/MM/YYYY: on leaving it, a filled value under 8 digits or a day that does not
 * exist (31/02) shows '<label> inválido' and the field is cleared (spec 1 §5). Send it with
 * dataParaIso or dataParaYyyymmdd.
 */
export const CampoData = forwardRef<HTMLInputElement, CampoDataProps>(function CampoData(
  { label, value, defaultValue, onChange, onBlur, placeholder = 'DD/MM/AAAA', ...resto },
  ref,
) {
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const texto = evento.currentTarget.value;
    if (somenteDigitos(texto) !== '' && !dataBrValida(texto)) {
      notificarErro(MENSAGENS.invalido(label));
      definirValor('');
    }
    onBlur?.(evento);
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={MASCARAS.data}
      label={label}
      placeholder={placeholder}
      {...resto}
      value={valor}
      onChange={definirValor}
      onBlur={aoSair}
    />
  );
});
