import { RequestContext, escopoDoUsuario } from '../../core/context';
import { pontosDentroDoLimite } from '../configuracoes/configuracoes-sistema.service';
import { paraCentesimos } from '../pontos/pontos.regras';
import { ItemLido } from './vendas.esquemas';

/**
 * The rules both ways of scoring a sale share, Nova venda (vendas.service.ts, one sale) and the
 * sales spreadsheet (vendas.lote.ts, many at once): who may be credited, which typed codes are
 * participating products, and how points, totals and cost follow from the items. Rules and their
 * reasons: docs/vendas.md.
 */

export interface MembroDaVenda {
  cpf: string;
  id: number;
  nome: string;
  /** An inactive member is found (to say 'Vendedor inativo') but never credited. */
  ativo: boolean;
  revenda_id: number;
  fator_pontuacao: number;
  valor_ponto: string;
  /** The store's code and CNPJ (the spreadsheet names the store by either). */
  codigo: string | null;
  cnpj: string | null;
  /** The store's switches: Nova venda may credit it / the sales spreadsheet may (docs/redes-e-lojas.md). */
  lancamento_manual: boolean;
  lancamento_relatorio: boolean;
}

export interface ProdutoDaVenda {
  revenda_id: number;
  cod: string;
  produto_id: number;
  produto_revenda_id: number | null;
  codigo: string;
  nome: string;
  valor_pontos: string;
}

/**
 * The members by CPF among those the caller may see, active or not: the caller refuses an inactive
 * one with 'Vendedor inativo'; a CPF outside the caller's scope is not found at all ('CPF inválido').
 */
export async function membrosVisiveis(ctx: RequestContext, cpfs: string[]): Promise<Map<string, MembroDaVenda>> {
  const params: unknown[] = [cpfs];
  const condicoes = ['p.cpf = ANY($1::text[])'];
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`p.revenda_id = ANY($${params.length})`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  const linhas = await ctx.manager.query<MembroDaVenda[]>(
    `SELECT p.cpf, p.id, p.nome, p.ativo, p.revenda_id, r.fator_pontuacao, rd.valor_ponto, r.codigo, r.cnpj, r.lancamento_manual, r.lancamento_relatorio
       FROM parceiros p JOIN revendas r ON r.id = p.revenda_id JOIN redes rd ON rd.id = r.rede_id
      WHERE ${condicoes.join(' AND ')}`,
    params,
  );
  return new Map(linhas.map((m) => [m.cpf, m]));
}

export const chaveProduto = (revendaId: number, codigo: string) => `${revendaId}|${codigo.toLowerCase()}`;

/**
 * Each (store, typed code) → an active catalogue product: the standard code first, else the store's
 * own code (produtos_revenda) of an active store product whose catalogue product is active too. A
 * store code earns the store product's points per unit (which follow the catalogue unless the store
 * set its own). Keyed by chaveProduto; a code that is not there does not participate.
 */
export async function produtosDasLojas(ctx: RequestContext, pares: { revendaId: number; codigo: string }[]): Promise<Map<string, ProdutoDaVenda>> {
  const unicos = [...new Map(pares.map((p) => [chaveProduto(p.revendaId, p.codigo), p])).values()];
  const linhas = await ctx.manager.query<ProdutoDaVenda[]>(
    `SELECT x.revenda_id, x.cod,
            COALESCE(p.id, pp.id) AS produto_id,
            CASE WHEN p.id IS NULL THEN pr.id END AS produto_revenda_id,
            COALESCE(p.codigo, pr.codigo) AS codigo,
            COALESCE(p.nome, pr.nome) AS nome,
            COALESCE(p.valor_pontos, pr.valor_pontos) AS valor_pontos
       FROM unnest($1::int[], $2::text[]) AS x(revenda_id, cod)
       LEFT JOIN produtos p ON lower(p.codigo) = x.cod AND p.ativo
       LEFT JOIN produtos_revenda pr ON pr.revenda_id = x.revenda_id AND lower(pr.codigo) = x.cod AND pr.ativo
       LEFT JOIN produtos pp ON pp.id = pr.produto_id AND pp.ativo
      WHERE p.id IS NOT NULL OR pp.id IS NOT NULL`,
    [unicos.map((p) => p.revendaId), unicos.map((p) => p.codigo.toLowerCase())],
  );
  return new Map(linhas.map((l) => [chaveProduto(l.revenda_id, l.cod), l]));
}

/**
 * A sale's figures from its items, never from the client's own sums: each item earns
 * qtde × the product's points × the store's factor; the member is credited that total within the
 * system's limitePontuacao; the cost is the credited points at the network's point value.
 * Every product must be in `catalogo` (checked by the caller). All amounts in centésimos.
 * `fator` and `limite` are the rule in force now, stored on the sale (fator_aplicado,
 * limite_aplicado) so a later correction applies the same rule (docs/vendas-upload-e-correcao.md).
 */
export function calcularVenda(itensLidos: ItemLido[], membro: MembroDaVenda, catalogo: Map<string, ProdutoDaVenda>, limitePontuacao: number) {
  const fator = Number(membro.fator_pontuacao);
  const itens = itensLidos.map((i) => {
    const produto = catalogo.get(chaveProduto(membro.revenda_id, i.codigo))!;
    return { ...i, produto, fator, pontosCentesimos: i.qtde * paraCentesimos(produto.valor_pontos) * fator };
  });
  const total = itens.reduce((s, i) => s + i.subTotalCentesimos, 0);
  const descontos = itens.reduce((s, i) => s + i.descontoCentesimos, 0);
  const pontos = itens.reduce((s, i) => s + i.pontosCentesimos, 0);
  const creditados = paraCentesimos(pontosDentroDoLimite(pontos / 100, limitePontuacao));
  const custo = Math.round((creditados / 100) * Number(membro.valor_ponto) * 100);
  return { itens, total, descontos, pontos, creditados, custo, fator, limite: limitePontuacao };
}
