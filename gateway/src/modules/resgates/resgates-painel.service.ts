import { MENSAGENS } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida, naoEncontrado } from '../../core/errors';
import type { Alteracao } from '../../db/resultado-sql';
import { aplicarBusca } from '../../core/busca';
import { lerPedidoLista, OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { estornar } from '../pontos/pontos.service';
import { Resgate } from './resgate.entity';
import { LinhaResgate, ResgateDTO } from './resgate.types';
import { buscarResgate, lerIdResgate, resgateDTO } from './resgates.consulta';
import { STATUS_RESGATE } from './resgates.regras';
import { redeDoFiltro } from '../../core/filtro-rede';

/**
 * The panel's Resgates (spec 2 §2): the list (filtered by rede, scoped by idRedesPermitidas),
 * status changes and cancellation. A cancellation gives the points back through the ledger's
 * estorno, which is unique per movement: two clicks or two operators return the points once.
 */

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    resgatadoEm: 'r.resgatado_em',
    parceiro: 'lower(p.nome)',
    revenda: 'lower(v.nome_fantasia)',
    premio: 'lower(COALESCE(pr.nome, ofe.nome))',
    pontosGastos: 'r.pontos_gastos',
    status: 'r.status',
    redemptionCode: 'r.redemption_code',
    id: 'r.id',
  },
  padrao: { campo: 'resgatadoEm', direcao: 'DESC' },
};

export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES_LISTA);

function lerStatusFiltro(valor: unknown): number | null {
  if (valor === undefined || valor === null || valor === '') return null;
  const n = Number(valor);
  if (!Number.isInteger(n) || n < 0 || n > 3) throw entradaInvalida('Status inválido.');
  return n;
}

function escopo(ctx: RequestContext): { sql: string; redes: number[] | null } {
  const { redeIds } = escopoDoUsuario(ctx);
  return redeIds ? { sql: 'v.rede_id = ANY($2)', redes: redeIds } : { sql: 'true', redes: null };
}

/** GET /api/resgates?rede (staff): paged, searched on member, CPF, store, prize and code. */
export async function listar(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtros: { rede?: string; status?: number },
): Promise<{ linhas: ResgateDTO[]; total: number; totalEstimado: boolean }> {
  // The older dialect sends its filters in the filtros JSON.
  const rede = await redeDoFiltro(ctx, filtros.rede ?? pedido.filtros.rede);
  const status = filtros.status ?? lerStatusFiltro(pedido.filtros.status);
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'r.id AS id',
      'r.redemption_code AS redemption_code',
      'r.parceiro_id AS parceiro_id',
      'p.nome AS parceiro_nome',
      'r.revenda_id AS revenda_id',
      'v.nome_fantasia AS revenda_nome',
      'v.end_cidade AS cidade',
      'd.nome AS rede_nome',
      'COALESCE(r.premio_id, r.oferta_id) AS premio_id',
      'r.oferta_id AS oferta_id',
      'COALESCE(pr.nome, ofe.nome) AS premio_nome',
      'COALESCE(pr.codigo, ofe.codigo) AS premio_codigo',
      'COALESCE(pr.tipo, ofe.tipo) AS premio_tipo',
      'pr.foto AS premio_foto',
      'r.qtde AS qtde',
      'r.obs AS obs',
      'r.escolha_membro AS escolha_membro',
      'r.saldo_anterior AS saldo_anterior',
      'r.pontos_gastos AS pontos_gastos',
      'r.status AS status',
      'r.resgatado_em AS resgatado_em',
      `to_char(r.data_entrega, 'YYYY-MM-DD') AS data_entrega`,
    ])
    .from(Resgate, 'r')
    .innerJoin('parceiros', 'p', 'p.id = r.parceiro_id')
    .innerJoin('revendas', 'v', 'v.id = r.revenda_id')
    .innerJoin('redes', 'd', 'd.id = v.rede_id')
    .leftJoin('premios', 'pr', 'pr.id = r.premio_id')
    .leftJoin('ofertas', 'ofe', 'ofe.id = r.oferta_id');
  const { redeIds } = escopoDoUsuario(ctx);
  if (redeIds) qb.andWhere('v.rede_id IN (:...redeIds)', { redeIds });
  if (rede !== null) qb.andWhere('v.rede_id = :rede', { rede });
  if (status !== null) qb.andWhere('r.status = :status', { status });
  aplicarBusca(qb, pedido.busca, {
    textos: ['p.nome', 'v.nome_fantasia', 'COALESCE(pr.nome, ofe.nome)'],
    codigos: ['COALESCE(pr.codigo, ofe.codigo)', 'r.redemption_code'],
    documentos: ['p.cpf'],
  });
  const { linhas, total, totalEstimado } = await paginar<Resgate, LinhaResgate>(qb, pedido, { ...OPCOES_LISTA, desempate: 'r.id', totalEstimavel: true });
  return { linhas: linhas.map(resgateDTO), total, totalEstimado };
}

/** GET /api/resgates/{id} (staff): any redemption within the caller's networks. */
export async function obter(ctx: RequestContext, id: unknown): Promise<ResgateDTO> {
  const e = escopo(ctx);
  return buscarResgate(ctx, lerIdResgate(id), e.sql, e.redes ? [e.redes] : []);
}

async function travarResgate(ctx: RequestContext, identificador: unknown) {
  const id = lerIdResgate(identificador);
  await obter(ctx, id); // scope check: out of reach is not found
  const [r] = await ctx.manager.query<{ id: number; status: number; movimento_id: string | null }[]>(
    `SELECT id, status, movimento_id FROM resgates WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!r) throw naoEncontrado(MENSAGENS.resgateNaoEncontrado);
  return r;
}

/** POST /api/cancelarResgate {identificador}: status 3 and the points back, exactly once. */
export async function cancelar(ctx: RequestContext, identificador: unknown): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  return emTransacao(ctx, async (tx) => {
    const r = await travarResgate(tx, identificador);
    if (r.status === STATUS_RESGATE.cancelado) throw entradaInvalida(MENSAGENS.resgateJaCancelado);
    await tx.manager.query<Alteracao>(`UPDATE resgates SET status = 3, cancelado_em = now() WHERE id = $1`, [r.id]);
    if (r.movimento_id) await estornar(tx, { movimentoId: String(r.movimento_id), motivo: `Resgate ${r.id} cancelado` });
    await registrarLog(tx, 'resgates.cancelar', { id: r.id, statusAnterior: r.status });
    return { mensagem: MENSAGENS.resgateCancelado, resgate: await buscarResgate(tx, r.id) };
  });
}

/** POST /api/alterarStatusResgate {identificador, status}: 0, 1 or 2; a cancelled one stays cancelled. */
export async function alterarStatus(ctx: RequestContext, identificador: string, status: number): Promise<{ mensagem: string; resgate: ResgateDTO }> {
  return emTransacao(ctx, async (tx) => {
    const r = await travarResgate(tx, identificador);
    if (r.status === STATUS_RESGATE.cancelado) throw entradaInvalida(MENSAGENS.resgateJaCancelado);
    await tx.manager.query<Alteracao>(`UPDATE resgates SET status = $2 WHERE id = $1`, [r.id, status]);
    await registrarLog(tx, 'resgates.alterarStatus', { id: r.id, de: r.status, para: status });
    return { mensagem: MENSAGENS.statusAtualizado, resgate: await buscarResgate(tx, r.id) };
  });
}
