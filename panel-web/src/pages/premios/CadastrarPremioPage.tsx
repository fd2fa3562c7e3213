import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Group, Paper, Progress, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, enviarArquivo, notificarErro, notificarSucesso, useTituloPagina } from '@sw/client';
import { PremiosPorCodigoDocument } from '@sw/client/gql';
import { CamposPremio, camposDoPremio, PREMIO_VAZIO, validarPremio, type ValoresPremio } from './CamposPremio';

/** Cadastrar Prêmio (roles 1 and 2): the code is checked on leaving the field; the photo goes with upload progress. */
export default function CadastrarPremioPage() {
  useTituloPagina('Cadastrar Prêmio');
  const cliente = useApolloClient();
  const navegar = useNavigate();
  const [progresso, setProgresso] = useState<number | null>(null);
  const form = useForm<ValoresPremio>({ mode: 'controlled', initialValues: PREMIO_VAZIO });

  const conferirCodigo = async () => {
    const codigo = form.getValues().codigo.trim();
    if (!codigo) return;
    try {
      const { data } = await cliente.query({ query: PremiosPorCodigoDocument, variables: { codigo }, fetchPolicy: 'network-only' });
      if (data?.premiosPorCodigo.length) {
        notificarErro(MENSAGENS.codigoPremioEmUso, 10_000);
        form.setFieldValue('codigo', '');
      }
    } catch {
      // the client showed the server's message
    }
  };

  const salvar = form.onSubmit(async (v) => {
    const problema = validarPremio(v, true);
    if (problema) {
      notificarErro(problema);
      return;
    }
    setProgresso(0);
    try {
      await enviarArquivo({ caminho: '/premios', arquivo: v.foto!, nomeCampo: 'foto', campos: camposDoPremio(v), aoProgresso: setProgresso });
      notificarSucesso(MENSAGENS.premioCadastrado);
      navegar('/premios');
    } catch {
      // the client showed the server's message
    } finally {
      setProgresso(null);
    }
  });

  return (
    <Stack>
      <Title order={1} fz="h2">
        Cadastrar Prêmio
      </Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="lg">
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposPremio form={form} aoSairDoCodigo={() => void conferirCodigo()} fotoObrigatoria />
            {progresso !== null && <Progress value={progresso} aria-label="Envio da foto" />}
            <Group justify="flex-end">
              <BotaoEnviar ocupado={progresso !== null} textoOcupado="ENVIANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
