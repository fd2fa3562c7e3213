import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Container, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { BotaoEnviar, exigirResultado, notificarErro, notificarSucesso } from '@sw/client';
import { AtualizarSenhaRecuperacaoDocument, SolicitarRecuperacaoSenhaDocument, ValidarRecuperacaoSenhaDocument } from '@sw/client/gql';
import { MENSAGENS, problemaDaSenha } from '@sw/common';
import { ContatoSuporte } from '../comum/ContatoSuporte';
import { useTitulo } from '../comum/useTitulo';

function Cartao({ children }: { children: React.ReactNode }) {
  return (
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}

/** Where the link goes, said before the member asks (docs/cadastro-e-senha.md). */
const COMO_RECUPERAR =
  'Informe o CPF ou o e-mail do seu cadastro. O link para criar uma nova senha vai para o e-mail cadastrado; ' +
  'se você se cadastrou sem e-mail, ele vai por WhatsApp para o celular cadastrado.';

/** /esqueceu-senha (spec 3 §2.4 mode 1): asks for the e-mail or CPF; the server answers the same either way. */
function PedirLink() {
  const [solicitar] = useMutation(SolicitarRecuperacaoSenhaDocument);
  const [informacao, definirInformacao] = useState('');
  const [enviando, definirEnviando] = useState(false);
  const [resposta, definirResposta] = useState<string | null>(null);

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (enviando) return;
    if (!informacao.trim()) {
      notificarErro(MENSAGENS.informeEmailOuCpf);
      return;
    }
    definirEnviando(true);
    try {
      const { data } = await solicitar({ variables: { input: { informacao: informacao.trim() } } });
      const { mensagem } = exigirResultado(data?.solicitarRecuperacaoSenha);
      notificarSucesso(mensagem);
      definirResposta(mensagem);
    } catch {
      // The client already showed the server's message.
    } finally {
      definirEnviando(false);
    }
  }

  return (
    <Cartao>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Title order={1} fz="h2" ta="center">
            ESQUECEU A SENHA?
          </Title>
          <TextInput
            label="Email ou CPF"
            placeholder="Email ou CPF"
            value={informacao}
            onChange={(e) => definirInformacao(e.currentTarget.value)}
            autoFocus
            description={COMO_RECUPERAR}
          />
          <BotaoEnviar ocupado={enviando} textoOcupado="ENVIANDO..." fullWidth>
            ENVIAR
          </BotaoEnviar>
          {resposta && (
            <Text size="sm" role="status" data-testid="resposta-recuperacao">
              {resposta}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Não tem mais acesso ao e-mail nem ao celular do cadastro? Fale com o suporte <ContatoSuporte />: a equipe confere seus dados e atualiza o e-mail ou
            o celular do cadastro para você receber o link.
          </Text>
        </Stack>
      </form>
    </Cartao>
  );
}

/** /esqueceu-senha/:uuid (modes 2 and 3): validates the link, then takes the new password. */
function NovaSenha({ uuid }: { uuid: string }) {
  const navegar = useNavigate();
  const [validar] = useMutation(ValidarRecuperacaoSenhaDocument);
  const [atualizar] = useMutation(AtualizarSenhaRecuperacaoDocument);
  const [estado, definirEstado] = useState<'validando' | 'valido' | 'invalido'>('validando');
  const [mensagem, definirMensagem] = useState('');
  const [senha, definirSenha] = useState('');
  const [alterando, definirAlterando] = useState(false);

  useEffect(() => {
    let ativo = true;
    validar({ variables: { input: { uuid } } })
      .then(({ data }) => {
        if (!ativo) return;
        const validacao = exigirResultado(data?.validarRecuperacaoSenha);
        definirMensagem(validacao.mensagem);
        definirEstado(validacao.valido ? 'valido' : 'invalido');
      })
      .catch(() => ativo && navegar('/login', { replace: true }));
    return () => {
      ativo = false;
    };
  }, [uuid, validar, navegar]);

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (alterando) return;
    if (!senha) {
      notificarErro(MENSAGENS.informeNovaSenha);
      return;
    }
    // The one password rule (the server repeats it, with the member's CPF).
    const problema = problemaDaSenha(senha);
    if (problema) {
      notificarErro(problema);
      return;
    }
    definirAlterando(true);
    try {
      const { data } = await atualizar({ variables: { input: { uuid, novaSenha: senha } } });
      notificarSucesso(exigirResultado(data?.atualizarSenhaRecuperacao).mensagem);
      navegar('/login', { replace: true });
      return;
    } catch {
      // The client already showed the server's message.
    }
    definirAlterando(false);
  }

  if (estado === 'validando') {
    return (
      <Cartao>
        <Stack align="center">
          <Loader aria-label="Validando" />
          <Text>Validando link de recuperação, aguarde...</Text>
        </Stack>
      </Cartao>
    );
  }
  if (estado === 'invalido') {
    return (
      <Cartao>
        <Stack align="center">
          <Text ta="center">{mensagem}</Text>
          <Anchor component={Link} to="/esqueceu-senha">
            Solicitar um novo link
          </Anchor>
        </Stack>
      </Cartao>
    );
  }
  return (
    <Cartao>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Title order={1} fz="h2" ta="center">
            Nova senha
          </Title>
          <PasswordInput
            label="Nova senha"
            placeholder="Nova senha"
            value={senha}
            onChange={(e) => definirSenha(e.currentTarget.value)}
            autoComplete="new-password"
            autoFocus
          />
          <BotaoEnviar ocupado={alterando} textoOcupado="ALTERANDO..." fullWidth>
            ALTERAR
          </BotaoEnviar>
        </Stack>
      </form>
    </Cartao>
  );
}

export default function EsqueceuSenhaPage() {
  const { uuid } = useParams();
  useTitulo('Esqueceu a senha');
  return uuid ? <NovaSenha key={uuid} uuid={uuid} /> : <PedirLink />;
}
