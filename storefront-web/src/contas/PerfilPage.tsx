// The calendar of the shared date field (client/src/campos/CampoData.tsx), with the screens that have one (app/estilosMantine.ts).
import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Container, Grid, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatarCpf, MENSAGENS_CONTAS as M } from '@sw/common';
import {
  atualizarParceiro,
  BotaoEnviar,
  CampoData,
  CampoTelefone,
  exigirResultado,
  notificarErro,
  notificarErroSeNecessario,
  notificarSucesso,
  useSessao,
} from '@sw/client';
import { AtualizarPerfilParceiroDocument } from '@sw/client/gql';
import { CamposEndereco } from '../comum/CamposEndereco';
import { useTitulo } from '../comum/useTitulo';
import { formDoParceiro, perfilParaEnvio, problemaDoPerfil, type FormPerfil } from './validarPerfil';

/**
 * /perfil (spec 3 §2.16, §5): the member edits their own data. CPF and store are not editable; blank
 * password fields leave the password as it is; a new one needs the current one.
 */
export default function PerfilPage() {
  useTitulo('Meu perfil');
  const parceiro = useSessao().loja!.parceiro;
  const [salvar] = useMutation(AtualizarPerfilParceiroDocument);
  const [form, setForm] = useState<FormPerfil>(() => formDoParceiro(parceiro));
  const [salvando, setSalvando] = useState(false);
  const mudar = <K extends keyof FormPerfil>(campo: K, valor: FormPerfil[K]) => setForm((f) => ({ ...f, [campo]: valor }));

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (salvando) return;
    const problema = problemaDoPerfil(form, parceiro.cpf);
    if (problema) {
      notificarErro(problema);
      return;
    }
    setSalvando(true);
    try {
      const { data } = await salvar({ variables: { input: perfilParaEnvio(form) } });
      const parceiroNovo = exigirResultado(data?.atualizarPerfilParceiro);
      atualizarParceiro(parceiroNovo);
      setForm(formDoParceiro(parceiroNovo));
      notificarSucesso(M.perfilAtualizado);
    } catch (erro) {
      notificarErroSeNecessario(erro);
    } finally {
      setSalvando(false);
    }
  }

  const texto = (campo: keyof FormPerfil, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={rotulo} placeholder={rotulo} value={form[campo]} onChange={(e) => mudar(campo, e.currentTarget.value)} {...extra} />
  );
  const senha = (campo: 'senhaAntiga' | 'senha' | 'confirmarSenha', rotulo: string) => (
    <PasswordInput
      label={rotulo}
      placeholder={rotulo}
      value={form[campo]}
      onChange={(e) => mudar(campo, e.currentTarget.value)}
      autoComplete={campo === 'senhaAntiga' ? 'current-password' : 'new-password'}
    />
  );

  return (
    <Container size={720} py="md" px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
        <form onSubmit={enviar} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              MEU PERFIL
            </Title>
            <Text size="sm" c="dimmed">{`CPF: ${formatarCpf(parceiro.cpf)} · Loja: ${parceiro.revenda?.nomeFantasia ?? '-'}`}</Text>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 8 }}>{texto('nome', 'Nome')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label="Sexo"
                  placeholder="Sexo"
                  value={form.sexo || null}
                  onChange={(v) => mudar('sexo', v ?? '')}
                  data={[
                    { value: 'F', label: 'Feminino' },
                    { value: 'M', label: 'Masculino' },
                  ]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>{texto('email', 'Email', { type: 'email' })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoData
                  label="Data de Nascimento"
                  placeholder="Data de Nascimento"
                  value={form.dataNascimento}
                  onChange={(v) => mudar('dataNascimento', v)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoTelefone tipo="celular" label="Celular" placeholder="Celular" value={form.celular} onChange={(v) => mudar('celular', v)} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoTelefone tipo="telefone" label="Telefone" placeholder="Telefone" value={form.telefone} onChange={(v) => mudar('telefone', v)} />
              </Grid.Col>
              <CamposEndereco valores={form} aoMudar={(parte) => setForm((f) => ({ ...f, ...parte }))} />
              <Grid.Col span={12}>{texto('hobby', 'Hobby')}</Grid.Col>
              <Grid.Col span={12}>
                <Text size="sm" c="dimmed">
                  Para manter a senha atual, deixe os campos de senha em branco.
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{senha('senhaAntiga', 'Senha atual')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{senha('senha', 'Nova senha')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>{senha('confirmarSenha', 'Confirmar nova senha')}</Grid.Col>
            </Grid>
            <BotaoEnviar ocupado={salvando} textoOcupado="SALVANDO..." fullWidth>
              SALVAR
            </BotaoEnviar>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
