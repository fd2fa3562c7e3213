import { MENSAGENS_RELATORIOS as M, podeExecutar } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { anotar, historicoDe, SQL_LIBERADO, SQL_OBSERVACAO_ATUAL } from './anotacoes';
import { produtoPorCodigo, redeDoEscopo, redesDoEscopo, redesDoFiltro } from './entrada';
import type * as esquemas from './relatorios.esquemas';

/**
 * Antifraude (spec 2 §2, §3, §4; docs/relatorios.md): per network and product,
 * qtdAf = liberado + qtdVendida − qtdPontuada and saldoPontos = qtdAf × pontosUnitario. qtdVendida
 * (sell-in) and qtdPontuada (units of scored sales) come from the generated rel_antifraude; releases
 * and observations are read live, so a release changes the row and the alert at once.
 */

export interface AntifraudeLinha {
  redeId: number;
  rede: string;
  produtoId: number;
  codProduto: string;
  produto: string;
  qtdVendida: number;
  qtdPontuada: number;
  liberado: number;
  qtdAf: number;
  pontosUnitario: number;
  saldoPontos: number;
  observacao: string | null;
}

/** A row of rel_antifraude with its network, product, releases and observation (numeric columns as text). */
interface LinhaAntifraude {
  rede_id: number;
  rede: string;
  produto_id: number;
  codigo: string;
  produto: string;
  qtd_vendida: string;
  qtd_pontuada: string;
  pontos_unitario: string;
  liberado: string;
  observacao: string | null;
}

const arred = (n: number) => Math.round(n * 100) / 100;

export async function listar(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeFiltro>): Promise<AntifraudeLinha[]> {
  const redes = await redesDoFiltro(ctx, q.rede);
  const linhas = await ctx.manager.query<LinhaAntifraude[]>(
    `SELECT a.rede_id, d.nome AS rede, a.produto_id, p.codigo, p.nome AS produto, a.qtd_vendida, a.qtd_pontuada, a.pontos_unitario,
            coalesce(l.liberado, 0) AS liberado, o.observacao
       FROM rel_antifraude a
       JOIN redes d ON d.id = a.rede_id
       JOIN produtos p ON p.id = a.produto_id
       LEFT JOIN ${SQL_LIBERADO} l ON l.rede_id = a.rede_id AND l.produto_id = a.produto_id
       LEFT JOIN ${SQL_OBSERVACAO_ATUAL('antifraude.observacao')} o ON o.rede_id = a.rede_id AND o.produto_id = a.produto_id
      WHERE ($1::int[] IS NULL OR a.rede_id = ANY($1))
      ORDER BY coalesce(l.liberado, 0) + a.qtd_vendida - a.qtd_pontuada, d.nome, p.codigo`,
    [redes],
  );
  return linhas.map((l) => {
    const qtdVendida = Number(l.qtd_vendida);
    const qtdPontuada = Number(l.qtd_pontuada);
    const liberado = Number(l.liberado);
    const pontosUnitario = Number(l.pontos_unitario);
    const qtdAf = arred(liberado + qtdVendida - qtdPontuada);
    return {
      redeId: l.rede_id,
      rede: l.rede,
      produtoId: l.produto_id,
      codProduto: l.codigo,
      produto: l.produto,
      qtdVendida,
      qtdPontuada,
      liberado,
      qtdAf,
      pontosUnitario,
      saldoPontos: arred(qtdAf * pontosUnitario),
      observacao: l.observacao,
    };
  });
}

/**
 * The networks in alert (any product with qtdAf < 0): what login returns as redesAntifraude and the
 * menu badge counts. Only the roles that may open Antifraude get it; the others get an empty list.
 */
export async function redesEmAlerta(ctx: RequestContext): Promise<{ id: number; nome: string }[]> {
  if (!podeExecutar('antifraude.ver', ctx.papel)) return [];
  const escopo = await redesDoEscopo(ctx);
  return ctx.manager.query<{ id: number; nome: string }[]>(
    `SELECT d.id, d.nome FROM redes d
      WHERE ($1::int[] IS NULL OR d.id = ANY($1))
        AND EXISTS (SELECT 1 FROM rel_antifraude a LEFT JOIN ${SQL_LIBERADO} l ON l.rede_id = a.rede_id AND l.produto_id = a.produto_id
                     WHERE a.rede_id = d.id AND coalesce(l.liberado, 0) + a.qtd_vendida - a.qtd_pontuada < 0)
      ORDER BY d.nome`,
    [escopo],
  );
}

export async function observar(ctx: RequestContext, e: Entrada<typeof esquemas.observarAntifraude>) {
  const rede = await redeDoEscopo(ctx, e.rede);
  const produto = await produtoPorCodigo(ctx, e.codProduto);
  const observacao = e.observacao ?? '';
  await emTransacao(ctx, async (tx) => {
    await anotar(tx, { tipo: 'antifraude.observacao', redeId: rede.id, produtoId: produto.id, observacao });
    await registrarLog(tx, 'antifraude.observacao', { rede: rede.id, codProduto: produto.codigo, observacao });
  });
  return { mensagem: M.observacaoSalva };
}

/** A release adds to what was released before (spec 2 §4). */
export async function liberar(ctx: RequestContext, e: Entrada<typeof esquemas.liberarAntifraude>) {
  const rede = await redeDoEscopo(ctx, e.rede);
  const produto = await produtoPorCodigo(ctx, e.codProduto);
  const { quantidade } = e;
  await emTransacao(ctx, async (tx) => {
    await anotar(tx, { tipo: 'antifraude.liberacao', redeId: rede.id, produtoId: produto.id, quantidade });
    await registrarLog(tx, 'antifraude.liberacao', { rede: rede.id, codProduto: produto.codigo, quantidade });
  });
  return { mensagem: M.liberacaoSalva, redesAntifraude: await redesEmAlerta(ctx) };
}

async function chave(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeProduto>) {
  const rede = await redeDoEscopo(ctx, q.rede);
  const produto = await produtoPorCodigo(ctx, q.codProduto);
  return { rede: rede.id, produto: produto.id };
}

export async function observacoes(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeProduto>) {
  const k = await chave(ctx, q);
  return historicoDe(ctx, 'antifraude.observacao', k.rede, k.produto);
}

export async function liberacoes(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeProduto>) {
  const k = await chave(ctx, q);
  return historicoDe(ctx, 'antifraude.liberacao', k.rede, k.produto);
}
