// The calendar of the shared date field (client/src/campos/CampoData.tsx), with the screens that have one (app/estilosMantine.ts).
import '@mantine/dates/styles.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Anchor, Checkbox, Container, Grid, Paper, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BotaoEnviar, CampoCpf, CampoData, CampoTelefone, entrarLoja, exigirResultado, notificarErro, notificarSucesso, obterSessao } from '@sw/client';
import { CadastrarParceiroDocument, CpfCadastradoDocument, RevendaPublicaDocument, RevendasPublicasDocument } from '@sw/client/gql';
import { MENSAGENS, REGRA_SENHA } from '@sw/common';
import { CamposEndereco } from '../comum/CamposEndereco';
import { useTitulo } from '../comum/useTitulo';
import { FORM_VAZIO, opcionais, paraEnvio, problemaDoCadastro, type FormCadastro } from './validarCadastro';

type Revenda = { value: string; label: string };

/**
 * Registration (spec 3 §2.5, §5): /cadastrar (general: a store picker, quemIndicou and
 * ?codigo_cadastro) and /cadastrar-vendedor/:idRevenda (a store's own link, also under /loja).
 * The server repeats every rule; on success the new member is signed in and goes to /home.
 */
export default function CadastroPage() {
  const { idRevenda } = useParams();
  const geral = idRevenda === undefined;
  const [busca] = useSearchParams();
  const navegar = useNavigate();
  const cliente = useApolloClient();
  const [cadastrar] = useMutation(CadastrarParceiroDocument);
  // A referral link (?quemIndicou=) and a social account without registration fill the form in.
  const social = (useLocation().state as { social?: { nome: string | null; email: string | null } } | null)?.social;
  const [form, definirForm] = useState<FormCadastro>(() => ({
    ...FORM_VAZIO,
    quemIndicou: busca.get('quemIndicou') ?? '',
    nome: social?.nome ?? '',
    email: social?.email ?? '',
  }));
  const [revendas, definirRevendas] = useState<Revenda[]>([]);
  const [nomeLoja, definirNomeLoja] = useState<string | null>(null);
  const [cadastrando, definirCadastrando] = useState(false);
  useTitulo('Cadastrar Vendedor');

  const mudar = <K extends keyof FormCadastro>(campo: K, valor: FormCadastro[K]) => definirForm((f) => ({ ...f, [campo]: valor }));

  useEffect(() => {
    let ativo = true;
    if (geral) {
      cliente
        .query({ query: RevendasPublicasDocument, fetchPolicy: 'network-only', context: { silenciarErros: true } })
        .then(({ data }) => {
          if (ativo) definirRevendas((data?.revendasPublicas ?? []).map((r) => ({ value: r.cnpj ?? '', label: r.nomeFantasia })));
        })
        .catch(() => ativo && notificarErro(MENSAGENS.erroCarregarRevendas));
    } else {
      const id = Number(idRevenda);
      const voltar = () => ativo && navegar('/', { replace: true });
      if (!Number.isInteger(id) || id < 1) voltar();
      else {
        cliente
          .query({ query: RevendaPublicaDocument, variables: { id: String(id) }, fetchPolicy: 'network-only', context: { silenciarErros: true } })
          .then(({ data }) => (data?.revendaPublica && ativo ? definirNomeLoja(data.revendaPublica.nomeFantasia) : voltar()))
          .catch(voltar);
      }
    }
    return () => {
      ativo = false;
    };
  }, [geral, idRevenda, cliente, navegar]);

  async function verificarCpf(cpf: string) {
    try {
      const { data } = await cliente.query({
        query: CpfCadastradoDocument,
        variables: { cpf },
        fetchPolicy: 'network-only',
        context: { silenciarErros: true },
      });
      if (data?.cpfCadastrado) {
        notificarErro(MENSAGENS.vendedorJaCadastrado);
        mudar('cpf', '');
      }
    } catch {
      notificarErro(MENSAGENS.erroVerificarCpf);
      mudar('cpf', '');
    }
  }

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (cadastrando) return;
    const problema = problemaDoCadastro(form, geral);
    if (problema) {
      notificarErro(problema);
      return;
    }
    definirCadastrando(true);
    try {
      const input = paraEnvio(form, { geral, idRevenda: geral ? undefined : idRevenda, codigoCadastro: busca.get('codigo_cadastro') });
      const { data } = await cadastrar({ variables: { input } });
      // A refused form (errosDeUsuario) is shown as a toast by exigirResultado, like any failed call.
      const sessao = exigirResultado(data?.cadastrarParceiro);
      // A member registering a colleague from the store area keeps their own session.
      if (!obterSessao().loja) entrarLoja({ token: sessao.token, parceiro: sessao.parceiro });
      notificarSucesso(MENSAGENS.cadastroRealizado);
      navegar('/home', { replace: true });
    } catch {
      // The client already showed the server's message.
      definirCadastrando(false);
    }
  }

  // Required fields carry the asterisk and aria-required (the form is noValidate: the messages are the spec's).
  const obrigatorio = (campo: keyof FormCadastro) => !opcionais(geral).includes(campo);
  const texto = (campo: keyof FormCadastro, rotulo: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={rotulo}
      placeholder={rotulo}
      value={String(form[campo])}
      onChange={(e) => mudar(campo, e.currentTarget.value as never)}
      required={obrigatorio(campo)}
      {...extra}
    />
  );

  if (!geral && nomeLoja === null) return null;
  return (
    <Container size={720} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form onSubmit={enviar} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              {geral ? 'Cadastrar Vendedor' : `Cadastrar Vendedor - ${nomeLoja}`}
            </Title>
            {geral && (
              <Select
                label="Revenda"
                placeholder="Selecione uma revenda"
                data={revendas}
                searchable
                value={form.cnpjRevenda || null}
                onChange={(v) => mudar('cnpjRevenda', v ?? '')}
                nothingFoundMessage="Nenhuma revenda encontrada"
                required
              />
            )}
            <Grid>
              <Grid.Col span={{ base: 12, sm: 8 }}>{texto('nome', 'Nome', { autoComplete: 'name', autoCapitalize: 'words' })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <CampoCpf
                  label="CPF"
                  placeholder="CPF"
                  value={form.cpf}
                  onChange={(v) => mudar('cpf', v)}
                  aoCpfValido={verificarCpf}
                  autoComplete="off"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                {texto('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CampoData
                  label="Data de Nascimento"
                  placeholder="Data de Nascimento"
                  value={form.dataNascimento}
                  onChange={(v) => mudar('dataNascimento', v)}
                  autoComplete="bday"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <CampoTelefone
                  tipo="celular"
                  label="Celular"
                  placeholder="Celular"
                  value={form.celular}
                  onChange={(v) => mudar('celular', v)}
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <CampoTelefone
                  tipo="telefone"
                  label="Telefone"
                  placeholder="Telefone"
                  value={form.telefone}
                  onChange={(v) => mudar('telefone', v)}
                  inputMode="tel"
                  autoComplete="off"
                  required={obrigatorio('telefone')}
                />
              </Grid.Col>
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
                  required
                />
              </Grid.Col>
              <CamposEndereco valores={form} aoMudar={(parte) => definirForm((f) => ({ ...f, ...parte }))} obrigatorios />
              {geral && <Grid.Col span={12}>{texto('quemIndicou', 'Quem indicou')}</Grid.Col>}
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label="Senha"
                  placeholder="Senha"
                  value={form.senha}
                  onChange={(e) => mudar('senha', e.currentTarget.value)}
                  autoComplete="new-password"
                  description={REGRA_SENHA}
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordInput
                  label="Confirmar senha"
                  placeholder="Confirmar senha"
                  value={form.confirmarSenha}
                  onChange={(e) => mudar('confirmarSenha', e.currentTarget.value)}
                  autoComplete="new-password"
                  required
                />
              </Grid.Col>
            </Grid>
            <Checkbox
              checked={form.aceitouPoliticaPrivacidade}
              onChange={(e) => mudar('aceitouPoliticaPrivacidade', e.currentTarget.checked)}
              label={
                <>
                  Li e aceito a{' '}
                  <Anchor component={Link} to="/politica-privacidade" target="_blank">
                    política de privacidade
                  </Anchor>
                </>
              }
            />
            <BotaoEnviar ocupado={cadastrando} textoOcupado="CADASTRANDO..." fullWidth>
              CADASTRAR
            </BotaoEnviar>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
