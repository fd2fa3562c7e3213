import { RequestContext } from '../../core/context';
import { naoAutenticado } from '../../core/errors';
import { lerPedidoLista, OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { consultaProdutosRevenda } from '../produtos-revenda/produtos-revenda.consulta';

/**
 * /pontos-produtos (spec 3 §2.12): the member's own store's active products and their points.
 * The store comes from the session, never from the request. Members never change catalogue data,
 * so the answer says the ativo column is not theirs to toggle (docs/codigos-indicacoes-e-contas.md).
 */

export const OPCOES: OpcoesLista = {
  ordenaveis: { codigo: 'lower(pr.codigo)', nome: 'lower(pr.nome)', valorPontos: 'pr.valor_pontos' },
  padrao: { campo: 'valorPontos', direcao: 'DESC' },
};

export const lerPedido = (q: Record<string, unknown>): PedidoLista => lerPedidoLista(q, OPCOES);

export interface ProdutoDaLoja { id: number; codigo: string; nome: string; valorPontos: number }

export async function produtosDaMinhaLoja(ctx: RequestContext, pedido: PedidoLista): Promise<{ linhas: ProdutoDaLoja[]; total: number; podeAlterarAtivo: false }> {
  const eu = ctx.parceiro;
  if (!eu) throw naoAutenticado();
  const qb = consultaProdutosRevenda(ctx, { cnpjRevenda: null, revendaId: eu.revendaId, rede: null, situacao: 'ativos', busca: pedido.busca });
  const { linhas, total } = await paginar(qb, pedido, { ...OPCOES, desempate: 'pr.id' });
  return {
    linhas: (linhas as Record<string, any>[]).map((l) => ({ id: l.id, codigo: l.codigo, nome: l.nome, valorPontos: Number(l.valor_pontos) })),
    total,
    podeAlterarAtivo: false,
  };
}
