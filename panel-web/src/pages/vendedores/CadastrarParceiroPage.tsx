import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAGENS, ROTULOS_PARCEIRO } from '@sw/common';
import { SeletorLoja, SeletorRede, exigirResultado, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { CpfDeParceiroCadastradoDocument, CriarParceiroDocument } from '@sw/client/gql';
import { FormularioParceiro, paraInput, type ValoresParceiro } from './FormularioParceiro';

/** Cadastrar Vendedor Loja (/cadastrar/parceiro). The store is picked by name, optionally within a network. */
export default function CadastrarParceiroPage() {
  useTituloPagina('Cadastrar Vendedor Loja');
  const apollo = useApolloClient();
  const [criar] = useMutation(CriarParceiroDocument);
  const [rede, definirRede] = useState('');

  const salvar = async (valores: ValoresParceiro) => {
    try {
      exigirResultado((await criar({ variables: { input: paraInput(valores) } })).data?.criarParceiro);
      notificarSucesso(MENSAGENS.vendedorCadastrado);
      return true;
    } catch {
      // the client showed the server's message
      return false;
    }
  };

  // A CPF already registered is said on leaving the field, as the original form did; the server refuses it anyway.
  const verificarCpf = (cpf: string, limpar: () => void) => {
    apollo
      .query({ query: CpfDeParceiroCadastradoDocument, variables: { cpf }, fetchPolicy: 'network-only', context: { silenciarErros: true } })
      .then(({ data }) => {
        if (data?.parceiroPorCpf) {
          notificarErro(MENSAGENS.vendedorJaCadastrado);
          limpar();
        }
      })
      .catch(() => undefined);
  };

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1} fz="h2">
          Cadastrar Vendedor Loja
        </Title>
        <Anchor component={Link} to="/vendedores">
          Ver Vendedores Lojas
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <FormularioParceiro
          rotuloEnviar="CADASTRAR"
          aoEnviar={salvar}
          aoSairDoCpf={verificarCpf}
          loja={({ value, onChange, error }) => (
            <Group grow align="flex-start" gap="sm" wrap="wrap">
              <SeletorRede label="Rede (filtro)" value={rede} onChange={definirRede} incluirTodas />
              <SeletorLoja
                label={ROTULOS_PARCEIRO.cnpjRevenda}
                withAsterisk
                valorPor="cnpj"
                rede={rede || null}
                value={value}
                onChange={(cnpj) => onChange(cnpj)}
                error={error}
              />
            </Group>
          )}
        />
      </Paper>
    </>
  );
}
