import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarSucesso, useTituloPagina } from '@sw/client';
import { CriarLojaDocument } from '@sw/client/gql';
import { CamposLoja } from './CamposLoja';
import { paraEntrada, validacaoLoja, VALORES_INICIAIS, type ValoresLoja } from './formularioLoja';

/** Cadastrar Loja (spec 1 §2, §5): every field with its mask and rule; digits only are sent. */
export default function CadastrarLojaPage() {
  useTituloPagina('Cadastrar Loja');
  const [criar] = useMutation(CriarLojaDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresLoja>({ mode: 'controlled', initialValues: VALORES_INICIAIS, validate: validacaoLoja('cadastro') });

  const salvar = form.onSubmit(async (valores) => {
    setSalvando(true);
    try {
      exigirResultado((await criar({ variables: { input: paraEntrada(valores, 'cadastro') } })).data?.criarRevenda);
      notificarSucesso(MENSAGENS.lojaCadastrada);
      form.reset();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Cadastrar Loja
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={1000}>
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposLoja form={form} modo="cadastro" />
            <Group justify="flex-end">
              <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                CADASTRAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
