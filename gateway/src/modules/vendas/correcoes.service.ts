import { MENSAGENS } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { corrigir } from '../pontos/pontos.service';
import { deCentesimos, paraCentesimos } from '../pontos/pontos.regras';
import { registrarStatus } from '../pontuacoes/historico-status';

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
 * The sales with their current and recomputed points, in SQL so the comparison runs where the rows
 * are. Only sales with recorded items can be recomputed. A correction exists for product points that
 * were wrong: the store factor and the cap are those in force when the sale was credited
 * (vendas.fator_aplicado, limite_aplicado; 0 = no cap), never today's, so a campaign that ended or a
 * cap that changed does not reach past sales. A row written without them falls back to the factor
 * recorded on its items and to no cap.
 *
 * Set-based: the sales of the window are read once, then their items and their ledger movements
 * are summed with one grouped join each. Per-sale subqueries (the first version) ran up to three
 * times per sale and planned a join over the product tables each time: 45 s for 100,000 sales on a
 * loaded machine, against 3 to 4.6 s now (docs/vendas-upload-e-correcao.md, "Desempenho").
 */
async function consultar(ctx: RequestContext, filtro: { vendaId?: string; soDiferentes: boolean }): Promise<LinhaCorrecao[]> {
  const params: unknown[] = [];
  const condicoes = ['v.cancelada_em IS NULL', `v.pontuado_em >= now() - ${JANELA}`];
  if (filtro.vendaId) { params.push(filtro.vendaId); condicoes.push(`v.id = $${params.length}`); }
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) { params.push(revendaIds); condicoes.push(`v.revenda_id = ANY($${params.length})`); }
  if (redeIds) { params.push(redeIds); condicoes.push(`r.rede_id = ANY($${params.length})`); }
  return ctx.manager.query(
    `WITH base AS MATERIALIZED (
       SELECT v.id, v.parceiro_id, v.identificador, v.pontuado_em, r.nome_fantasia AS revenda,
              v.fator_aplicado, COALESCE(v.limite_aplicado, 0) AS limite
         FROM vendas v JOIN revendas r ON r.id = v.revenda_id
        WHERE ${condicoes.join(' AND ')}
     ),
     calculo AS (
       SELECT b.id, sum(i.qtde * COALESCE(pr.valor_pontos, pd.valor_pontos) * COALESCE(b.fator_aplicado, i.fator)) AS calculada
         FROM base b JOIN vendas_itens i ON i.venda_id = b.id JOIN produtos pd ON pd.id = i.produto_id
         LEFT JOIN produtos_revenda pr ON pr.id = i.produto_revenda_id
        GROUP BY b.id
     ),
     creditado AS (
       SELECT b.id, sum(m.pontos + COALESCE(e.pontos, 0)) AS atual
         FROM base b JOIN movimentos_pontos m
           ON m.origem_tipo = 'venda' AND m.origem_id = b.id::text AND m.tipo IN ('credito_venda', 'correcao')
         LEFT JOIN movimentos_pontos e ON e.estorna_movimento_id = m.id
        GROUP BY b.id
     ),
     comparada AS (
       SELECT b.id, b.parceiro_id, b.identificador, b.pontuado_em, b.revenda, COALESCE(c.atual, 0) AS atual, k.calculada,
              CASE WHEN b.limite = 0 THEN k.calculada ELSE LEAST(k.calculada, b.limite) END AS nova
         FROM base b JOIN calculo k ON k.id = b.id LEFT JOIN creditado c ON c.id = b.id
        WHERE k.calculada IS NOT NULL
     )
     SELECT x.id, x.parceiro_id, x.revenda, p.nome AS parceiro, p.cpf, x.identificador, x.atual, x.calculada, x.nova
       FROM comparada x JOIN parceiros p ON p.id = x.parceiro_id
      ${filtro.soDiferentes ? 'WHERE x.atual <> x.nova' : ''}
      ORDER BY x.pontuado_em DESC, x.id DESC
      LIMIT ${MAXIMO_CORRECOES}`,
    params,
  );
}

const paraItem = (l: LinhaCorrecao): VendaCorrigir => {
  const atual = paraCentesimos(l.atual);
  const nova = paraCentesimos(l.nova);
  return {
    idVenda: String(l.id), revenda: l.revenda, parceiro: l.parceiro, cpf: l.cpf, identificador: l.identificador ?? '',
    pontuacaoAtual: atual / 100, pontuacaoNova: nova / 100, aPontuar: (nova - atual) / 100,
  };
};

/** GET /api/pontuacoes/correcoes: the sales to correct, most recently credited first. */
export async function listarCorrecoes(ctx: RequestContext): Promise<VendaCorrigir[]> {
  return (await consultar(ctx, { soDiferentes: true })).map(paraItem);
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
    const [venda] = await tx.manager.query(
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
    await tx.manager.query(`SELECT 1 FROM resumo_vendas WHERE revenda_id = $1 AND parceiro_id = $2 FOR UPDATE`, [venda.revenda_id, venda.parceiro_id]);
    const [linha] = await consultar(tx, { vendaId: idVenda, soDiferentes: false });
    if (!linha) throw entradaInvalida('Esta venda não pode ser corrigida: sem itens registrados ou creditada há mais de 18 meses.');
    const item = paraItem(linha);
    let diferenca = paraCentesimos(item.aPontuar);
    if (diferenca === 0) throw conflito(MENSAGENS.vendaSemCorrecao);

    if (diferenca < 0) {
      // The member row is locked here (sale, then member: the same order as cancellation).
      const [{ saldo_pontos: saldo }] = await tx.manager.query(`SELECT saldo_pontos FROM parceiros WHERE id = $1 FOR NO KEY UPDATE`, [venda.parceiro_id]);
      diferenca = -Math.min(-diferenca, paraCentesimos(saldo));
      if (diferenca === 0) throw entradaInvalida('O vendedor não tem saldo para retirar os pontos desta correção; ela continua na lista.');
    }
    await corrigir(tx, {
      parceiroId: venda.parceiro_id, diferenca: diferenca / 100, origem: { tipo: 'venda', id: idVenda },
      motivo: `Correção de pontuação: de ${item.pontuacaoAtual} para ${item.pontuacaoNova} pontos`,
    });
    const creditado = paraCentesimos(item.pontuacaoAtual) + diferenca;

    // The sale now reflects the current product points, under the factor it was credited with.
    await tx.manager.query(
      `UPDATE vendas_itens i SET valor_pontos = i.qtde * pd.valor_pontos * COALESCE(v.fator_aplicado, i.fator), fator = COALESCE(v.fator_aplicado, i.fator)
         FROM vendas v, produtos pd
        WHERE v.id = i.venda_id AND pd.id = i.produto_id AND i.venda_id = $1 AND i.produto_revenda_id IS NULL`,
      [idVenda],
    );
    await tx.manager.query(
      `UPDATE vendas_itens i SET valor_pontos = i.qtde * pr.valor_pontos * COALESCE(v.fator_aplicado, i.fator), fator = COALESCE(v.fator_aplicado, i.fator)
         FROM vendas v, produtos_revenda pr
        WHERE v.id = i.venda_id AND pr.id = i.produto_revenda_id AND i.venda_id = $1`,
      [idVenda],
    );
    await tx.manager.query(
      `UPDATE vendas v SET total_pontos = $2, valor_custo = round($3 * rd.valor_ponto, 2)
         FROM revendas r JOIN redes rd ON rd.id = r.rede_id WHERE r.id = v.revenda_id AND v.id = $1`,
      [idVenda, linha.calculada, deCentesimos(creditado)],
    );

    const [ultimo] = await tx.manager.query(
      `SELECT status_novo FROM pontuacoes_historico WHERE venda_id = $1 ORDER BY id DESC LIMIT 1`, [idVenda]);
    const justificativa = `Pontuação corrigida de ${item.pontuacaoAtual} para ${creditado / 100} pontos`;
    await registrarStatus(tx, { vendaId: idVenda, anterior: ultimo?.status_novo ?? 'pontuada', novo: 'corrigida', justificativa });
    const restante = paraCentesimos(item.pontuacaoNova) - creditado;
    await registrarLog(tx, 'venda.corrigir', {
      idVenda, parceiroId: venda.parceiro_id, pontuacaoAnterior: item.pontuacaoAtual, pontuacaoNova: item.pontuacaoNova,
      aplicado: diferenca / 100, restante: restante / 100,
    });
    return {
      mensagem: restante === 0 ? MENSAGENS.pontuacaoCorrigida
        : `Pontuação corrigida em parte: o vendedor só tinha saldo para retirar ${-diferenca / 100} pontos; ${-restante / 100} ficam para uma próxima correção.`,
      idVenda, pontuacaoAnterior: item.pontuacaoAtual, pontuacaoNova: item.pontuacaoNova, aplicado: diferenca / 100, restante: restante / 100,
    };
  });
}
