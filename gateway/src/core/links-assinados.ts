import crypto from 'node:crypto';
import { DataSource } from 'typeorm';
import { MENSAGENS } from '@sw/common';
import { config } from '../runtime';
import type { SemLinhas } from '../db/resultado-sql';
import { RequestContext } from './context';
import { naoAutenticado, naoEncontrado } from './errors';

/**
 * Short-lived signed download links. The panel opens an export in a new window, which carries no
 * Authorization header; the link itself carries what the download needs (which export, its
 * parameters, the signer's session) under an HMAC-SHA256 signature, and expires in minutes.
 * The download re-checks that the session is still open and the user still allowed, so signing
 * out or losing the role kills the link too.
 *
 * The key comes from SW_SEGREDO_LINKS, or is generated once and kept in the database (table
 * segredos), so that every gateway instance signs and verifies with the same key.
 */

export const VALIDADE_LINK_SEGUNDOS = 300;
const VERSAO = 'v1';

export interface DadosLink {
  /** Which export (a name registered by the module that serves it). */
  tipo: string;
  parametros: Record<string, unknown>;
  nomeArquivo: string;
  /** Session and user of the signer. */
  sessaoId: string;
  usuarioId: number;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const chaves = new WeakMap<DataSource, Promise<Buffer>>();

async function lerOuCriarChave(ds: DataSource): Promise<Buffer> {
  const configurada = config().segredoLinks;
  if (configurada) return Buffer.from(configurada, 'utf8');
  // The first instance to need the key creates it; every other one reads the same row.
  await ds.query<SemLinhas>(`INSERT INTO segredos (nome, valor) VALUES ('links_download', $1) ON CONFLICT (nome) DO NOTHING`, [
    crypto.randomBytes(32).toString('base64'),
  ]);
  const [linha] = await ds.query<{ valor: string }[]>(`SELECT valor FROM segredos WHERE nome = 'links_download'`);
  return Buffer.from(linha.valor, 'base64');
}

function chave(ds: DataSource): Promise<Buffer> {
  let p = chaves.get(ds);
  if (!p) {
    p = lerOuCriarChave(ds);
    p.catch(() => chaves.delete(ds));
    chaves.set(ds, p);
  }
  return p;
}

const assinatura = (k: Buffer, conteudo: string) => crypto.createHmac('sha256', k).update(conteudo).digest('base64url');

/** Signs a link for the signed-in staff user of `ctx`; returns the path to open (/api/downloads/...). */
export async function assinarLink(
  ctx: RequestContext,
  dados: { tipo: string; parametros: Record<string, unknown>; nomeArquivo: string },
  validadeSegundos = VALIDADE_LINK_SEGUNDOS,
): Promise<string> {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  const completo: DadosLink = { ...dados, sessaoId: u.sessaoId, usuarioId: u.id, exp: Math.floor(Date.now() / 1000) + validadeSegundos };
  const corpo = `${VERSAO}.${Buffer.from(JSON.stringify(completo)).toString('base64url')}`;
  return `/api/downloads/${corpo}.${assinatura(await chave(ctx.dataSource), corpo)}`;
}

/**
 * Verifies a token (the last part of the link): signature first, then expiry. A bad or old link
 * is answered like an address that does not exist (404).
 */
export async function verificarLink(ds: DataSource, token: string): Promise<DadosLink> {
  const invalido = () => naoEncontrado(MENSAGENS.linkExpirado);
  const partes = token.split('.');
  if (partes.length !== 3 || partes[0] !== VERSAO || token.length > 4000) throw invalido();
  const corpo = `${partes[0]}.${partes[1]}`;
  const esperada = Buffer.from(assinatura(await chave(ds), corpo));
  const recebida = Buffer.from(partes[2]);
  if (esperada.length !== recebida.length || !crypto.timingSafeEqual(esperada, recebida)) throw invalido();
  let dados: DadosLink;
  try {
    dados = JSON.parse(Buffer.from(partes[1], 'base64url').toString('utf8'));
  } catch {
    throw invalido();
  }
  if (typeof dados?.exp !== 'number' || dados.exp < Date.now() / 1000) throw invalido();
  return dados;
}
