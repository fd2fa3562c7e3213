import { MENSAGENS } from '@sw/common';
import { EntityManager } from 'typeorm';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, ErroApp, naoEncontrado } from '../../core/errors';
import { recusaSql, RecusaSql } from '../../db/recusa-sql';
import type { Alteracao, SemLinhas } from '../../db/resultado-sql';
import { DIAS_APOS_DEVOLUCAO, deCentesimos, ehCredito, paraCentesimos, TipoCredito, TipoDebito, TipoMovimento, vencimentoDe } from './pontos.regras';

/**
 * The points ledger: the only code that changes a member's points. Every change is an immutable
 * movement; credits open earning lots; debits, expiry and reversals consume lots oldest expiry
 * first and record which. The member row is locked first in every operation, so concurrent
 * operations on one member run one after another and can never overdraw (docs/pontos.md).
 */

export interface Origem {
  tipo: string;
  id: string | number;
}

export interface Movimento {
  id: string;
  parceiroId: number;
  tipo: TipoMovimento;
  pontos: number;
  criadoEm: Date;
}

export const MENSAGEM_SALDO_INSUFICIENTE = MENSAGENS.saldoPontosInsuficiente;

interface Membro {
  id: number;
  saldoCentesimos: number;
}

/**
 * The member's row lock serialises every balance change. It is FOR NO KEY UPDATE, not FOR UPDATE:
 * inserting a sale or a redemption already holds a KEY SHARE lock on the member (the foreign key),
 * and two such transactions both asking FOR UPDATE afterwards would deadlock each other.
 */
async function travarMembro(m: EntityManager, parceiroId: number): Promise<Membro> {
  const [linha] = await m.query<{ id: number; saldo_pontos: string }[]>(`SELECT id, saldo_pontos FROM parceiros WHERE id = $1 FOR NO KEY UPDATE`, [parceiroId]);
  if (!linha) throw naoEncontrado('Vendedor Loja não encontrado.');
  return { id: linha.id, saldoCentesimos: paraCentesimos(linha.saldo_pontos) };
}

function responsavel(ctx: RequestContext): [string, number | null, string | null] {
  const a = ctx.ator;
  return [a?.tipo ?? 'sistema', a?.id ?? null, a?.nome ?? null];
}

async function inserirMovimento(
  ctx: RequestContext,
  dados: { parceiroId: number; tipo: TipoMovimento; centesimos: number; origem: Origem; motivo?: string | null; estorna?: string | null; em?: Date },
): Promise<Movimento> {
  const [linha] = await ctx.manager.query<{ id: string; criado_em: Date }[]>(
    `INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, estorna_movimento_id, motivo,
       responsavel_tipo, responsavel_id, responsavel_nome, criado_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11, now()))
     ON CONFLICT DO NOTHING
     RETURNING id, criado_em`,
    [
      dados.parceiroId,
      dados.tipo,
      deCentesimos(dados.centesimos),
      dados.origem.tipo,
      String(dados.origem.id),
      dados.estorna ?? null,
      dados.motivo?.slice(0, 500) ?? null,
      ...responsavel(ctx),
      dados.em ?? null,
    ],
  );
  if (!linha) {
    throw conflito(dados.estorna ? 'Este lançamento já foi estornado.' : 'Estes pontos já foram lançados.');
  }
  return { id: String(linha.id), parceiroId: dados.parceiroId, tipo: dados.tipo, pontos: dados.centesimos / 100, criadoEm: linha.criado_em };
}

async function atualizarCaches(m: EntityManager, parceiroId: number, saldoDelta: number, totalDelta: number, pontuou: boolean) {
  await m.query<Alteracao>(
    `UPDATE parceiros SET saldo_pontos = saldo_pontos + $2, total_pontos = total_pontos + $3,
       ultima_pontuacao = CASE WHEN $4 THEN now() ELSE ultima_pontuacao END
     WHERE id = $1`,
    [parceiroId, deCentesimos(saldoDelta), deCentesimos(totalDelta), pontuou],
  );
}

/**
 * Takes `centesimos` from the member's open lots, oldest expiry first (a preferred lot first when
 * given), in one call: sw_consumir_lotes (migration 1764900000000) walks the lots inside PostgreSQL,
 * the same code the redemption's debit runs. The caller holds the member lock.
 */
async function consumirLotes(m: EntityManager, movimentoId: string, parceiroId: number, centesimos: number, lotePreferido?: string) {
  // sw_consumir_lotes returns void, which pg reads as an empty string.
  await m.query<{ sw_consumir_lotes: string }[]>(`SELECT sw_consumir_lotes($1, $2, $3, $4)`, [
    movimentoId,
    parceiroId,
    deCentesimos(centesimos),
    lotePreferido ?? null,
  ]);
}

/** The ledger's refusals raised inside PostgreSQL (db/recusa-sql.ts), as the errors this module throws. */
const RECUSAS_DO_RAZAO = new Map<string, () => ErroApp>([
  ['saldo_insuficiente', () => entradaInvalida(MENSAGEM_SALDO_INSUFICIENTE)],
  ['pontos_ja_lancados', () => conflito('Estes pontos já foram lançados.')],
  ['pontos_invalidos', () => entradaInvalida('A quantidade de pontos deve ser maior que zero.')],
  ['vendedor_nao_encontrado', () => naoEncontrado('Vendedor Loja não encontrado.')],
]);

/** The ledger's error for a refusal from sw_debitar / sw_debitar_travado, or null when the key is not the ledger's. */
export function erroDoRazao(recusa: RecusaSql): ErroApp | null {
  return RECUSAS_DO_RAZAO.get(recusa.chave)?.() ?? null;
}

function exigirPositivo(pontos: number): number {
  const c = paraCentesimos(pontos);
  if (!Number.isFinite(c) || c <= 0) throw entradaInvalida('A quantidade de pontos deve ser maior que zero.');
  return c;
}

/** Credits points as a new earning lot that expires 18 months after `em` (default now). */
export async function creditar(
  ctx: RequestContext,
  p: { parceiroId: number; pontos: number; tipo: TipoCredito; origem: Origem; motivo?: string; em?: Date },
): Promise<Movimento> {
  const c = exigirPositivo(p.pontos);
  return emTransacao(ctx, async (tx) => {
    await travarMembro(tx.manager, p.parceiroId);
    const mov = await inserirMovimento(tx, { parceiroId: p.parceiroId, tipo: p.tipo, centesimos: c, origem: p.origem, motivo: p.motivo, em: p.em });
    await abrirLote(tx.manager, mov, c);
    await atualizarCaches(tx.manager, p.parceiroId, c, c, p.tipo === 'credito_venda');
    return mov;
  });
}

/**
 * Many credits in one go (the sales spreadsheet): the same movements, lots and caches as `creditar`
 * once per entry, in a few set-based statements. The members are locked in id order first, so two
 * such batches over the same members wait for each other instead of deadlocking. Returns, per entry
 * in the given order, its movement id and the member's balance right after it (in centésimos).
 */
export async function creditarVarios(
  ctx: RequestContext,
  creditos: { parceiroId: number; centesimos: number; tipo: TipoCredito; origem: Origem; motivo: string }[],
): Promise<{ movimentoId: string; saldoCentesimos: number }[]> {
  if (!creditos.length) return [];
  if (creditos.some((c) => !Number.isInteger(c.centesimos) || c.centesimos <= 0)) throw entradaInvalida('A quantidade de pontos deve ser maior que zero.');
  return emTransacao(ctx, async (tx) => {
    const ids = [...new Set(creditos.map((c) => c.parceiroId))].sort((a, b) => a - b);
    const travados = await tx.manager.query<{ id: number; saldo_pontos: string }[]>(
      `SELECT id, saldo_pontos FROM parceiros WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
      [ids],
    );
    if (travados.length !== ids.length) throw naoEncontrado('Vendedor Loja não encontrado.');
    const saldo = new Map(travados.map((t) => [t.id, paraCentesimos(t.saldo_pontos)]));
    const [tipo, id, nome] = responsavel(tx);
    const movimentos = await tx.manager.query<{ id: string; criado_em: Date }[]>(
      `INSERT INTO movimentos_pontos (parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, responsavel_tipo, responsavel_id, responsavel_nome)
       SELECT x.parceiro_id, x.tipo, x.pontos, x.origem_tipo, x.origem_id, x.motivo, $7, $8, $9
         FROM unnest($1::int[], $2::text[], $3::numeric[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY
              AS x(parceiro_id, tipo, pontos, origem_tipo, origem_id, motivo, ordem)
        ORDER BY x.ordem
       ON CONFLICT DO NOTHING
       RETURNING id, criado_em`,
      [
        creditos.map((c) => c.parceiroId),
        creditos.map((c) => c.tipo),
        creditos.map((c) => deCentesimos(c.centesimos)),
        creditos.map((c) => c.origem.tipo),
        creditos.map((c) => String(c.origem.id)),
        creditos.map((c) => c.motivo.slice(0, 500)),
        tipo,
        id,
        nome,
      ],
    );
    if (movimentos.length !== creditos.length) throw conflito('Estes pontos já foram lançados.');
    // INSERT ... SELECT ... ORDER BY inserts, and returns, the rows in that order; ids grow with it.
    movimentos.sort((a, b) => Number(a.id) - Number(b.id));
    const criadoEm = new Date(movimentos[0].criado_em);
    await tx.manager.query<SemLinhas>(
      `INSERT INTO lotes_pontos (parceiro_id, movimento_id, pontos, restante, creditado_em, vence_em)
       SELECT x.parceiro_id, x.movimento_id, x.pontos, x.pontos, $4, $5 FROM unnest($1::int[], $2::bigint[], $3::numeric[]) AS x(parceiro_id, movimento_id, pontos)`,
      [creditos.map((c) => c.parceiroId), movimentos.map((m) => m.id), creditos.map((c) => deCentesimos(c.centesimos)), criadoEm, vencimentoDe(criadoEm)],
    );
    const porMembro = new Map<number, number>();
    for (const c of creditos) porMembro.set(c.parceiroId, (porMembro.get(c.parceiroId) ?? 0) + c.centesimos);
    const pontuou = creditos.some((c) => c.tipo === 'credito_venda');
    await tx.manager.query<Alteracao>(
      `UPDATE parceiros p SET saldo_pontos = p.saldo_pontos + x.pontos, total_pontos = p.total_pontos + x.pontos,
         ultima_pontuacao = CASE WHEN $3 THEN now() ELSE p.ultima_pontuacao END
         FROM unnest($1::int[], $2::numeric[]) AS x(id, pontos) WHERE p.id = x.id`,
      [[...porMembro.keys()], [...porMembro.values()].map(deCentesimos), pontuou],
    );
    return creditos.map((c, i) => {
      const depois = saldo.get(c.parceiroId)! + c.centesimos;
      saldo.set(c.parceiroId, depois);
      return { movimentoId: String(movimentos[i].id), saldoCentesimos: depois };
    });
  });
}

async function abrirLote(m: EntityManager, mov: Movimento, centesimos: number) {
  const creditadoEm = new Date(mov.criadoEm);
  await m.query<SemLinhas>(`INSERT INTO lotes_pontos (parceiro_id, movimento_id, pontos, restante, creditado_em, vence_em) VALUES ($1, $2, $3, $3, $4, $5)`, [
    mov.parceiroId,
    mov.id,
    deCentesimos(centesimos),
    creditadoEm,
    vencimentoDe(creditadoEm),
  ]);
}

/**
 * Debits points (a redemption, an adjustment); refuses to overdraw. One statement: sw_debitar locks
 * the member, checks the balance, writes the movement, consumes lots and updates the cache
 * (the redemption runs the same sw_debitar_travado under the lock it already holds).
 */
export async function debitar(
  ctx: RequestContext,
  p: { parceiroId: number; pontos: number; tipo: TipoDebito; origem: Origem; motivo?: string },
): Promise<Movimento> {
  const c = exigirPositivo(p.pontos);
  try {
    const [linha] = await ctx.manager.query<{ o_movimento: string; o_criado_em: Date }[]>(
      `SELECT o_movimento, o_criado_em FROM sw_debitar($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [p.parceiroId, deCentesimos(c), p.tipo, p.origem.tipo, String(p.origem.id), p.motivo ?? null, ...responsavel(ctx)],
    );
    return { id: String(linha.o_movimento), parceiroId: p.parceiroId, tipo: p.tipo, pontos: -c / 100, criadoEm: linha.o_criado_em };
  } catch (e) {
    const recusa = recusaSql(e);
    throw (recusa && erroDoRazao(recusa)) || e;
  }
}

/**
 * Applies a signed correction: a positive difference is a new lot, a negative one is taken from
 * the open lots. Both count in totalPontos.
 */
export async function corrigir(ctx: RequestContext, p: { parceiroId: number; diferenca: number; origem: Origem; motivo: string }): Promise<Movimento> {
  const c = paraCentesimos(p.diferenca);
  if (!c) throw entradaInvalida('A correção não altera os pontos.');
  return emTransacao(ctx, async (tx) => {
    const membro = await travarMembro(tx.manager, p.parceiroId);
    if (c < 0 && membro.saldoCentesimos < -c) throw entradaInvalida(MENSAGEM_SALDO_INSUFICIENTE);
    const mov = await inserirMovimento(tx, { parceiroId: p.parceiroId, tipo: 'correcao', centesimos: c, origem: p.origem, motivo: p.motivo });
    if (c > 0) await abrirLote(tx.manager, mov, c);
    else await consumirLotes(tx.manager, mov.id, p.parceiroId, -c);
    await atualizarCaches(tx.manager, p.parceiroId, c, c, false);
    return mov;
  });
}

/**
 * Reverses a movement exactly once (a unique key on estorna_movimento_id). A credit is taken back
 * from its own lot first, then from the oldest; when the member has already spent it the reversal is
 * refused rather than leaving a negative balance. A debit or an expiry gives back exactly the lots it
 * used; lots already past their date get DIAS_APOS_DEVOLUCAO more days.
 */
export async function estornar(ctx: RequestContext, p: { movimentoId: string; motivo: string }): Promise<Movimento> {
  return emTransacao(ctx, async (tx) => {
    const [original] = await tx.manager.query<{ id: string; parceiro_id: number; tipo: TipoMovimento; pontos: string }[]>(
      `SELECT id, parceiro_id, tipo, pontos FROM movimentos_pontos WHERE id = $1`,
      [p.movimentoId],
    );
    if (!original) throw naoEncontrado('Lançamento de pontos não encontrado.');
    if (original.tipo === 'estorno' || original.tipo === 'reativacao') throw entradaInvalida('Um estorno não pode ser estornado.');
    const membro = await travarMembro(tx.manager, original.parceiro_id);
    const c = paraCentesimos(original.pontos);
    const ganho = ehCredito(original.tipo) || original.tipo === 'correcao';
    if (c > 0) {
      if (membro.saldoCentesimos < c) {
        throw entradaInvalida('Saldo insuficiente para estornar: o vendedor já usou estes pontos.');
      }
      const mov = await inserirMovimento(tx, {
        parceiroId: membro.id,
        tipo: 'estorno',
        centesimos: -c,
        origem: { tipo: 'movimento', id: original.id },
        motivo: p.motivo,
        estorna: original.id,
      });
      const [lote] = await tx.manager.query<{ id: string }[]>(`SELECT id FROM lotes_pontos WHERE movimento_id = $1`, [original.id]);
      await consumirLotes(tx.manager, mov.id, membro.id, c, lote?.id);
      await atualizarCaches(tx.manager, membro.id, -c, ganho ? -c : 0, false);
      return mov;
    }
    const tipo = original.tipo === 'expiracao' ? 'reativacao' : 'estorno';
    const mov = await inserirMovimento(tx, {
      parceiroId: membro.id,
      tipo,
      centesimos: -c,
      origem: { tipo: 'movimento', id: original.id },
      motivo: p.motivo,
      estorna: original.id,
    });
    const consumos = await tx.manager.query<{ lote_id: string; pontos: string }[]>(
      `SELECT lote_id, pontos FROM consumos_lotes WHERE movimento_id = $1 ORDER BY lote_id`,
      [original.id],
    );
    for (const consumo of consumos) {
      await tx.manager.query<Alteracao>(
        `UPDATE lotes_pontos SET restante = restante + $2,
           vence_em = GREATEST(vence_em, now() + make_interval(days => $3)) WHERE id = $1`,
        [consumo.lote_id, consumo.pontos, DIAS_APOS_DEVOLUCAO],
      );
      await tx.manager.query<SemLinhas>(`INSERT INTO consumos_lotes (movimento_id, lote_id, pontos) VALUES ($1, $2, $3)`, [
        mov.id,
        consumo.lote_id,
        deCentesimos(-paraCentesimos(consumo.pontos)),
      ]);
    }
    await atualizarCaches(tx.manager, membro.id, -c, ganho ? -c : 0, false);
    return mov;
  });
}

/**
 * Expires the member's lots due at `ate`: one 'expiracao' movement taking everything left in them,
 * recorded lot by lot so a reactivation gives back exactly those lots. `dia` names the run (the
 * movement's origin); a second run on the same day gets `dia#2`, `dia#3`... Nothing due: null.
 */
export async function expirar(ctx: RequestContext, p: { parceiroId: number; ate: Date; dia: string; motivo: string }): Promise<Movimento | null> {
  return emTransacao(ctx, async (tx) => {
    await travarMembro(tx.manager, p.parceiroId);
    const lotes = await tx.manager.query<{ id: string; restante: string }[]>(
      `SELECT id, restante FROM lotes_pontos WHERE parceiro_id = $1 AND restante > 0 AND vence_em <= $2 ORDER BY vence_em, id FOR UPDATE`,
      [p.parceiroId, p.ate],
    );
    const c = lotes.reduce((soma, l) => soma + paraCentesimos(l.restante), 0);
    if (!c) return null;
    const [{ n }] = await tx.manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM movimentos_pontos WHERE parceiro_id = $1 AND tipo = 'expiracao' AND origem_id LIKE $2`,
      [p.parceiroId, `${p.dia}%`],
    );
    const origem = { tipo: 'expiracao', id: n ? `${p.dia}#${n + 1}` : p.dia };
    const mov = await inserirMovimento(tx, { parceiroId: p.parceiroId, tipo: 'expiracao', centesimos: -c, origem, motivo: p.motivo });
    for (const lote of lotes) {
      await tx.manager.query<SemLinhas>(`INSERT INTO consumos_lotes (movimento_id, lote_id, pontos) VALUES ($1, $2, $3)`, [mov.id, lote.id, lote.restante]);
      await tx.manager.query<Alteracao>(`UPDATE lotes_pontos SET restante = 0 WHERE id = $1`, [lote.id]);
    }
    // Expiry lowers the balance, not the points ever earned (totalPontos).
    await atualizarCaches(tx.manager, p.parceiroId, -c, 0, false);
    return mov;
  });
}

/** The reversal of a movement, if any. */
export async function estornoDe(ctx: RequestContext, movimentoId: string): Promise<string | null> {
  const [linha] = await ctx.manager.query<{ id: string }[]>(`SELECT id FROM movimentos_pontos WHERE estorna_movimento_id = $1`, [movimentoId]);
  return linha ? String(linha.id) : null;
}

/** The credit movement of a source (e.g. a sale), if it was credited. */
export async function movimentoDaOrigem(ctx: RequestContext, tipo: TipoMovimento, origem: Origem): Promise<string | null> {
  const [linha] = await ctx.manager.query<{ id: string }[]>(`SELECT id FROM movimentos_pontos WHERE tipo = $1 AND origem_tipo = $2 AND origem_id = $3`, [
    tipo,
    origem.tipo,
    String(origem.id),
  ]);
  return linha ? String(linha.id) : null;
}
