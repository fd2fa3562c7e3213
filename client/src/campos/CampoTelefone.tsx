import { forwardRef, type FocusEvent } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { MASCARAS, MENSAGENS, TAMANHO_MINIMO_TELEFONE, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

export type CampoTelefoneProps = Omit<CampoMascaradoProps, 'mascara' | 'label'> & {
  /** celular: (99) 99999-9999; telefone (landline): (99) 9999-9999. */
  tipo: 'celular' | 'telefone';
  /** Also names the field in the message '<label> inválido'. */
  label: string;
};

/**
 * Phone field: on leaving it, a filled value under 10 digits shows '<label> inválido' and the field
 * is cleared (spec 1 §5).
 */
export const CampoTelefone = forwardRef<HTMLInputElement, CampoTelefoneProps>(function CampoTelefone(
  { tipo, label, value, defaultValue, onChange, onBlur, placeholder, ...resto },
  ref,
) {
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const digitos = somenteDigitos(evento.currentTarget.value);
    if (digitos !== '' && digitos.length < TAMANHO_MINIMO_TELEFONE) {
      notificarErro(MENSAGENS.invalido(label));
      definirValor('');
    }
    onBlur?.(evento);
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={tipo === 'celular' ? MASCARAS.celular : MASCARAS.telefone}
      label={label}
      placeholder={placeholder ?? (tipo === 'celular' ? '(00) 00000-0000' : '(00) 0000-0000')}
      type="tel"
      {...resto}
      value={valor}
      onChange={definirValor}
      onBlur={aoSair}
    />
  );
});
