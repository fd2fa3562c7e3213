import { RequestContext } from '../../core/context';
import { naoAutenticado } from '../../core/errors';
import { lerPedidoLista, OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { consultaProdutosRevenda } from '../produtos-revenda/produtos-revenda.consulta';
import { ProdutoRevenda } from '../produtos-revenda/produto-revenda.entity';

/**
 * /pontos-produtos (spec 3 §2.12): the member's own store's active products and their points, with
 * what one unit actually earns at the store (the store's factor applied).
 * The store comes from the session, never from the request. Members never change catalogue data,
 * so the answer says the ativo column is not theirs to toggle (docs/codigos-indicacoes-e-contas.md).
 */

export const OPCOES: OpcoesLista = {
  ordenaveis: { codigo: 'lower(pr.codigo)', nome: 'lower(pr.nome)', valorPontos: 'pr.valor_pontos' },
  padrao: { campo: 'valorPontos', direcao: 'DESC' },
};

/** The REST dialect of the same request (GET /api/produtos_revenda, a member's variant). */
export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES);

export interface ProdutoDaLoja {
  id: number;
  codigo: string;
  nome: string;
  /** The product's own points (the catalogue value). */
  valorPontos: number;
  /** What one unit earns at the member's store: valorPontos × the store's factor (vendas.calculo), what the ledger credits. */
  pontosPorUnidade: number;
}

export async function produtosDaMinhaLoja(ctx: RequestContext, pedido: PedidoLista): Promise<Pagina<ProdutoDaLoja> & { podeAlterarAtivo: false }> {
  const eu = ctx.parceiro;
  if (!eu) throw naoAutenticado();
  const qb = consultaProdutosRevenda(ctx, { cnpjRevenda: null, revendaId: eu.revendaId, rede: null, situacao: 'ativos', busca: pedido.busca });
  const [{ linhas, total, totalEstimado }, [loja]] = await Promise.all([
    paginar<ProdutoRevenda, { id: number; codigo: string; nome: string; valor_pontos: string }>(qb, pedido, { ...OPCOES, desempate: 'pr.id' }),
    ctx.manager.query<{ fator_pontuacao: number }[]>(`SELECT fator_pontuacao FROM revendas WHERE id = $1`, [eu.revendaId]),
  ]);
  // A sale credits qtde × product points × the store's factor: the member must see that, not the bare catalogue value.
  const fator = Number(loja?.fator_pontuacao ?? 1);
  return {
    totalEstimado,
    linhas: linhas.map((l) => ({
      id: l.id,
      codigo: l.codigo,
      nome: l.nome,
      valorPontos: Number(l.valor_pontos),
      pontosPorUnidade: Math.round(Number(l.valor_pontos) * fator * 100) / 100,
    })),
    total,
    podeAlterarAtivo: false,
  };
}
