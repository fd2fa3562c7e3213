import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { MENSAGENS, cpfValido, papeisDaRota, rotaInicialDoPainel, somenteDigitos, type Permissao } from '@sw/common';
import {
  AvisoSessaoEncerrada,
  BotaoEnviar,
  CampoCpf,
  CampoSenha,
  consumirRetorno,
  ErroDeEntrada,
  entrarPainel,
  exigirResultado,
  limparNotificacoes,
  notificarSucesso,
  useTituloPagina,
} from '@sw/client';
import { EntrarUsuarioDocument } from '@sw/client/gql';
import { semBase } from '../../rotas';
import classes from './LoginPage.module.css';

/**
 * Where to go after signing in: back to the screen where the session ended (path and query), when
 * the role signing in may open it; else the role's starting screen.
 */
function destinoAposEntrar(permissao: Permissao): string {
  const retorno = consumirRetorno('painel');
  if (retorno) {
    const url = new URL(retorno, 'http://painel');
    const caminho = semBase(url.pathname);
    if (papeisDaRota(caminho.replace(/\/+$/, '') || '/')?.includes(permissao)) return caminho + url.search;
  }
  return semBase(rotaInicialDoPainel(permissao));
}

/** Panel login (spec 1 §2): CPF and senha; ENTRAR reads VALIDANDO... while authenticating. */
export default function LoginPage() {
  useTituloPagina('Entrar no painel');
  const navegar = useNavigate();
  const [cpf, setCpf] = useState('');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<{ cpf?: string; senha?: string }>({});
  const [autenticando, setAutenticando] = useState(false);
  const [entrar] = useMutation(EntrarUsuarioDocument);

  const aoEnviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (autenticando) return;
    const novos = {
      cpf: !somenteDigitos(cpf) ? MENSAGENS.obrigatorio('CPF') : !cpfValido(cpf) ? MENSAGENS.cpfInvalido : undefined,
      senha: !senha ? MENSAGENS.obrigatorio('Senha') : undefined,
    };
    setErros(novos);
    if (novos.cpf || novos.senha) return;

    setAutenticando(true);
    try {
      const { data } = await entrar({ variables: { input: { cpf: somenteDigitos(cpf), senha } } });
      const { token, usuario, redesAntifraude } = exigirResultado(data?.entrarUsuario);
      entrarPainel({ token, usuario, redesAntifraude });
      // The refusals of earlier attempts are over: only the greeting stays.
      limparNotificacoes();
      notificarSucesso(MENSAGENS.saudacao(usuario.nome));
      navegar(destinoAposEntrar(usuario.permissao as Permissao), { replace: true });
    } catch (erro) {
      // the client already showed the server's message (wrong password, too many attempts...);
      // a field the server refused is pointed at too
      if (erro instanceof ErroDeEntrada && (erro.campo === 'cpf' || erro.campo === 'senha')) setErros({ [erro.campo]: erro.message });
      setAutenticando(false);
    }
  };

  return (
    <Box className={classes.fundo}>
      <Paper component="main" className={classes.cartao} shadow="xl" p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap={4} mb="xl" align="center">
          <Text fw={800} fz={28} c="marca.8" lh={1.1}>
            Experiências <span className={classes.sw}>SW</span>
          </Text>
          <Title order={1} fz="md" fw={500} c="dimmed">
            Painel administrativo
          </Title>
        </Stack>
        <form onSubmit={aoEnviar} noValidate>
          <Stack gap="md">
            <AvisoSessaoEncerrada lado="painel" />
            <CampoCpf
              label="CPF"
              value={cpf}
              onChange={(v) => {
                setCpf(v);
                if (erros.cpf) setErros((e) => ({ ...e, cpf: undefined }));
              }}
              error={erros.cpf}
              autoComplete="username"
              autoFocus
              size="md"
            />
            <CampoSenha
              label="Senha"
              value={senha}
              onChange={(e) => {
                setSenha(e.currentTarget.value);
                if (erros.senha) setErros((er) => ({ ...er, senha: undefined }));
              }}
              error={erros.senha}
              size="md"
            />
            <BotaoEnviar ocupado={autenticando} size="md" fullWidth mt="sm">
              ENTRAR
            </BotaoEnviar>
          </Stack>
        </form>
      </Paper>
      <Text size="xs" c="white" mt="lg" className={classes.rodape}>
        © {new Date().getFullYear()} Experiências SW · Programa de pontos para vendedores de lojas
      </Text>
    </Box>
  );
}
