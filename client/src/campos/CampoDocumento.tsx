import { forwardRef, type FocusEvent } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { MASCARAS, MENSAGENS, cnpjValido, cpfValido, somenteDigitos } from '@sw/common';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

/** The two tax ids: their mask, their check and the message of spec 1 §5. */
const DOCUMENTOS = {
  cpf: { mascara: MASCARAS.cpf, valido: cpfValido, mensagem: MENSAGENS.cpfInvalido, rotulo: 'CPF', exemplo: '000.000.000-00' },
  cnpj: { mascara: MASCARAS.cnpj, valido: cnpjValido, mensagem: MENSAGENS.cnpjInvalido, rotulo: 'CNPJ', exemplo: '00.000.000/0000-00' },
} as const;

export type CampoDocumentoProps = Omit<CampoMascaradoProps, 'mascara'> & {
  documento: keyof typeof DOCUMENTOS;
  /** Called on leaving the field with the digits of a valid document. */
  aoValido?: (digitos: string) => void;
};

/**
 * A masked tax-id field: on leaving it, a filled value that fails the check-digit rule shows the
 * contract message and the field is cleared.
 */
export const CampoDocumento = forwardRef<HTMLInputElement, CampoDocumentoProps>(function CampoDocumento(
  { documento, value, defaultValue, onChange, onBlur, aoValido, label, placeholder, ...resto },
  ref,
) {
  const regra = DOCUMENTOS[documento];
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    const texto = evento.currentTarget.value;
    if (somenteDigitos(texto) !== '') {
      if (!regra.valido(texto)) {
        notificarErro(regra.mensagem);
        definirValor('');
      } else {
        aoValido?.(somenteDigitos(texto));
      }
    }
    onBlur?.(evento);
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={regra.mascara}
      label={label ?? regra.rotulo}
      placeholder={placeholder ?? regra.exemplo}
      {...resto}
      value={valor}
      onChange={definirValor}
      onBlur={aoSair}
    />
  );
});
