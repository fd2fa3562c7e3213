import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarSucesso, useTituloPagina } from '@sw/client';
import { CriarRedeDocument } from '@sw/client/gql';
import { CamposRede, paraEntrada, VALIDACAO_REDE, VALORES_VAZIOS, type ValoresRede } from './formularioRede';

/** Cadastrar Rede (spec 1 §2, §5): nome, região and valor do ponto. */
export default function CadastrarRedePage() {
  useTituloPagina('Cadastrar Rede');
  const [criar] = useMutation(CriarRedeDocument);
  const [salvando, setSalvando] = useState(false);
  const form = useForm<ValoresRede>({ mode: 'controlled', initialValues: VALORES_VAZIOS, validate: VALIDACAO_REDE });

  const salvar = form.onSubmit(async (valores) => {
    setSalvando(true);
    try {
      exigirResultado((await criar({ variables: { input: paraEntrada(valores) } })).data?.criarRede);
      notificarSucesso(MENSAGENS.redeCadastrada);
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
        Cadastrar Rede
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <CamposRede form={form} />
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
