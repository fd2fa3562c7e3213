import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { MENSAGENS_CONTAS as M } from '@sw/common';
import { BotaoEnviar, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { CamposCodigo } from './CamposCodigo';
import { CriarCodigoCadastroDocument } from '@sw/client/gql';
import { CODIGO_VAZIO, corpoDoCodigo, mutarComFallback, validarCodigo, type ValoresCodigo } from './codigos';

/** Cadastrar Código de Cadastro (spec 2 §5): criarCodigoCadastro, then the list. */
export default function CadastrarCodigoPage() {
  useTituloPagina('Cadastrar Código de Cadastro');
  const navegar = useNavigate();
  const cliente = useApolloClient();
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresCodigo>({ mode: 'controlled', initialValues: CODIGO_VAZIO });

  const salvar = form.onSubmit(async (v) => {
    const problema = validarCodigo(v);
    if (problema) {
      notificarErro(problema);
      return;
    }
    setSalvando(true);
    const r = await mutarComFallback(
      async () =>
        (await cliente.mutate({ mutation: CriarCodigoCadastroDocument, variables: { input: corpoDoCodigo(v) }, context: { silenciarErros: true } })).data
          ?.criarCodigoCadastro,
      M.erroCadastrar,
    );
    setSalvando(false);
    if (!r) return;
    notificarSucesso(M.codigoCadastrado);
    navegar('/codigos/lista-codigo-cadastro');
  });

  return (
    <Stack>
      <Title order={1} fz="h2">
        Cadastrar Código de Cadastro
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposCodigo form={form} />
            <Group justify="flex-end">
              <BotaoEnviar ocupado={salvando} textoOcupado="CADASTRANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
