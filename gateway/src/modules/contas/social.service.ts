import { createRemoteJWKSet, JWTPayload, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { MENSAGENS_CONTAS as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { CodigoErro, ErroApp, entradaInvalida } from '../../core/errors';
import { logger } from '../../core/logger';
import { config } from '../../runtime';
import { contarChamadaPublica } from '../cadastro/limite-publico';
import { Parceiro } from '../parceiros/parceiro.entity';
import { parceiroDTO } from '../parceiros/parceiro.types';
import { SessaoParceiroDTO } from '../sessoes/sessao.types';
import { abrirSessao } from '../sessoes/sessoes.service';

/**
 * Members' social login (spec 1 §4, spec 3 §4; docs/codigos-indicacoes-e-contas.md). The browser
 * gets an ID token from the OpenID Connect provider; the server verifies it against the keys the
 * provider publishes (discovery → jwks_uri): signature, iss, aud = our client id, exp. Nothing in the
 * token is trusted before that.
 *
 * Discovery is openid-client's (it checks that the document is the configured issuer's own, OpenID
 * Connect Discovery §4.3). The token itself is checked with jose against the discovered key set:
 * openid-client 6 validates ID tokens only inside its flows, and its implicit-flow check requires a
 * nonce, which this API leaves optional (the storefront sends one; integrations may not).
 */

interface Descoberta {
  issuer: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  authorizationEndpoint: string | null;
  em: number;
}
let descoberta: { chave: string; valor: Promise<Descoberta> } | null = null;
const VALIDADE_DESCOBERTA_MS = 60 * 60 * 1000;
/** Plain HTTP is accepted only from this machine (the tests' and a developer's local provider). */
const LOCAIS = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function descobrir(issuer: string, clientId: string): Promise<Descoberta> {
  const url = new URL(issuer);
  const inseguro = url.protocol === 'http:' && LOCAIS.has(url.hostname);
  const cfg = await oidc.discovery(url, clientId, undefined, undefined, { timeout: 5, ...(inseguro ? { execute: [oidc.allowInsecureRequests] } : {}) });
  const meta = cfg.serverMetadata();
  if (!meta.jwks_uri) throw new Error('descoberta OIDC: sem jwks_uri');
  // jose caches the key set and refetches it when a token names an unknown key (key rotation).
  return { issuer: meta.issuer, jwks: createRemoteJWKSet(new URL(meta.jwks_uri)), authorizationEndpoint: meta.authorization_endpoint ?? null, em: Date.now() };
}

function configuracao() {
  const social = config().social;
  if (!social) throw entradaInvalida(M.socialDesativado);
  return social;
}

async function provedor(): Promise<Descoberta> {
  const { issuer, clientId } = configuracao();
  const atual = descoberta?.chave === issuer ? await descoberta.valor.catch(() => null) : null;
  if (!atual || Date.now() - atual.em > VALIDADE_DESCOBERTA_MS) {
    descoberta = { chave: issuer, valor: descobrir(issuer, clientId) };
  }
  return descoberta!.valor;
}

/** What the storefront needs to draw the button: nothing when social login is not configured. */
export async function configuracaoPublica(): Promise<{
  habilitado: boolean;
  provedor: string | null;
  clientId: string | null;
  authorizationEndpoint: string | null;
}> {
  const social = config().social;
  if (!social) return { habilitado: false, provedor: null, clientId: null, authorizationEndpoint: null };
  const p = await provedor().catch((e) => {
    logger.warn({ err: e }, 'login social: descoberta indisponível');
    return null;
  });
  return { habilitado: !!p, provedor: social.provedor, clientId: social.clientId, authorizationEndpoint: p?.authorizationEndpoint ?? null };
}

export async function verificarIdToken(token: string, nonce?: string): Promise<JWTPayload & { sub: string }> {
  const { clientId } = configuracao();
  const p = await provedor().catch(() => {
    throw new ErroApp(CodigoErro.Indisponivel, M.socialTokenInvalido);
  });
  try {
    const { payload } = await jwtVerify(token, p.jwks, {
      issuer: p.issuer,
      audience: clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
      clockTolerance: 30,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw new Error('nonce divergente');
    return payload as JWTPayload & { sub: string };
  } catch (e) {
    logger.info({ motivo: (e as Error).message }, 'login social: token recusado');
    throw entradaInvalida(M.socialTokenInvalido);
  }
}

/**
 * POST /api/sessoes/parceiro with the ID token under the provider's name ({google: token}).
 * Known by the provider's subject, or on first use by the provider-verified e-mail of exactly one
 * member (then the subject is linked). Inactive: 403. Unknown: 400 with `social` {nome, email},
 * for the storefront to open the registration form filled in.
 */
export async function entrarSocial(ctx: RequestContext, entrada: Record<string, unknown>, userAgent?: string): Promise<SessaoParceiroDTO> {
  const { provedor: nome } = configuracao();
  await contarChamadaPublica(ctx, 'loginSocial');
  const token = entrada[nome] ?? entrada.idToken ?? entrada.google;
  if (typeof token !== 'string' || token.length < 20 || token.length > 8192) throw entradaInvalida(M.socialTokenInvalido);
  const nonce = typeof entrada.nonce === 'string' ? entrada.nonce : undefined;
  const claims = await verificarIdToken(token, nonce);
  const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;

  let parceiro = await ctx.manager.findOne(Parceiro, { where: { googleAuthId: claims.sub }, relations: { revenda: true } });
  if (!parceiro && email) {
    const candidatos = await ctx.manager.query<{ id: number }[]>(`SELECT id FROM parceiros WHERE lower(email) = $1 AND google_auth_id IS NULL LIMIT 2`, [
      email,
    ]);
    if (candidatos.length === 1) {
      await ctx.manager.update(Parceiro, candidatos[0].id, { googleAuthId: claims.sub });
      parceiro = await ctx.manager.findOne(Parceiro, { where: { id: candidatos[0].id }, relations: { revenda: true } });
    }
  }
  if (!parceiro) {
    throw new ErroApp(CodigoErro.EntradaInvalida, M.socialSemCadastro, {
      social: { nome: typeof claims.name === 'string' ? claims.name : null, email: typeof claims.email === 'string' ? claims.email : null },
    });
  }
  if (!parceiro.ativo) throw new ErroApp(CodigoErro.Proibido, M.socialSemPermissao);
  const sessao = await abrirSessao(ctx, 'loja', { parceiroId: parceiro.id }, userAgent);
  parceiro.ultimoAcessoEm = new Date();
  await ctx.manager.update(Parceiro, parceiro.id, { ultimoAcessoEm: parceiro.ultimoAcessoEm });
  return { token: sessao, parceiro: parceiroDTO(parceiro) };
}

/** For tests: forget the discovered provider (a new fake issuer per suite). */
export const esquecerProvedor = () => {
  descoberta = null;
};
