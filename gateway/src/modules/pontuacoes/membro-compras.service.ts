import { MENSAGENS, somenteDigitos } from '@sw/common';
import { escopoDoUsuario, RequestContext } from '../../core/context';
import { naoAutenticado, naoEncontrado, proibido } from '../../core/errors';

/**
 * The sell-in check (spec 3 §4 "Sale entry", §7): a member of a type-1 store may claim a unit of a
 * product only while their store bought more units of it (historico_compras) than were already
 * sold (non-cancelled sales) or are waiting in the store's pending typed claims. The storefront
 * asks before adding an item; the member send (membro-envio.service) asks again under a lock.
 * Rules: docs/pontuacoes-membro.md.
 */

export interface ProdutoParticipante {
  produtoId: number;
  /** The code as the catalogue or the store spells it. */
  codigo: string;
  descricao: string;
  /** Points per unit before the store's factor (the store product's own value when the code is the store's). */
  valorPontos: number;
}

/** A product code from a path or a body: 1 to 30 characters (spec 3 §9). */
export function lerCodigoProduto(valor: unknown): string | null {
  const t = typeof valor === 'string' || typeof valor === 'number' ? String(valor).trim() : '';
  return t && t.length <= 30 ? t : null;
}

/**
 * The active product behind a code for one store: the standard code first, else the store's own
 * code (produtos_revenda) of an active store product with an active catalogue product — the same
 * resolution as Nova venda, so a claim and the sale staff make of it agree.
 */
export async function produtoDaLoja(ctx: RequestContext, revendaId: number, codigo: string): Promise<ProdutoParticipante | null> {
  const [l] = await ctx.manager.query<{ produto_id: number; codigo: string; nome: string; valor_pontos: string }[]>(
    `SELECT COALESCE(p.id, pp.id) AS produto_id, COALESCE(p.codigo, pr.codigo) AS codigo, COALESCE(p.nome, pr.nome) AS nome,
            COALESCE(p.valor_pontos, pr.valor_pontos) AS valor_pontos
       FROM (SELECT lower($1::text) AS cod) x
       LEFT JOIN produtos p ON lower(p.codigo) = x.cod AND p.ativo
       LEFT JOIN produtos_revenda pr ON p.id IS NULL AND pr.revenda_id = $2 AND lower(pr.codigo) = x.cod AND pr.ativo
       LEFT JOIN produtos pp ON pp.id = pr.produto_id AND pp.ativo
      WHERE p.id IS NOT NULL OR pp.id IS NOT NULL`,
    [codigo, revendaId],
  );
  return l ? { produtoId: l.produto_id, codigo: l.codigo, descricao: l.nome, valorPontos: Number(l.valor_pontos) } : null;
}

/** Units the store bought of the product, over all months of its purchase history. */
export async function quantidadeComprada(ctx: RequestContext, revendaId: number, produtoId: number): Promise<number> {
  const [l] = await ctx.manager.query<{ q: string }[]>(
    `SELECT coalesce(sum(quantidade), 0) AS q FROM historico_compras WHERE revenda_id = $1 AND produto_id = $2`,
    [revendaId, produtoId],
  );
  return Number(l.q);
}

/**
 * Units the store already used of the product: items of non-cancelled sales plus items of the
 * store's 'pendente' typed claims (waiting for staff, they already hold their units).
 */
export async function quantidadeUsada(ctx: RequestContext, revendaId: number, produtoId: number): Promise<number> {
  // sum(int) and count(*) are bigint: text through pg.
  const [l] = await ctx.manager.query<{ q: string }[]>(
    `SELECT (SELECT coalesce(sum(i.qtde), 0) FROM vendas v JOIN vendas_itens i ON i.venda_id = v.id
              WHERE v.revenda_id = $1 AND v.cancelada_em IS NULL AND i.produto_id = $2)
          + (SELECT count(*) FROM pontuacoes c CROSS JOIN LATERAL jsonb_array_elements(c.itens) e
              WHERE c.revenda_id = $1 AND c.status = 'pendente' AND c.origem = 'digitada' AND (e->>'produtoId')::int = $2) AS q`,
    [revendaId, produtoId],
  );
  return Number(l.q);
}

/** The member a CPF names, when the caller may read them: the member themself, or staff within their scope. */
async function revendaDoCpf(ctx: RequestContext, cpfInformado: string): Promise<number> {
  const cpf = somenteDigitos(cpfInformado);
  const membro = ctx.parceiro;
  if (membro) {
    const [eu] = await ctx.manager.query<{ cpf: string }[]>(`SELECT cpf FROM parceiros WHERE id = $1`, [membro.id]);
    if (!eu || eu.cpf !== cpf) throw proibido(MENSAGENS.consultaDeOutraLoja);
    return membro.revendaId;
  }
  if (!ctx.usuario) throw naoAutenticado();
  if (cpf.length !== 11) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  const params: unknown[] = [cpf];
  const condicoes = ['p.cpf = $1'];
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) {
    params.push(revendaIds);
    condicoes.push(`p.revenda_id = ANY($${params.length})`);
  }
  if (redeIds) {
    params.push(redeIds);
    condicoes.push(`r.rede_id = ANY($${params.length})`);
  }
  const [l] = await ctx.manager.query<{ revenda_id: number }[]>(
    `SELECT p.revenda_id FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE ${condicoes.join(' AND ')}`,
    params,
  );
  if (!l) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  return l.revenda_id;
}

/** A store id the caller may read: a member only their own store; staff within their scope. */
async function revendaPermitida(ctx: RequestContext, id: number): Promise<number> {
  const membro = ctx.parceiro;
  if (membro) {
    if (membro.revendaId !== id) throw proibido(MENSAGENS.consultaDeOutraLoja);
    return id;
  }
  if (!ctx.usuario) throw naoAutenticado();
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const [l] = await ctx.manager.query<{ id: number }[]>(
    `SELECT id FROM revendas WHERE id = $1 AND ($2::int[] IS NULL OR id = ANY($2)) AND ($3::int[] IS NULL OR rede_id = ANY($3))`,
    [id, revendaIds, redeIds],
  );
  if (!l) throw naoEncontrado(MENSAGENS.naoEncontrado);
  return id;
}

/**
 * GET /api/historico/codigoUsado/{code}/{cpf} → {quantidade, idRevenda}: units the member's store
 * bought of the product; idRevenda null (and quantidade 0) when it bought none or the code is no
 * participating product.
 */
export async function codigoUsado(ctx: RequestContext, codigoBruto: string, cpf: string): Promise<{ quantidade: number; idRevenda: number | null }> {
  const revendaId = await revendaDoCpf(ctx, cpf);
  const codigo = lerCodigoProduto(codigoBruto);
  const produto = codigo ? await produtoDaLoja(ctx, revendaId, codigo) : null;
  const quantidade = produto ? await quantidadeComprada(ctx, revendaId, produto.produtoId) : 0;
  return quantidade > 0 ? { quantidade, idRevenda: revendaId } : { quantidade: 0, idRevenda: null };
}

/** GET /api/vendas_itens/{code}/{idRevenda} → units of the product the store already used (sold or claimed). */
export async function quantidadeVendida(ctx: RequestContext, codigoBruto: string, idRevenda: number): Promise<number> {
  const revendaId = await revendaPermitida(ctx, idRevenda);
  const codigo = lerCodigoProduto(codigoBruto);
  const produto = codigo ? await produtoDaLoja(ctx, revendaId, codigo) : null;
  return produto ? quantidadeUsada(ctx, revendaId, produto.produtoId) : 0;
}

export interface ConsultaSaldoProduto {
  produto: ProdutoParticipante | null;
  idRevenda: number;
  comprado: number;
  usado: number;
  /** comprado − usado, never below 0. */
  disponivel: number;
  /** Points one unit earns at the store (product points × the store's factor); 0 without a product. */
  pontosPorUnidade: number;
}

/** GraphQL: both figures in one answer for the member's (or, for staff, the named member's) store. */
export async function saldoDoProduto(ctx: RequestContext, codigoBruto: string, cpf: string | undefined): Promise<ConsultaSaldoProduto> {
  const revendaId = ctx.parceiro && !cpf ? ctx.parceiro.revendaId : await revendaDoCpf(ctx, cpf ?? '');
  const codigo = lerCodigoProduto(codigoBruto);
  const produto = codigo ? await produtoDaLoja(ctx, revendaId, codigo) : null;
  if (!produto) return { produto: null, idRevenda: revendaId, comprado: 0, usado: 0, disponivel: 0, pontosPorUnidade: 0 };
  const comprado = await quantidadeComprada(ctx, revendaId, produto.produtoId);
  const usado = await quantidadeUsada(ctx, revendaId, produto.produtoId);
  const [{ fator_pontuacao: fator }] = await ctx.manager.query<{ fator_pontuacao: number }[]>(`SELECT fator_pontuacao FROM revendas WHERE id = $1`, [
    revendaId,
  ]);
  return {
    produto,
    idRevenda: revendaId,
    comprado,
    usado,
    disponivel: Math.max(0, comprado - usado),
    pontosPorUnidade: Math.round(produto.valorPontos * Number(fator) * 100) / 100,
  };
}
