import crypto from 'node:crypto';
import { MENSAGENS_INTEGRACAO } from '@sw/common';
import { AtorIntegrador, emTransacao, RequestContext } from '../../core/context';
import { naoEncontrado } from '../../core/errors';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './integracoes.esquemas';
import { registrarLog } from '../auditoria/auditoria.service';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Integrator API keys (docs/integracoes-e-chave-nfce.md). The secret is 32 random bytes, shown
 * once when created; only its SHA-256 is stored. A slow password hash would add nothing: a
 * 256-bit random secret cannot be guessed, and the lookup by hash stays one indexed query.
 */

const PREFIXO_SEGREDO = 'swk_';
/** Characters of the secret kept in clear for lists ('swk_' + 8). */
const TAMANHO_PREFIXO = 12;

export const hashDaChave = (segredo: string) => crypto.createHash('sha256').update(segredo, 'utf8').digest('hex');

export interface ChaveIntegracaoVista {
  id: number;
  nome: string;
  plataforma: string;
  prefixo: string;
  criadoEm: Date;
  criadoPor: string | null;
  revogadaEm: Date | null;
  ultimoUsoEm: Date | null;
  ativa: boolean;
}

const SELECT_CHAVE = `SELECT c.id, c.nome, c.plataforma, c.prefixo, c.criado_em, u.nome AS criado_por, c.revogada_em, c.ultimo_uso_em
  FROM chaves_integracao c LEFT JOIN usuarios u ON u.id = c.criado_por`;

/** A row of SELECT_CHAVE. */
interface LinhaChave {
  id: number;
  nome: string;
  plataforma: string;
  prefixo: string;
  criado_em: Date;
  criado_por: string | null;
  revogada_em: Date | null;
  ultimo_uso_em: Date | null;
}

function paraVista(l: LinhaChave): ChaveIntegracaoVista {
  return {
    id: l.id,
    nome: l.nome,
    plataforma: l.plataforma,
    prefixo: l.prefixo,
    criadoEm: l.criado_em,
    criadoPor: l.criado_por ?? null,
    revogadaEm: l.revogada_em,
    ultimoUsoEm: l.ultimo_uso_em,
    ativa: !l.revogada_em,
  };
}

/**
 * The actor of a request that sent X-Api-Key: the key's platform, or null (→ 401 on the credit
 * operation, and on every other protected one) when the key is unknown or revoked. Records the use.
 */
export async function autenticarChave(ctx: RequestContext, segredo: string): Promise<AtorIntegrador | null> {
  const limpo = segredo.trim();
  if (!limpo.startsWith(PREFIXO_SEGREDO) || limpo.length > 200) return null;
  // UPDATE ... RETURNING answers [rows, count] through TypeORM.
  const [[linha]] = await ctx.manager.query<Alteracao<{ id: number; nome: string; plataforma: string }>>(
    `UPDATE chaves_integracao SET ultimo_uso_em = now() WHERE hash = $1 AND revogada_em IS NULL RETURNING id, nome, plataforma`,
    [hashDaChave(limpo)],
  );
  if (!linha) return null;
  return { tipo: 'integrador', id: linha.id, nome: linha.nome, plataforma: linha.plataforma, sessaoId: `chave:${linha.id}` };
}

export async function listarChaves(ctx: RequestContext): Promise<ChaveIntegracaoVista[]> {
  const linhas = await ctx.manager.query<LinhaChave[]>(`${SELECT_CHAVE} ORDER BY c.revogada_em IS NOT NULL, c.criado_em DESC, c.id DESC`);
  return linhas.map(paraVista);
}

/** Creates a key; the answer is the only place the secret ever appears. */
export async function criarChave(ctx: RequestContext, { nome, plataforma }: Entrada<typeof esquemas.criarChave>) {
  const segredo = PREFIXO_SEGREDO + crypto.randomBytes(32).toString('base64url');
  return emTransacao(ctx, async (tx) => {
    const [{ id }] = await tx.manager.query<{ id: number }[]>(
      `INSERT INTO chaves_integracao (nome, plataforma, prefixo, hash, criado_por) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [nome, plataforma, segredo.slice(0, TAMANHO_PREFIXO), hashDaChave(segredo), tx.usuario?.id ?? null],
    );
    await registrarLog(tx, 'integracao.chave.criar', { id, nome, plataforma });
    const [linha] = await tx.manager.query<LinhaChave[]>(`${SELECT_CHAVE} WHERE c.id = $1`, [id]);
    return { mensagem: MENSAGENS_INTEGRACAO.chaveCriada, chave: paraVista(linha), segredo };
  });
}

/** Revokes a key at once; revoking a revoked key changes nothing. */
export async function revogarChave(ctx: RequestContext, id: string) {
  return emTransacao(ctx, async (tx) => {
    const [[revogada]] = await tx.manager.query<Alteracao<{ id: number }>>(
      `UPDATE chaves_integracao SET revogada_em = now() WHERE id = $1::bigint AND revogada_em IS NULL RETURNING id`,
      [id],
    );
    const [linha] = await tx.manager.query<LinhaChave[]>(`${SELECT_CHAVE} WHERE c.id = $1::bigint`, [id]);
    if (!linha) throw naoEncontrado(MENSAGENS_INTEGRACAO.chaveNaoEncontrada);
    if (revogada) await registrarLog(tx, 'integracao.chave.revogar', { id: linha.id, nome: linha.nome, plataforma: linha.plataforma });
    return { mensagem: MENSAGENS_INTEGRACAO.chaveRevogada, chave: paraVista(linha) };
  });
}
