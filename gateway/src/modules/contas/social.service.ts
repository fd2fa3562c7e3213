import { createRemoteJWKSet, JWTPayload, jwtVerify } from 'jose';
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
 */

interface Descoberta { issuer: string; jwks: ReturnType<typeof createRemoteJWKSet>; authorizationEndpoint: string | null; em: number }
let descoberta: { chave: string; valor: Promise<Descoberta> } | null = null;
const VALIDADE_DESCOBERTA_MS = 60 * 60 * 1000;

async function descobrir(issuer: string): Promise<Descoberta> {
  const r = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!r.ok) throw new Error(`descoberta OIDC: HTTP ${r.status}`);
  const doc = (await r.json()) as { issuer?: string; jwks_uri?: string; authorization_endpoint?: string };
  // The document must be the configured issuer's own (OpenID Connect Discovery §4.3).
  if (doc.issuer?.replace(/\/+$/, '') !== issuer || !doc.jwks_uri) throw new Error('descoberta OIDC: issuer ou jwks_uri inválidos');
  // jose caches the key set and refetches it when a token names an unknown key (key rotation).
  return { issuer: doc.issuer, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)), authorizationEndpoint: doc.authorization_endpoint ?? null, em: Date.now() };
}

function configuracao() {
  const social = config().social;
  if (!social) throw entradaInvalida(M.socialDesativado);
  return social;
}

async function provedor(): Promise<Descoberta> {
  const { issuer } = configuracao();
  const atual = descoberta?.chave === issuer ? await descoberta.valor.catch(() => null) : null;
  if (!atual || Date.now() - atual.em > VALIDADE_DESCOBERTA_MS) {
    descoberta = { chave: issuer, valor: descobrir(issuer) };
  }
  return descoberta!.valor;
}

/** What the storefront needs to draw the button: nothing when social login is not configured. */
export async function configuracaoPublica(): Promise<{ habilitado: boolean; provedor: string | null; clientId: string | null; authorizationEndpoint: string | null }> {
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
      issuer: p.issuer, audience: clientId, algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'], clockTolerance: 30, requiredClaims: ['sub', 'exp', 'iat'],
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
    const candidatos: { id: number }[] = await ctx.manager.query(`SELECT id FROM parceiros WHERE lower(email) = $1 AND google_auth_id IS NULL LIMIT 2`, [email]);
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
export const esquecerProvedor = () => { descoberta = null; };
