import { MENSAGENS } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { corrigir } from '../pontos/pontos.service';
import { deCentesimos, paraCentesimos } from '../pontos/pontos.regras';
import { registrarStatus } from '../pontuacoes/historico-status';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Correção de pontuação (spec 2 §2, §3 Correction item, §7): sales whose credited points differ from
 * what the current catalogue gives, and the correction of one of them as a single ledger movement.
 * The formula and which sales are considered: docs/vendas-upload-e-correcao.md.
 */

export interface VendaCorrigir {
  idVenda: string;
  revenda: string;
  parceiro: string;
  cpf: string;
  identificador: string;
  /** Points the member holds from this sale: its credit plus corrections, less their reversals. */
  pontuacaoAtual: number;
  /** What the sale's items give with today's product points × the store factor in force at credit, within the cap in force at credit. */
  pontuacaoNova: number;
  /** pontuacaoNova − pontuacaoAtual (negative: points to take back). */
  aPontuar: number;
}

export interface CorrecaoAplicada {
  mensagem: string;
  idVenda: string;
  pontuacaoAnterior: number;
  pontuacaoNova: number;
  /** Points actually moved (signed). */
  aplicado: number;
  /** What is still to correct: non-zero only when the member's balance could not cover a negative difference. */
  restante: number;
}

/** The sales considered: not cancelled, credited within the last 18 months (older points have expired). */
const JANELA = `interval '18 months'`;
/** One analysis answers at most this many sales (correcting them makes room for the next ones). */
export const MAXIMO_CORRECOES = 1000;

interface LinhaCorrecao {
  id: string;
  parceiro_id: number;
  revenda: string;
  parceiro: string;
  cpf: string;
  identificador: string | null;
  atual: string;
  calculada: string;
  nova: string;
}

/**
 * The sales to correct, from correcoes_pendentes (migration 1764900000001-CorrecoesPendentes): the
 * sales whose points differ, kept by triggers as items, sales, ledger movements and product points
 * change, with the figures of sw_correcoes_calcular — the rule, written once in SQL: today's product
 * points × the store factor in force at credit (vendas.fator_aplicado), within the cap in force at
 * credit (limite_aplicado; 0 = no cap), against what the member holds from the sale. The read is a
 * page of an index, whatever the number of sales (docs/vendas-upload-e-correcao.md, "Desempenho").
 */
async function pendentes(ctx: RequestContext): Promise<LinhaCorrecao[]> {
  const params: unknown[] = [];
  const condicoes = ['v.cancelada_em IS NULL', `c.pontuado_em >= now() - ${JANELA}`];
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`v.revenda_id = ANY($${params.length})`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  return ctx.manager.query<LinhaCorrecao[]>(
    `SELECT c.venda_id AS id, v.parceiro_id, r.nome_fantasia AS revenda, p.nome AS parceiro, p.cpf, v.identificador, c.atual, c.calculada, c.nova
       FROM correcoes_pendentes c JOIN vendas v ON v.id = c.venda_id JOIN revendas r ON r.id = v.revenda_id JOIN parceiros p ON p.id = v.parceiro_id
      WHERE ${condicoes.join(' AND ')}
      ORDER BY c.pontuado_em DESC, c.venda_id DESC
      LIMIT ${MAXIMO_CORRECOES}`,
    params,
  );
}

/** One sale's figures, computed now from its rows (the correction recomputes under the sale lock). */
async function calcularVenda(ctx: RequestContext, vendaId: string): Promise<LinhaCorrecao | undefined> {
  const [linha] = await ctx.manager.query<LinhaCorrecao[]>(
    `SELECT x.venda_id AS id, v.parceiro_id, r.nome_fantasia AS revenda, p.nome AS parceiro, p.cpf, v.identificador, x.atual, x.calculada, x.nova
       FROM sw_correcoes_calcular(ARRAY[$1::bigint]) x JOIN vendas v ON v.id = x.venda_id
       JOIN revendas r ON r.id = v.revenda_id JOIN parceiros p ON p.id = v.parceiro_id`,
    [vendaId],
  );
  return linha;
}

const paraItem = (l: LinhaCorrecao): VendaCorrigir => {
  const atual = paraCentesimos(l.atual);
  const nova = paraCentesimos(l.nova);
  return {
    idVenda: String(l.id),
    revenda: l.revenda,
    parceiro: l.parceiro,
    cpf: l.cpf,
    identificador: l.identificador ?? '',
    pontuacaoAtual: atual / 100,
    pontuacaoNova: nova / 100,
    aPontuar: (nova - atual) / 100,
  };
};

/** GET /api/pontuacoes/correcoes: the sales to correct, most recently credited first. */
export async function listarCorrecoes(ctx: RequestContext): Promise<VendaCorrigir[]> {
  return (await pendentes(ctx)).map(paraItem);
}

/**
 * POST /api/pontuacoes/corrigir/{idVenda}: the difference as one `correcao` movement (origin the
 * sale), the sale's items and totals recomputed, status history and audit, in one transaction.
 * The sale row is locked and the difference recomputed under the lock, so a second or parallel
 * correction finds nothing left to apply. A negative difference takes at most the member's balance
 * (the ledger never goes negative); what it could not take stays listed for a later correction.
 */
export async function corrigirVenda(ctx: RequestContext, idVenda: string): Promise<CorrecaoAplicada> {
  return emTransacao(ctx, async (tx) => {
    const { revendaIds, redeIds } = escopoDoUsuario(tx);
    const [venda] = await tx.manager.query<{ id: string; parceiro_id: number; revenda_id: number }[]>(
      `SELECT v.id, v.parceiro_id, v.revenda_id FROM vendas v JOIN revendas r ON r.id = v.revenda_id
        WHERE v.id = $1 AND v.cancelada_em IS NULL
          AND ($2::int[] IS NULL OR v.revenda_id = ANY($2)) AND ($3::int[] IS NULL OR r.rede_id = ANY($3))
        FOR UPDATE OF v`,
      [idVenda, revendaIds, redeIds],
    );
    if (!venda) throw naoEncontrado('Venda não encontrada.');
    // The sale's summary row (resumo_vendas, updated by trigger when the total changes below) is
    // locked before the member: Nova venda and cancellation take it first too, so the opposite
    // order here deadlocked with a sale for the same member (found by the ledger soak test).
    await tx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM resumo_vendas WHERE revenda_id = $1 AND parceiro_id = $2 FOR UPDATE`, [
      venda.revenda_id,
      venda.parceiro_id,
    ]);
    const linha = await calcularVenda(tx, idVenda);
    if (!linha) throw entradaInvalida('Esta venda não pode ser corrigida: sem itens registrados ou creditada há mais de 18 meses.');
    const item = paraItem(linha);
    let diferenca = paraCentesimos(item.aPontuar);
    if (diferenca === 0) throw conflito(MENSAGENS.vendaSemCorrecao);

    if (diferenca < 0) {
      // The member row is locked here (sale, then member: the same order as cancellation).
      const [{ saldo_pontos: saldo }] = await tx.manager.query<{ saldo_pontos: string }[]>(
        `SELECT saldo_pontos FROM parceiros WHERE id = $1 FOR NO KEY UPDATE`,
        [venda.parceiro_id],
      );
      diferenca = -Math.min(-diferenca, paraCentesimos(saldo));
      if (diferenca === 0) throw entradaInvalida('O vendedor não tem saldo para retirar os pontos desta correção; ela continua na lista.');
    }
    await corrigir(tx, {
      parceiroId: venda.parceiro_id,
      diferenca: diferenca / 100,
      origem: { tipo: 'venda', id: idVenda },
      motivo: `Correção de pontuação: de ${item.pontuacaoAtual} para ${item.pontuacaoNova} pontos`,
    });
    const creditado = paraCentesimos(item.pontuacaoAtual) + diferenca;

    // The sale now reflects the current product points, under the factor it was credited with.
    await tx.manager.query<Alteracao>(
      `UPDATE vendas_itens i SET valor_pontos = i.qtde * pd.valor_pontos * COALESCE(v.fator_aplicado, i.fator), fator = COALESCE(v.fator_aplicado, i.fator)
         FROM vendas v, produtos pd
        WHERE v.id = i.venda_id AND pd.id = i.produto_id AND i.venda_id = $1 AND i.produto_revenda_id IS NULL`,
      [idVenda],
    );
    await tx.manager.query<Alteracao>(
      `UPDATE vendas_itens i SET valor_pontos = i.qtde * pr.valor_pontos * COALESCE(v.fator_aplicado, i.fator), fator = COALESCE(v.fator_aplicado, i.fator)
         FROM vendas v, produtos_revenda pr
        WHERE v.id = i.venda_id AND pr.id = i.produto_revenda_id AND i.venda_id = $1`,
      [idVenda],
    );
    await tx.manager.query<Alteracao>(
      // Priced at the point value of the day it was credited, like the factor and the cap.
      `UPDATE vendas v SET total_pontos = $2, valor_custo = round($3 * COALESCE(v.valor_ponto_aplicado, rd.valor_ponto), 2)
         FROM revendas r JOIN redes rd ON rd.id = r.rede_id WHERE r.id = v.revenda_id AND v.id = $1`,
      [idVenda, linha.calculada, deCentesimos(creditado)],
    );

    const [ultimo] = await tx.manager.query<{ status_novo: string }[]>(
      `SELECT status_novo FROM pontuacoes_historico WHERE venda_id = $1 ORDER BY id DESC LIMIT 1`,
      [idVenda],
    );
    const justificativa = `Pontuação corrigida de ${item.pontuacaoAtual} para ${creditado / 100} pontos`;
    await registrarStatus(tx, { vendaId: idVenda, anterior: ultimo?.status_novo ?? 'pontuada', novo: 'corrigida', justificativa });
    const restante = paraCentesimos(item.pontuacaoNova) - creditado;
    await registrarLog(tx, 'venda.corrigir', {
      idVenda,
      parceiroId: venda.parceiro_id,
      pontuacaoAnterior: item.pontuacaoAtual,
      pontuacaoNova: item.pontuacaoNova,
      aplicado: diferenca / 100,
      restante: restante / 100,
    });
    return {
      mensagem:
        restante === 0
          ? MENSAGENS.pontuacaoCorrigida
          : `Pontuação corrigida em parte: o vendedor só tinha saldo para retirar ${-diferenca / 100} pontos; ${-restante / 100} ficam para uma próxima correção.`,
      idVenda,
      pontuacaoAnterior: item.pontuacaoAtual,
      pontuacaoNova: item.pontuacaoNova,
      aplicado: diferenca / 100,
      restante: restante / 100,
    };
  });
}
