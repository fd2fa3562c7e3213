import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Divider, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAGENS, NOMES_PERMISSAO, formatarCpf, problemaDaSenha, type Permissao } from '@sw/common';
import { BotaoEnviar, CampoSenha, atualizarUsuario, exigirResultado, notificarSucesso, useSessao, useTituloPagina } from '@sw/client';
import { AtualizarMeuPerfilDocument, MeuPerfilDocument } from '@sw/client/gql';

type Valores = { nome: string; senhaAntiga: string; senha: string };

/**
 * Meu Perfil (spec 1 §2): the name is editable; CPF (the login) and e-mail are read-only; the
 * current and new password may both stay blank to keep the password.
 */
export default function PerfilPage() {
  useTituloPagina('Meu Perfil');
  const { painel } = useSessao();
  const { data } = useQuery(MeuPerfilDocument, { fetchPolicy: 'network-only' });
  const eu = data?.eu ?? painel?.usuario;
  const [salvando, setSalvando] = useState(false);
  const [atualizar] = useMutation(AtualizarMeuPerfilDocument);

  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { nome: painel?.usuario.nome ?? '', senhaAntiga: '', senha: '' },
    validate: {
      nome: (v) => (v.trim() ? null : MENSAGENS.obrigatorio('Nome')),
      senhaAntiga: (v, valores) => (valores.senha && !v ? MENSAGENS.informeSenhaAtual : null),
      senha: (v, valores) => {
        if (!v) return valores.senhaAntiga ? MENSAGENS.obrigatorio('Nova senha') : null;
        return problemaDaSenha(v, eu?.cpf);
      },
    },
  });

  // The server's answer is the reference once it arrives.
  const nomeServidor = data?.eu.nome;
  const adotarNome = useEffectEvent((nome: string) => {
    if (form.isDirty('nome')) return;
    form.setFieldValue('nome', nome);
    form.resetDirty({ ...form.getValues(), nome });
  });
  useEffect(() => {
    if (nomeServidor !== undefined) adotarNome(nomeServidor);
  }, [nomeServidor]);

  const salvar = form.onSubmit(async (valores) => {
    setSalvando(true);
    try {
      const resposta = await atualizar({
        variables: {
          input: {
            nome: valores.nome.trim(),
            senha: valores.senha || null,
            senhaAntiga: valores.senhaAntiga || null,
          },
        },
      });
      const usuario = exigirResultado(resposta.data?.atualizarMeuPerfil);
      atualizarUsuario({ nome: usuario.nome });
      notificarSucesso(MENSAGENS.perfilAtualizado);
      form.setValues({ nome: usuario.nome, senhaAntiga: '', senha: '' });
      form.resetDirty();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Meu Perfil
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <div>
              <Title order={2} fz="h4">
                Dados pessoais
              </Title>
              {eu && (
                <Text size="sm" c="dimmed">
                  Perfil de acesso: {NOMES_PERMISSAO[eu.permissao as Permissao] ?? eu.permissao}
                </Text>
              )}
            </div>
            <Grid>
              <Grid.Col span={12}>
                <TextInput label="Nome" required autoComplete="name" {...form.getInputProps('nome')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="CPF (login)" value={formatarCpf(eu?.cpf ?? '')} readOnly variant="filled" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="E-mail" value={eu?.email ?? ''} readOnly variant="filled" />
              </Grid.Col>
            </Grid>
            <Divider />
            <div>
              <Title order={2} fz="h4">
                Alterar senha
              </Title>
              <Text size="sm" c="dimmed">
                Deixe os dois campos em branco para manter a senha atual.
              </Text>
            </div>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoSenha label="Senha atual" autoComplete="current-password" {...form.getInputProps('senhaAntiga')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoSenha label="Nova senha" autoComplete="new-password" {...form.getInputProps('senha')} />
              </Grid.Col>
            </Grid>
            <Group justify="flex-end">
              <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO...">
                SALVAR
              </BotaoEnviar>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
