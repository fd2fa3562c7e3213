import { MENSAGENS_CONTAS as M } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { creditar } from '../pontos/pontos.service';
import { diaDe } from '../../core/calendario';
import { lerCodigo } from './codigos.service';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Applies a sign-up code to a member just registered, inside the registration's transaction:
 * the code's row is locked, so two registrations racing for its last use run one after the
 * other and the second sees it exhausted. Points go through the ledger (credito_codigo, one per use).
 * An unknown, expired or exhausted code refuses the registration with a clear message.
 */
export async function aplicarCodigo(tx: RequestContext, parceiroId: number, bruto: unknown): Promise<{ codigo: string; pontos: number }> {
  const codigo = lerCodigo(bruto);
  const [c] = await tx.manager.query<{ id: number; pontos: number; usos: number; usos_realizados: number; expira_em: string | null }[]>(
    `SELECT id, pontos, usos, usos_realizados, to_char(expira_em, 'YYYY-MM-DD') AS expira_em FROM codigos_cadastro WHERE codigo = $1 FOR UPDATE`,
    [codigo],
  );
  if (!c) throw entradaInvalida(M.codigoNaoEncontrado);
  if (c.expira_em && c.expira_em < diaDe(new Date())) throw entradaInvalida(M.codigoExpirado);
  if (c.usos_realizados >= c.usos) throw entradaInvalida(M.codigoEsgotado);
  await tx.manager.query<Alteracao>(`UPDATE codigos_cadastro SET usos_realizados = usos_realizados + 1 WHERE id = $1`, [c.id]);
  const [uso] = await tx.manager.query<{ id: string }[]>(
    `INSERT INTO codigos_cadastro_usos (codigo_id, codigo, parceiro_id, pontos) VALUES ($1, $2, $3, $4) RETURNING id`,
    [c.id, codigo, parceiroId, c.pontos],
  );
  await creditar(tx, {
    parceiroId,
    pontos: c.pontos,
    tipo: 'credito_codigo',
    origem: { tipo: 'codigo_cadastro', id: uso.id },
    motivo: `Código de cadastro ${codigo}`,
  });
  return { codigo, pontos: c.pontos };
}
