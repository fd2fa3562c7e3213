import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Grid, Group, MultiSelect, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MENSAGENS,
  NOMES_PERMISSAO,
  OPCOES_PERMISSAO,
  PERMISSOES_CONCEDIVEIS,
  Permissao,
  SENHA_MAXIMO,
  SENHA_MINIMO,
  cpfValido,
  problemaDaSenha,
  somenteDigitos,
} from '@sw/common';
import { BotaoEnviar, CampoCpf, CampoSenha, exigirResultado, notificarErro, notificarSucesso, useSessao, useTituloPagina } from '@sw/client';
import { CriarAdministradorDocument, RedesDoSeletorDocument, UsuariosPorCpfDocument } from '@sw/client/gql';
import { REGRAS_ADMINISTRADOR, type CamposComuns } from './regrasAdministrador';
import { SeletorLojas } from './SeletorLojas';

type Valores = CamposComuns & { cpf: string; senha: string };

const VAZIO: Valores = { nome: '', cpf: '', email: '', senha: '', permissao: '', lojas: [], redes: [] };

/** The roles the signed-in user may grant, in the form's order (2, 1, 0, 3, 4, 5). */
export const opcoesDePermissao = (quem: Permissao) =>
  OPCOES_PERMISSAO.filter((p) => PERMISSOES_CONCEDIVEIS[quem].includes(p)).map((p) => ({ value: String(p), label: NOMES_PERMISSAO[p] }));

/**
 * Cadastrar Administrador (/cadastrar/administrador): a panel user with a role the signed-in user may
 * grant, stores for role 3 and an optional network restriction. Leaving the CPF field checks that
 * no panel user has it yet.
 */
export default function CadastrarAdministradorPage() {
  useTituloPagina('Cadastrar Administrador');
  const { painel } = useSessao();
  const quem = (painel?.usuario.permissao ?? Permissao.Marca) as Permissao;
  const apollo = useApolloClient();
  const [criar] = useMutation(CriarAdministradorDocument);
  const { data: redes } = useQuery(RedesDoSeletorDocument);
  const [salvando, definirSalvando] = useState(false);

  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: VAZIO,
    validate: {
      ...REGRAS_ADMINISTRADOR,
      cpf: (v) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio('CPF') : cpfValido(v) ? null : MENSAGENS.cpfInvalido),
      senha: (v, valores) => (!v ? MENSAGENS.obrigatorio('Senha') : problemaDaSenha(v, somenteDigitos(valores.cpf))),
    },
  });

  // The duplicate check the contract asks for: any user found with this CPF means it is taken.
  const verificarCpf = async (cpf: string) => {
    try {
      const { data } = await apollo.query({ query: UsuariosPorCpfDocument, variables: { cpf }, fetchPolicy: 'network-only' });
      if ((data?.usuarios.length ?? 0) > 0 && somenteDigitos(form.getValues().cpf) === cpf) {
        notificarErro(MENSAGENS.usuarioJaCadastrado);
        form.setFieldValue('cpf', '');
      }
    } catch {
      // the client showed the server's message; the server checks again on saving
    }
  };

  const salvar = form.onSubmit(async (v) => {
    definirSalvando(true);
    try {
      const vendedor = v.permissao === String(Permissao.Vendedor);
      exigirResultado(
        (
          await criar({
            variables: {
              input: {
                nome: v.nome.trim(),
                cpf: somenteDigitos(v.cpf),
                email: v.email.trim(),
                senha: v.senha,
                permissao: Number(v.permissao),
                idRevendasPermitidas: vendedor ? v.lojas : null,
                idRedesPermitidas: v.redes.length ? v.redes : null,
              },
            },
          })
        ).data?.criarUsuario,
      );
      notificarSucesso(MENSAGENS.administradorCadastrado);
      form.setValues(VAZIO);
      form.resetDirty(VAZIO);
    } catch {
      // the client showed the server's message
    } finally {
      definirSalvando(false);
    }
  });

  return (
    <>
      <Title order={1} fz="h2" mb="lg">
        Cadastrar Administrador
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={860}>
        <form onSubmit={salvar} noValidate>
          <Stack gap="lg">
            <Grid>
              <Grid.Col span={12}>
                <TextInput label="Nome" withAsterisk maxLength={160} autoComplete="off" {...form.getInputProps('nome')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoCpf label="CPF" withAsterisk {...form.getInputProps('cpf')} aoCpfValido={(cpf) => void verificarCpf(cpf)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Email" type="email" withAsterisk maxLength={160} autoComplete="off" {...form.getInputProps('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoSenha
                  label="Senha"
                  withAsterisk
                  autoComplete="new-password"
                  description={`De ${SENHA_MINIMO} a ${SENHA_MAXIMO} caracteres; não pode ser o CPF nem uma senha comum.`}
                  {...form.getInputProps('senha')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Permissão"
                  withAsterisk
                  placeholder="Selecione"
                  data={opcoesDePermissao(quem)}
                  {...form.getInputProps('permissao')}
                  onChange={(v) => form.setFieldValue('permissao', v ?? '')}
                />
              </Grid.Col>
              {form.values.permissao === String(Permissao.Vendedor) && (
                <Grid.Col span={12}>
                  <SeletorLojas
                    withAsterisk
                    description="O Vendedor vê apenas as lojas escolhidas."
                    value={form.values.lojas}
                    error={form.errors.lojas}
                    onChange={(ids) => form.setFieldValue('lojas', ids)}
                  />
                </Grid.Col>
              )}
              <Grid.Col span={12}>
                <MultiSelect
                  label="Redes permitidas"
                  description="Opcional: restringe o usuário às redes escolhidas."
                  placeholder="Todas as redes que você vê"
                  searchable
                  clearable
                  nothingFoundMessage="Nenhuma rede encontrada"
                  data={(redes?.redes.itens ?? []).map((r) => ({ value: String(r.id), label: r.nome }))}
                  {...form.getInputProps('redes')}
                />
              </Grid.Col>
            </Grid>
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
