import { INICIO_IDS_PONTUACAO, MENSAGENS } from '@sw/common';
import { linkArquivoDaLinha } from '../../core/arquivos';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { registrarLog } from '../auditoria/auditoria.service';
import { estornar } from '../pontos/pontos.service';
import { registrarStatus } from '../pontuacoes/historico-status';
import type { ItemDigitado } from '../pontuacoes/pontuacao.entity';
import { escopoSql } from './pontuadas.service';
import { Entrada } from '../../core/esquema';
import type * as esquemasVenda from './vendas.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The actions of Pontuações (spec 2 §4 Scored sale): cancel (the ledger credit is reversed exactly
 * once), return to pending (the sale is cancelled and its receipt goes back to the pending queue)
 * and edit the fiscal data. Each is one transaction; concurrency is settled by a conditional
 * UPDATE (cancel) or a row lock on the sale (return, edit). Rules: docs/pontuacoes-painel.md.
 */

interface VendaTravada {
  id: string;
  parceiro_id: number;
  revenda_id: number;
  cancelada_em: Date | null;
  link_arquivo: string | null;
  identificador: string | null;
  tipo_fiscal: string;
  realizado_em: string;
}

/**
 * The sale an action names. A number in the claims' range is a claim id sent to a sale action (the
 * contract calls both `identificador`): refused before anything is read, never matched to a sale.
 */
function idDaVendaDaAcao(id: string): string {
  if (BigInt(id) >= BigInt(INICIO_IDS_PONTUACAO)) throw entradaInvalida(MENSAGENS.identificadorDePontuacao);
  return id;
}

/** Locks the sale within the caller's reach (FOR UPDATE): actions on one sale run one after another. */
async function travarVenda(ctx: RequestContext, id: string): Promise<VendaTravada> {
  const e = escopoSql(ctx, 2);
  const [v] = await ctx.manager.query<VendaTravada[]>(
    `SELECT v.id, v.parceiro_id, v.revenda_id, v.cancelada_em, v.link_arquivo, v.identificador, v.tipo_fiscal,
            to_char(v.realizado_em, 'YYYY-MM-DD') AS realizado_em
       FROM vendas v JOIN revendas r ON r.id = v.revenda_id WHERE v.id = $1 AND ${e.sql} FOR UPDATE OF v`,
    [id, ...e.params],
  );
  if (!v) throw naoEncontrado(MENSAGENS.vendaNaoEncontrada);
  return v;
}

/**
 * Marks the sale cancelled and reverses what it moved in the ledger: its credit and any correction
 * made on it, each exactly once (estornar refuses a second reversal). When the member has already
 * spent the points the ledger refuses and nothing is cancelled. The caller holds a transaction.
 */
async function cancelarNaTransacao(tx: RequestContext, venda: VendaTravada, justificativa: string): Promise<{ estornados: number }> {
  // The row is locked by travarVenda; the condition still guards against anyone who did not lock.
  const [linhas] = await tx.manager.query<Alteracao<{ id: string }>>(
    `UPDATE vendas SET cancelada_em = now() WHERE id = $1 AND cancelada_em IS NULL RETURNING id`,
    [venda.id],
  );
  if (!linhas.length) throw conflito(MENSAGENS.vendaJaCancelada);
  const movimentos = await tx.manager.query<{ id: string }[]>(
    `SELECT m.id FROM movimentos_pontos m
      WHERE m.origem_tipo = 'venda' AND m.origem_id = $1 AND m.tipo IN ('credito_venda', 'correcao')
        AND NOT EXISTS (SELECT 1 FROM movimentos_pontos e WHERE e.estorna_movimento_id = m.id)
      ORDER BY m.id`,
    [venda.id],
  );
  for (const m of movimentos) await estornar(tx, { movimentoId: String(m.id), motivo: justificativa });
  await registrarStatus(tx, { vendaId: venda.id, anterior: 'pontuada', novo: 'cancelada', justificativa });
  return { estornados: movimentos.length };
}

/** POST /api/pontuacoes/cancelar {identificador} → {mensagem}. A second (or parallel) cancel gets 409. */
export async function cancelar(ctx: RequestContext, identificador: string): Promise<{ mensagem: string }> {
  const id = idDaVendaDaAcao(identificador);
  return emTransacao(ctx, async (tx) => {
    const venda = await travarVenda(tx, id);
    if (venda.cancelada_em) throw conflito(MENSAGENS.vendaJaCancelada);
    const { estornados } = await cancelarNaTransacao(tx, venda, 'Venda cancelada');
    await registrarLog(tx, 'pontuacoes.cancelar', { id, parceiroId: venda.parceiro_id, estornos: estornados });
    return { mensagem: MENSAGENS.pontuacaoCancelada };
  });
}

/** A typed sale as a typed claim: one unit per entry, at the unit's net value and points. */
async function itensDigitados(tx: RequestContext, vendaId: string): Promise<ItemDigitado[]> {
  const itens = await tx.manager.query<{ codigo: string; produto_id: number; descricao: string; qtde: number; sub_total: string; valor_pontos: string }[]>(
    `SELECT codigo, produto_id, descricao, qtde, sub_total, valor_pontos FROM vendas_itens WHERE venda_id = $1 ORDER BY id`,
    [vendaId],
  );
  return itens.flatMap((i) =>
    Array.from({ length: i.qtde }, () => ({
      codigo: i.codigo,
      produtoId: i.produto_id,
      descricao: i.descricao,
      valor: Math.round((Number(i.sub_total) / i.qtde) * 100) / 100,
      pontos: Math.round((Number(i.valor_pontos) / i.qtde) * 100) / 100,
    })),
  );
}

/**
 * POST /api/pontuacoes/retornar-pontuacao-pendente {identificador} → {mensagem}: a scored (or
 * cancelled) sale goes back to the pending queue. The sale is cancelled if it is not yet; its claim
 * returns to 'pendente' without the sale; a sale typed by staff without a claim gets a new pending
 * claim (its file, else its items). A sale already returned is refused (409).
 */
export async function retornarParaPendente(ctx: RequestContext, identificador: string): Promise<{ mensagem: string }> {
  const id = idDaVendaDaAcao(identificador);
  return emTransacao(ctx, async (tx) => {
    const venda = await travarVenda(tx, id);
    const justificativa = 'Venda retornada para pendente';
    if (!venda.cancelada_em) await cancelarNaTransacao(tx, venda, justificativa);

    const [[claim]] = await tx.manager.query<Alteracao<{ id: string }>>(
      `UPDATE pontuacoes SET status = 'pendente', venda_id = NULL, reprovado_motivo = NULL, reprovado_por = NULL, encerrado_por = NULL,
              atualizado_em = now()
        WHERE venda_id = $1 AND status = 'processada' RETURNING id`,
      [id],
    );
    let pontuacaoId: string;
    if (claim) {
      pontuacaoId = String(claim.id);
      await registrarStatus(tx, { pontuacaoId, vendaId: id, anterior: 'processada', novo: 'pendente', justificativa });
    } else {
      // The history row written below (with the sale's id) marks a sale already returned.
      const [ja] = await tx.manager.query<{ '?column?': number }[]>(
        `SELECT 1 FROM pontuacoes_historico WHERE venda_id = $1 AND pontuacao_id IS NOT NULL AND status_novo = 'pendente' LIMIT 1`,
        [id],
      );
      if (ja) throw conflito(MENSAGENS.vendaJaRetornada);
      // A link stored before the link rule that a screen must not open is not carried over.
      const link = linkArquivoDaLinha(venda.link_arquivo);
      const foto = !!link;
      const [nova] = await tx.manager.query<{ id: string }[]>(
        `INSERT INTO pontuacoes (parceiro_id, revenda_id, origem, link_arquivo, tipo_arquivo, itens, status)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'pendente') RETURNING id`,
        [
          venda.parceiro_id,
          venda.revenda_id,
          foto ? 'foto' : 'digitada',
          link,
          foto ? (/\.([A-Za-z0-9]{1,8})$/.exec(link!)?.[1].toLowerCase() ?? null) : null,
          JSON.stringify(foto ? [] : await itensDigitados(tx, id)),
        ],
      );
      pontuacaoId = String(nova.id);
      await registrarStatus(tx, { pontuacaoId, vendaId: id, anterior: null, novo: 'pendente', justificativa: `Criada a partir da venda ${id}` });
    }
    await registrarStatus(tx, { vendaId: id, anterior: 'cancelada', novo: 'retornada', justificativa });
    await registrarLog(tx, 'pontuacoes.retornarVendaPendente', { id, parceiroId: venda.parceiro_id, pontuacaoId, criada: !claim });
    return { mensagem: MENSAGENS.pontuacaoRetornadaPendente };
  });
}

/**
 * PUT /api/pontuacoes/{id} {identificador, tipoFiscal, realizadoEm, linkArquivo} → {mensagem}: the
 * fiscal data of a scored sale (absent fields are kept; an empty linkArquivo clears it). Points are
 * not edited here (that is Correção de pontuação). The unique fiscal-document index still applies.
 */
export async function editar(ctx: RequestContext, idVenda: string, b: Entrada<typeof esquemasVenda.editarVenda>): Promise<{ mensagem: string }> {
  const id = idDaVendaDaAcao(idVenda);
  const identificador = b.identificador ?? null;
  const tipoFiscal = b.tipoFiscal ?? null;
  const realizadoEm = b.realizadoEm ?? null;
  const linkArquivo = b.linkArquivo;
  return emTransacao(ctx, async (tx) => {
    const venda = await travarVenda(tx, id);
    if (venda.cancelada_em) throw conflito(MENSAGENS.vendaCanceladaNaoEdita);
    const novo = {
      identificador: identificador ?? venda.identificador,
      tipoFiscal: tipoFiscal ?? venda.tipo_fiscal,
      realizadoEm: realizadoEm ?? venda.realizado_em,
      linkArquivo: linkArquivo === undefined ? venda.link_arquivo : linkArquivo,
    };
    const antigo = { identificador: venda.identificador, tipoFiscal: venda.tipo_fiscal, realizadoEm: venda.realizado_em, linkArquivo: venda.link_arquivo };
    const mudancas = (Object.keys(novo) as (keyof typeof novo)[]).filter((k) => novo[k] !== antigo[k]);
    if (!mudancas.length) return { mensagem: MENSAGENS.pontuacaoAtualizada };
    // Another sale of the store with the same document: the same answer Nova venda gives. Checked
    // first so the transaction is not aborted by the unique index; the index still decides a race.
    const [outra] = await tx.manager.query<{ '?column?': number }[]>(
      `SELECT 1 FROM vendas WHERE revenda_id = $1 AND tipo_fiscal = $2 AND identificador = $3 AND cancelada_em IS NULL AND id <> $4`,
      [venda.revenda_id, novo.tipoFiscal, novo.identificador, id],
    );
    if (outra) throw conflito(MENSAGENS.vendaJaProcessada);
    try {
      await tx.manager.query<Alteracao>(`UPDATE vendas SET identificador = $2, tipo_fiscal = $3, realizado_em = $4, link_arquivo = $5 WHERE id = $1`, [
        id,
        novo.identificador,
        novo.tipoFiscal,
        novo.realizadoEm,
        novo.linkArquivo,
      ]);
    } catch (erro) {
      if (erroDoBanco(erro).codigo === '23505') throw conflito(MENSAGENS.vendaJaProcessada);
      throw erro;
    }
    const descricao = mudancas.map((k) => `${k}: ${antigo[k] ?? '-'} → ${novo[k] ?? '-'}`).join('; ');
    await registrarStatus(tx, { vendaId: id, anterior: 'pontuada', novo: 'editada', justificativa: descricao });
    await registrarLog(tx, 'pontuacoes.editar', { id, parceiroId: venda.parceiro_id, antes: antigo, depois: novo });
    return { mensagem: MENSAGENS.pontuacaoAtualizada };
  });
}
