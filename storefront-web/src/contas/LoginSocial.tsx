import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Divider } from '@mantine/core';
import { MENSAGENS } from '@sw/common';
import { consumirRetorno, entrarLoja, notificarSucesso } from '@sw/client';
import { EntrarParceiroSocialDocument, LoginSocialConfigDocument } from '@sw/client/gql';

const CHAVE = 'sw.loginSocial';

function aleatorio(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The ID token the provider sent back to /login#id_token=...&state=..., when the state is ours. */
function tokenDoRetorno(): { idToken: string; nonce: string } | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const idToken = hash.get('id_token');
  if (!idToken) return null;
  const guardado = JSON.parse(sessionStorage.getItem(CHAVE) ?? 'null') as { state: string; nonce: string } | null;
  sessionStorage.removeItem(CHAVE);
  window.history.replaceState(null, '', window.location.pathname);
  // A response we did not ask for (another tab, a crafted link) is ignored.
  return guardado && hash.get('state') === guardado.state ? { idToken, nonce: guardado.nonce } : null;
}

export type DadosSociais = { nome: string | null; email: string | null };

/**
 * Social login (spec 1 §4, spec 3 §4): shown only when the server says it is configured. The
 * provider's ID token goes to the server, which verifies it; an account with no registration opens
 * /cadastrar filled with the provider's name and e-mail.
 */
export function LoginSocial() {
  const navegar = useNavigate();
  const { data } = useQuery(LoginSocialConfigDocument, { context: { silenciarErros: true } });
  const [entrar] = useMutation(EntrarParceiroSocialDocument);
  const tratado = useRef(false);

  useEffect(() => {
    if (tratado.current) return;
    tratado.current = true;
    const retorno = tokenDoRetorno();
    if (!retorno) return;
    entrar({ variables: retorno })
      .then(({ data: d }) => {
        const sessao = d?.entrarParceiroSocial;
        if (!sessao) return;
        entrarLoja({ token: sessao.token, parceiro: sessao.parceiro });
        notificarSucesso(MENSAGENS.saudacao(sessao.parceiro.nome));
        navegar(consumirRetorno('loja') ?? '/home', { replace: true });
      })
      .catch((e: { errors?: { extensions?: { social?: DadosSociais } }[] }) => {
        const social = e.errors?.[0]?.extensions?.social;
        if (social) navegar('/cadastrar', { state: { social } });
      });
  }, [entrar, navegar]);

  const config = data?.loginSocialConfig;
  if (!config?.habilitado || !config.authorizationEndpoint || !config.clientId) return null;

  const iniciar = () => {
    const pedido = { state: aleatorio(), nonce: aleatorio() };
    sessionStorage.setItem(CHAVE, JSON.stringify(pedido));
    const url = new URL(config.authorizationEndpoint!);
    url.search = new URLSearchParams({
      client_id: config.clientId!,
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/login`,
      state: pedido.state,
      nonce: pedido.nonce,
    }).toString();
    window.location.assign(url.toString());
  };
  const nome = config.provedor ? config.provedor[0].toUpperCase() + config.provedor.slice(1) : 'provedor';

  return (
    <>
      <Divider label="ou" labelPosition="center" />
      <Button variant="default" fullWidth onClick={iniciar}>{`CONTINUAR COM ${nome.toUpperCase()}`}</Button>
    </>
  );
}
