import { useMutation } from '@apollo/client/react';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MENSAGENS } from '@sw/common';
import { SeletorLoja, exigirResultado, notificarSucesso, useTituloPagina } from '@sw/client';
import { CriarPesquisaMercadoDocument } from '@sw/client/gql';
import { FormularioPesquisa, paraInput } from './FormularioPesquisa';

/** Cadastrar Pesquisa de Mercado (/cadastrar/pesquisa-mercado). */
export default function CadastrarPesquisaPage() {
  useTituloPagina('Cadastrar Pesquisa de Mercado');
  const [criar] = useMutation(CriarPesquisaMercadoDocument);

  const salvar = async (valores: Parameters<typeof paraInput>[0]) => {
    try {
      const { data } = await criar({ variables: { input: paraInput(valores) } });
      exigirResultado(data?.criarPesquisaMercado);
      notificarSucesso(MENSAGENS.pesquisaCadastrada);
      return true;
    } catch {
      // the client showed the server's message
      return false;
    }
  };

  return (
    <>
      <Group justify="space-between" mb="lg">
        <Title order={1} fz="h2">
          Cadastrar Pesquisa de Mercado
        </Title>
        <Anchor component={Link} to="/pesquisas-mercado">
          Ver Pesquisas de Mercado
        </Anchor>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <FormularioPesquisa
          rotuloEnviar="CADASTRAR"
          aoEnviar={salvar}
          loja={({ value, onChange, error }) => <SeletorLoja label="Loja" withAsterisk value={value} onChange={onChange} error={error} />}
        />
      </Paper>
    </>
  );
}
