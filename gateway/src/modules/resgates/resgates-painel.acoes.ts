import { dataParaIso, MENSAGENS, MENSAGENS_RESGATES_PAINEL as M } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { ResgateDTO } from './resgate.types';
import { obter } from './resgates-painel.service';
import { buscarResgate, lerIdResgate } from './resgates.consulta';
import { STATUS_RESGATE } from './resgates.regras';

/**
 * The panel's other redemption actions (spec 2 §4, §5, §7): bulk status, delivery date and note.
 * Status and date never change on a cancelled redemption; the note does (spec 2 §4).
 */

const MAXIMO_IDS_LOTE = 1000;

/** ids as an array or comma-separated text, spaces removed; each must be a positive integer (spec 2 §5). */
export function lerIdsLote(valor: unknown): number[] {
  const partes = Array.isArray(valor) ? valor.map((v) => String(v ?? '')) : typeof valor === 'string' || typeof valor === 'number' ? String(valor).split(',') : [];
  const limpos = partes.map((p) => p.replace(/\s/g, '')).filter(Boolean);
  if (!limpos.length) throw entradaInvalida(M.informeUmId);
  for (const p of limpos) {
    if (!/^\d{1,10}$/.test(p) || Number(p) <= 0 || Number(p) > 2_147_483_647) throw entradaInvalida(M.idInvalido(p));
  }
  const ids = [...new Set(limpos.map(Number))];
  if (ids.length > MAXIMO_IDS_LOTE) throw entradaInvalida(`Informe no máximo ${MAXIMO_IDS_LOTE} ids.`);
  return ids;
}

function lerStatus(valor: unknown): number {
  if (valor === undefined || valor === null || valor === '') throw entradaInvalida(M.statusObrigatorio);
  const n = Number(valor);
  if (!Number.isInteger(n) || n < 0 || n > 2) throw entradaInvalida(MENSAGENS.statusResgateInvalido);
  return n;
}

/**
 * PATCH /api/resgates/bulk {status, ids[]}: the ones in reach and not cancelled change; the rest
 * (cancelled, unknown or outside the user's networks) are listed in `ignorados` and left alone.
 */
export async function alterarStatusEmLote(ctx: RequestContext, statusBruto: unknown, idsBrutos: unknown): Promise<{ mensagem: string; resgates: ResgateDTO[]; ignorados: number[] }> {
  const status = lerStatus(statusBruto);
  const ids = lerIdsLote(idsBrutos);
  const { redeIds } = escopoDoUsuario(ctx);
  return emTransacao(ctx, async (tx) => {
    // Locked in id order, so two overlapping batches cannot deadlock.
    const alcancaveis: { id: number; status: number }[] = await tx.manager.query(
      `SELECT r.id, r.status FROM resgates r JOIN revendas v ON v.id = r.revenda_id
        WHERE r.id = ANY($1) AND ($2::int[] IS NULL OR v.rede_id = ANY($2)) ORDER BY r.id FOR UPDATE OF r`,
      [ids, redeIds],
    );
    const mudar = alcancaveis.filter((r) => r.status !== STATUS_RESGATE.cancelado).map((r) => r.id);
    if (mudar.length) await tx.manager.query(`UPDATE resgates SET status = $2 WHERE id = ANY($1)`, [mudar, status]);
    await registrarLog(tx, 'resgates.alterarStatusLote', { ids: mudar, para: status });
    const resgates = await Promise.all(mudar.map((id) => buscarResgate(tx, id)));
    return { mensagem: M.statusAtualizado, resgates, ignorados: ids.filter((id) => !mudar.includes(id)) };
  });
}

async function travar(tx: RequestContext, idBruto: unknown): Promise<{ id: number; status: number }> {
  const id = lerIdResgate(idBruto);
  await obter(tx, id); // scope: out of reach is not found
  const [r] = await tx.manager.query(`SELECT id, status FROM resgates WHERE id = $1 FOR UPDATE`, [id]);
  return r;
}

/** Accepts AAAA-MM-DD or DD/MM/AAAA, a real day up to 2999-12-31 (spec 2 §5). */
function lerData(valor: unknown): string {
  if (valor === undefined || valor === null || (typeof valor === 'string' && !valor.trim())) throw entradaInvalida(M.informeDataEntrega);
  if (typeof valor !== 'string') throw entradaInvalida(M.dataEntregaInvalida);
  const t = valor.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(t);
  const data = iso ? dataParaIso(`${iso[3]}${iso[2]}${iso[1]}`) : dataParaIso(t);
  if (!data || data > '2999-12-31' || data < '2000-01-01') throw entradaInvalida(M.dataEntregaInvalida);
  return data;
}

/** PUT /api/resgates/{id}/data-entrega {dataEntrega}. */
export async function alterarDataEntrega(ctx: RequestContext, id: unknown, dataBruta: unknown): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  const data = lerData(dataBruta);
  return emTransacao(ctx, async (tx) => {
    const r = await travar(tx, id);
    if (r.status === STATUS_RESGATE.cancelado) throw entradaInvalida(MENSAGENS.resgateJaCancelado);
    await tx.manager.query(`UPDATE resgates SET data_entrega = $2 WHERE id = $1`, [r.id, data]);
    await registrarLog(tx, 'resgates.dataEntrega', { id: r.id, dataEntrega: data });
    return { mensagem: M.dataEntregaAlterada, resgate: await buscarResgate(tx, r.id) };
  });
}

/**
 * PUT /api/resgates/{id}/alterar-observacao {descricao}: the staff note; blank clears it; allowed on a
 * cancelled one. The member's choice (escolha_membro) is another column and is never touched; the
 * log keeps the note before and after.
 */
export async function alterarObservacao(ctx: RequestContext, id: unknown, descricao: unknown): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  if (descricao !== undefined && descricao !== null && typeof descricao !== 'string') throw entradaInvalida('Observação inválida.');
  const obs = typeof descricao === 'string' && descricao.trim() ? descricao.trim() : null;
  if (obs && obs.length > 500) throw entradaInvalida('A observação pode ter até 500 caracteres.');
  return emTransacao(ctx, async (tx) => {
    const r = await travar(tx, id);
    const [{ obs: antes }] = await tx.manager.query(`SELECT obs FROM resgates WHERE id = $1`, [r.id]);
    await tx.manager.query(`UPDATE resgates SET obs = $2 WHERE id = $1`, [r.id, obs]);
    await registrarLog(tx, 'resgates.observacao', { id: r.id, antes, depois: obs });
    return { mensagem: M.observacaoSalva, resgate: await buscarResgate(tx, r.id) };
  });
}
