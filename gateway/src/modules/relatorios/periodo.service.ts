import { MENSAGENS_RELATORIOS as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { anotar, historicoDe } from './anotacoes';
import { inicioDoMes, produtoPorCodigo, redeDoEscopo, redesDoFiltro } from './entrada';
import type * as esquemas from './relatorios.esquemas';

/**
 * The month reports: Taxa de sucesso and Compras × pontuação (spec 2 §2, §3), read from the tables
 * their jobs fill for one month, and the stock entries Compras × pontuação shows (read live).
 */

const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

export interface TaxaSucessoLinha {
  redeId: number;
  rede: string;
  produto: string;
  codProduto: string;
  valorUnitarioProduto: number;
  mes: string;
  ano: number;
  qtdVendidaAntes: number;
  mesesAtendidoAntes: number;
  mediaMensal: number | null;
  qtdVendida: number;
  aumentoVendas: number | null;
  aumentoVendasDinheiro: number | null;
  taxaSucesso: number | null;
}

/** A row of rel_taxa_sucesso with its network and product (numeric columns as text). */
interface LinhaTaxaSucesso {
  rede_id: number;
  valor_unitario: string;
  qtd_vendida_antes: string;
  meses_atendido_antes: number;
  media_mensal: string | null;
  qtd_vendida: string;
  aumento_vendas: string | null;
  aumento_vendas_dinheiro: string | null;
  taxa_sucesso: string | null;
  rede: string;
  codigo: string;
  produto: string;
}

export async function taxaSucesso(ctx: RequestContext, { rede, ano, mes }: Entrada<typeof esquemas.porMes>): Promise<TaxaSucessoLinha[]> {
  const redes = await redesDoFiltro(ctx, rede);
  const linhas = await ctx.manager.query<LinhaTaxaSucesso[]>(
    `SELECT t.rede_id, t.valor_unitario, t.qtd_vendida_antes, t.meses_atendido_antes, t.media_mensal, t.qtd_vendida,
            t.aumento_vendas, t.aumento_vendas_dinheiro, t.taxa_sucesso, d.nome AS rede, p.codigo, p.nome AS produto
       FROM rel_taxa_sucesso t JOIN redes d ON d.id = t.rede_id JOIN produtos p ON p.id = t.produto_id
      WHERE t.mes = $1 AND ($2::int[] IS NULL OR t.rede_id = ANY($2))
      ORDER BY d.nome, p.codigo`,
    [inicioDoMes(ano, mes), redes],
  );
  return linhas.map((l) => ({
    redeId: l.rede_id,
    rede: l.rede,
    produto: l.produto,
    codProduto: l.codigo,
    valorUnitarioProduto: Number(l.valor_unitario),
    mes: String(mes).padStart(2, '0'),
    ano,
    qtdVendidaAntes: Number(l.qtd_vendida_antes),
    mesesAtendidoAntes: l.meses_atendido_antes,
    mediaMensal: num(l.media_mensal),
    qtdVendida: Number(l.qtd_vendida),
    aumentoVendas: num(l.aumento_vendas),
    aumentoVendasDinheiro: num(l.aumento_vendas_dinheiro),
    taxaSucesso: num(l.taxa_sucesso),
  }));
}

export interface CompraPontuacaoLinha {
  redeId: number;
  rede: string;
  codProduto: string;
  produto: string;
  dataUltimoPedido: string | null;
  qtdUltimoPedido: number | null;
  dataPenultimoPedido: string | null;
  qtdPenultimoPedido: number | null;
  qtdVendida: number;
  qtdPontuada: number;
  saldoEstoqueRegional: number | null;
  saldoEstoque: number | null;
}

/** A row of rel_compras_pontuacao with its network, product and stock entries (numeric columns as text). */
interface LinhaCompraPontuacao {
  rede_id: number;
  qtd_ultimo_pedido: string | null;
  qtd_penultimo_pedido: string | null;
  qtd_vendida: string;
  qtd_pontuada: string;
  ultimo: string | null;
  penultimo: string | null;
  rede: string;
  codigo: string;
  produto: string;
  estoque: string | null;
  regional: string | null;
}

export async function comprasPontuacao(ctx: RequestContext, q: Entrada<typeof esquemas.porMes>): Promise<CompraPontuacaoLinha[]> {
  const redes = await redesDoFiltro(ctx, q.rede);
  const inicio = inicioDoMes(q.ano, q.mes);
  // Stock: each network's latest entry dated up to the month's end; regional = the sum over the
  // networks of the same region.
  const linhas = await ctx.manager.query<LinhaCompraPontuacao[]>(
    `WITH e AS (
       SELECT DISTINCT ON (rede_id, produto_id) rede_id, produto_id, quantidade FROM relatorios_anotacoes
        WHERE tipo = 'estoque.saldo' AND data < ($1::date + interval '1 month')
        ORDER BY rede_id, produto_id, data DESC, criado_em DESC, id DESC
     ), er AS (
       SELECT d.regiao, e.produto_id, sum(e.quantidade) AS q FROM e JOIN redes d ON d.id = e.rede_id GROUP BY 1, 2
     )
     SELECT c.rede_id, c.qtd_ultimo_pedido, c.qtd_penultimo_pedido, c.qtd_vendida, c.qtd_pontuada,
            to_char(c.data_ultimo_pedido, 'YYYY-MM-DD') AS ultimo, to_char(c.data_penultimo_pedido, 'YYYY-MM-DD') AS penultimo,
            d.nome AS rede, p.codigo, p.nome AS produto, e.quantidade AS estoque, er.q AS regional
       FROM rel_compras_pontuacao c JOIN redes d ON d.id = c.rede_id JOIN produtos p ON p.id = c.produto_id
       LEFT JOIN e ON e.rede_id = c.rede_id AND e.produto_id = c.produto_id
       LEFT JOIN er ON er.regiao IS NOT DISTINCT FROM d.regiao AND er.produto_id = c.produto_id
      WHERE c.mes = $1 AND ($2::int[] IS NULL OR c.rede_id = ANY($2))
      ORDER BY d.nome, p.codigo`,
    [inicio, redes],
  );
  return linhas.map((l) => ({
    redeId: l.rede_id,
    rede: l.rede,
    codProduto: l.codigo,
    produto: l.produto,
    dataUltimoPedido: l.ultimo,
    qtdUltimoPedido: num(l.qtd_ultimo_pedido),
    dataPenultimoPedido: l.penultimo,
    qtdPenultimoPedido: num(l.qtd_penultimo_pedido),
    qtdVendida: Number(l.qtd_vendida),
    qtdPontuada: Number(l.qtd_pontuada),
    saldoEstoqueRegional: num(l.regional),
    saldoEstoque: num(l.estoque),
  }));
}

/** POST /api/estoque/saldo {rede, codProduto, saldo, data}: a stock entry (balance step 0.01). */
export async function registrarSaldo(ctx: RequestContext, { rede: idRede, codProduto, saldo, data }: Entrada<typeof esquemas.registrarSaldo>) {
  const rede = await redeDoEscopo(ctx, idRede);
  const produto = await produtoPorCodigo(ctx, codProduto);
  await emTransacao(ctx, async (tx) => {
    await anotar(tx, { tipo: 'estoque.saldo', redeId: rede.id, produtoId: produto.id, quantidade: Math.round(saldo * 100) / 100, data });
    await registrarLog(tx, 'estoque.saldo', { rede: rede.id, codProduto: produto.codigo, saldo, data });
  });
  return { mensagem: M.estoqueAtualizado };
}

export async function liberacoesEstoque(ctx: RequestContext, q: Entrada<typeof esquemas.porRedeProduto>) {
  const rede = await redeDoEscopo(ctx, q.rede);
  const produto = await produtoPorCodigo(ctx, q.codProduto);
  return historicoDe(ctx, 'estoque.saldo', rede.id, produto.id);
}
