import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import {
  AvisoSessaoEncerrada,
  BotaoEnviar,
  CampoCpf,
  CampoSenha,
  consumirRetorno,
  entrarLoja,
  exigirResultado,
  limparNotificacoes,
  notificarErro,
  notificarSucesso,
} from '@sw/client';
import { EntrarParceiroDocument } from '@sw/client/gql';
import { MENSAGENS, somenteDigitos } from '@sw/common';
import { useHidratado } from '../comum/useHidratado';
import { useTitulo } from '../comum/useTitulo';
import { LoginSocial } from '../contas/LoginSocial';

/** /login (spec 3 §2.3): CPF and senha; ENTRAR, VALIDANDO... while the server answers. */
export default function LoginPage() {
  useTitulo('Login');
  const navegar = useNavigate();
  const [entrar] = useMutation(EntrarParceiroDocument);
  const [cpf, setCpf] = useState('');
  const [senha, setSenha] = useState('');
  const [validando, setValidando] = useState(false);
  // The pre-rendered form takes no typing nor submit until React owns it (read-only fields keep their look).
  const hidratado = useHidratado();

  async function enviar(evento: FormEvent<HTMLFormElement>) {
    evento.preventDefault();
    if (validando) return;
    const digitos = somenteDigitos(cpf);
    if (!digitos || !senha) {
      notificarErro(MENSAGENS.obrigatorio(!digitos ? 'CPF' : 'Senha'));
      return;
    }
    setValidando(true);
    try {
      const { data } = await entrar({ variables: { input: { cpf: digitos, senha } } });
      const sessao = exigirResultado(data?.entrarParceiro);
      // Back to the screen where the session ended (path and query), else /home.
      const destino = consumirRetorno('loja') ?? '/home';
      entrarLoja({ token: sessao.token, parceiro: sessao.parceiro });
      // The refusals of earlier attempts are over: only the greeting stays.
      limparNotificacoes();
      notificarSucesso(MENSAGENS.saudacao(sessao.parceiro.nome));
      navegar(destino, { replace: true });
    } catch {
      // The client already showed the server's message.
      setValidando(false);
    }
  }

  return (
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <form onSubmit={enviar} noValidate>
          <Stack>
            <Title order={1} fz="h2" ta="center">
              Entrar
            </Title>
            <AvisoSessaoEncerrada lado="loja" />
            <CampoCpf value={cpf} onChange={setCpf} required autoComplete="username" autoFocus readOnly={!hidratado} />
            <CampoSenha value={senha} onChange={(e) => setSenha(e.currentTarget.value)} required readOnly={!hidratado} />
            <BotaoEnviar ocupado={validando} textoOcupado="VALIDANDO..." disabled={!hidratado} fullWidth>
              ENTRAR
            </BotaoEnviar>
            <Anchor component={Link} to="/esqueceu-senha" ta="center" size="sm">
              Esqueceu sua senha?
            </Anchor>
            <LoginSocial />
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
