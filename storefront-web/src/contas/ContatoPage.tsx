import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Container, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { formatarTelefone, MENSAGENS_CONTAS as M } from '@sw/common';
import { BotaoEnviar, exigirResultado, notificarErro, notificarErroSeNecessario, notificarSucesso, useSessao } from '@sw/client';
import { EnviarEmailContatoDocument } from '@sw/client/gql';
import { useTitulo } from '../comum/useTitulo';

/**
 * /contato (spec 3 §2.13): the profile data read-only and a message to support. An empty message
 * is not sent (the server refuses it too).
 */
export default function ContatoPage() {
  useTitulo('Contato');
  const p = useSessao().loja?.parceiro;
  const [enviar] = useMutation(EnviarEmailContatoDocument);
  const [mensagem, setMensagem] = useState('');
  const [enviando, setEnviando] = useState(false);

  async function aoEnviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (enviando) return;
    if (!mensagem.trim()) {
      notificarErro(M.informeMensagem);
      return;
    }
    setEnviando(true);
    try {
      const { data } = await enviar({ variables: { input: { mensagem } } });
      notificarSucesso(exigirResultado(data?.enviarEmailContato).mensagem);
      setMensagem('');
    } catch (erro) {
      notificarErroSeNecessario(erro);
    } finally {
      setEnviando(false);
    }
  }

  const somenteLeitura = (rotulo: string, valor: string | null | undefined) => <TextInput label={rotulo} value={valor ?? ''} readOnly variant="filled" />;
  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={aoEnviar} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              CONTATO
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {somenteLeitura('Nome', p?.nome)}
              {somenteLeitura('Email', p?.email)}
              {somenteLeitura('Celular', p?.celular ? formatarTelefone(p.celular) : '')}
              {somenteLeitura('Telefone', p?.telefone ? formatarTelefone(p.telefone) : '')}
              {somenteLeitura('Cidade', p?.endCidade)}
            </SimpleGrid>
            <Textarea
              label="Mensagem"
              placeholder="Escreva sua mensagem"
              minRows={5}
              autosize
              maxLength={5000}
              value={mensagem}
              onChange={(e) => setMensagem(e.currentTarget.value)}
            />
            <BotaoEnviar ocupado={enviando} textoOcupado="ENVIANDO..." fullWidth>
              ENVIAR
            </BotaoEnviar>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
