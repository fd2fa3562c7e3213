import { forwardRef, useRef, useState, type FocusEvent } from 'react';
import { Loader } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { MASCARAS, MENSAGENS, TAMANHO_CEP, somenteDigitos } from '@sw/common';
import { ConsultarCepDocument } from '../gql/graphql';
import { interpretarErro } from '../apollo';
import { notificarErro } from '../notificacoes';
import { CampoMascarado, type CampoMascaradoProps } from './CampoMascarado';

export type EnderecoCep = { logradouro: string; bairro: string; localidade: string; uf: string; complemento: string };

export type CampoCepProps = Omit<CampoMascaradoProps, 'mascara'> & {
  /** The address found for the CEP, to fill the form's street, district, city, state and complement. */
  aoEndereco?: (endereco: EnderecoCep) => void;
};

/** Answers that mean "this CEP does not exist" (as opposed to "the service could not say"). */
const CODIGOS_CEP_INEXISTENTE = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * CEP field: mask 99999-999. On leaving it after the user typed a CEP, the address is looked up
 * (GraphQL `cep`) and handed to aoEndereco. A CEP that does not exist shows 'CEP inválido' and the
 * field is cleared; when the lookup service is down its message is shown and the value kept, so the
 * user can type the address. A CEP that came filled (an edit form) is not looked up again unless
 * changed, so a saved address is never overwritten by a blur.
 */
export const CampoCep = forwardRef<HTMLInputElement, CampoCepProps>(function CampoCep(
  { value, defaultValue, onChange, onBlur, aoEndereco, label = 'CEP', placeholder = '00000-000', rightSection, ...resto },
  ref,
) {
  const cliente = useApolloClient();
  const [valor, definirValor] = useUncontrolled<string>({ value, defaultValue, finalValue: '', onChange });
  const [consultando, definirConsultando] = useState(false);
  // Digits the user typed since the last lookup (null: nothing typed, leave the field alone).
  const digitado = useRef<string | null>(null);
  const consulta = useRef(0);

  const aoDigitar = (texto: string) => {
    digitado.current = somenteDigitos(texto);
    definirValor(texto);
  };

  const aoSair = (evento: FocusEvent<HTMLInputElement>) => {
    onBlur?.(evento);
    const cep = digitado.current;
    digitado.current = null;
    if (cep === null || cep === '') return;
    if (cep.length !== TAMANHO_CEP) {
      notificarErro(MENSAGENS.cepInvalido);
      definirValor('');
      return;
    }
    const numero = ++consulta.current;
    definirConsultando(true);
    cliente
      .query({ query: ConsultarCepDocument, variables: { cep }, fetchPolicy: 'network-only', context: { silenciarErros: true } })
      .then(({ data }) => {
        if (numero !== consulta.current || !data) return;
        // A CEP the provider does not know answers null.
        if (!data.cep) {
          notificarErro(MENSAGENS.cepInvalido);
          definirValor('');
          return;
        }
        const { logradouro, bairro, localidade, uf, complemento } = data.cep;
        aoEndereco?.({ logradouro, bairro, localidade, uf, complemento });
      })
      .catch((erro: unknown) => {
        if (numero !== consulta.current) return;
        const { mensagem, codigo, naoAutenticado } = interpretarErro(erro);
        // A 401 already signed the user out; nothing else to say here.
        if (naoAutenticado) return;
        if (codigo && CODIGOS_CEP_INEXISTENTE.has(codigo)) {
          notificarErro(MENSAGENS.cepInvalido);
          definirValor('');
        } else {
          notificarErro(mensagem);
        }
      })
      .finally(() => {
        if (numero === consulta.current) definirConsultando(false);
      });
  };

  return (
    <CampoMascarado
      ref={ref}
      mascara={MASCARAS.cep}
      label={label}
      placeholder={placeholder}
      rightSection={consultando ? <Loader size="xs" aria-label="Consultando CEP" /> : rightSection}
      {...resto}
      value={valor}
      onChange={aoDigitar}
      onBlur={aoSair}
    />
  );
});
