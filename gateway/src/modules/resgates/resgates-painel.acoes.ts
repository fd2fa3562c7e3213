import { MENSAGENS, MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import type { Alteracao } from '../../db/resultado-sql';
import { registrarLog } from '../auditoria/auditoria.service';
import { ResgateDTO } from './resgate.types';
import { obter } from './resgates-painel.service';
import { buscarResgate, lerIdResgate } from './resgates.consulta';
import { STATUS_RESGATE } from './resgates.regras';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './resgates.esquemas';

/**
 * The panel's other redemption actions (spec 2 §4, §5, §7): bulk status, delivery date and note.
 * Status and date never change on a cancelled redemption; the note does (spec 2 §4).
 */

/**
 * PATCH /api/resgates/bulk {status, ids[]}: the ones in reach and not cancelled change; the rest
 * (cancelled, unknown or outside the user's networks) are listed in `ignorados` and left alone.
 */
export async function alterarStatusEmLote(
  ctx: RequestContext,
  { status, ids: idsTexto }: Entrada<typeof esquemas.alterarStatusEmLote>,
): Promise<{ mensagem: string; resgates: ResgateDTO[]; ignorados: number[] }> {
  const ids = idsTexto.map(Number);
  const { redeIds } = escopoDoUsuario(ctx);
  return emTransacao(ctx, async (tx) => {
    // Locked in id order, so two overlapping batches cannot deadlock.
    const alcancaveis = await tx.manager.query<{ id: number; status: number }[]>(
      `SELECT r.id, r.status FROM resgates r JOIN revendas v ON v.id = r.revenda_id
        WHERE r.id = ANY($1) AND ($2::int[] IS NULL OR v.rede_id = ANY($2)) ORDER BY r.id FOR UPDATE OF r`,
      [ids, redeIds],
    );
    const mudar = alcancaveis.filter((r) => r.status !== STATUS_RESGATE.cancelado).map((r) => r.id);
    if (mudar.length) await tx.manager.query<Alteracao>(`UPDATE resgates SET status = $2 WHERE id = ANY($1)`, [mudar, status]);
    await registrarLog(tx, 'resgates.alterarStatusLote', { ids: mudar, para: status });
    const resgates = await Promise.all(mudar.map((id) => buscarResgate(tx, id)));
    return { mensagem: M.statusAtualizado, resgates, ignorados: ids.filter((id) => !mudar.includes(id)) };
  });
}

async function travar(tx: RequestContext, idBruto: string): Promise<{ id: number; status: number }> {
  const id = lerIdResgate(idBruto);
  await obter(tx, id); // scope: out of reach is not found
  const [r] = await tx.manager.query<{ id: number; status: number }[]>(`SELECT id, status FROM resgates WHERE id = $1 FOR UPDATE`, [id]);
  return r;
}

/** PUT /api/resgates/{id}/data-entrega {dataEntrega}. */
export async function alterarDataEntrega(
  ctx: RequestContext,
  id: string,
  { dataEntrega: data }: Entrada<typeof esquemas.alterarDataEntrega>,
): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  return emTransacao(ctx, async (tx) => {
    const r = await travar(tx, id);
    if (r.status === STATUS_RESGATE.cancelado) throw entradaInvalida(MENSAGENS.resgateJaCancelado);
    await tx.manager.query<Alteracao>(`UPDATE resgates SET data_entrega = $2 WHERE id = $1`, [r.id, data]);
    await registrarLog(tx, 'resgates.dataEntrega', { id: r.id, dataEntrega: data });
    return { mensagem: M.dataEntregaAlterada, resgate: await buscarResgate(tx, r.id) };
  });
}

/**
 * PUT /api/resgates/{id}/alterar-observacao {descricao}: the staff note; blank clears it; allowed on a
 * cancelled one. The member's choice (escolha_membro) is another column and is never touched; the
 * log keeps the note before and after.
 */
export async function alterarObservacao(
  ctx: RequestContext,
  id: string,
  { descricao }: Entrada<typeof esquemas.alterarObservacao>,
): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  const obs = descricao || null;
  return emTransacao(ctx, async (tx) => {
    const r = await travar(tx, id);
    const [{ obs: antes }] = await tx.manager.query<{ obs: string | null }[]>(`SELECT obs FROM resgates WHERE id = $1`, [r.id]);
    await tx.manager.query<Alteracao>(`UPDATE resgates SET obs = $2 WHERE id = $1`, [r.id, obs]);
    await registrarLog(tx, 'resgates.observacao', { id: r.id, antes, depois: obs });
    return { mensagem: M.observacaoSalva, resgate: await buscarResgate(tx, r.id) };
  });
}
