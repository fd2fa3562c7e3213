import { MENSAGENS } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { LIMITE_TODOS, OpcoesLista, paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { LinhaProduto, ProdutoDTO, produtoDTO } from './produto.types';
import { Situacao, veInativos, violacaoUnica } from './produtos.campos';
import type { EdicaoProduto, EntradaProduto, StatusProduto } from './produtos.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * The brand catalogue (Produtos Experiências SW). Every rule lives here; the REST routes and the
 * resolver only parse and shape. Roles other than 2 see and find only active products.
 */

const COLUNAS = [
  'p.id AS id',
  'p.codigo AS codigo',
  'p.nome AS nome',
  'p.valor_unitario AS valor_unitario',
  'p.valor_pontos AS valor_pontos',
  'p.codigo_barras AS codigo_barras',
  'p.ativo AS ativo',
];

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: { codigo: 'lower(p.codigo)', nome: 'lower(p.nome)', valorUnitario: 'p.valor_unitario', valorPontos: 'p.valor_pontos', ativo: 'p.ativo' },
  // Spec 1 §9: products by valorPontos descending.
  padrao: { campo: 'valorPontos', direcao: 'DESC' },
};

function consulta(ctx: RequestContext, situacao: Situacao, busca: string | null) {
  const qb = ctx.manager.createQueryBuilder().select(COLUNAS).from('produtos', 'p');
  const efetiva = veInativos(ctx) ? situacao : situacao === 'inativos' ? null : 'ativos';
  if (efetiva === null) qb.andWhere('false');
  else if (efetiva === 'ativos') qb.andWhere('p.ativo');
  else if (efetiva === 'inativos') qb.andWhere('NOT p.ativo');
  aplicarBusca(qb, busca, { textos: ['p.nome'], codigos: ['p.codigo'], documentos: ['p.codigo_barras'] });
  return qb;
}

/** GET /api/produtos without paging: every visible product (ativo=1: active only; ativo=0: inactive only), or those with one code. */
export async function listar(ctx: RequestContext, filtro: { situacao: Situacao; codigo: string | null }): Promise<ProdutoDTO[]> {
  const qb = consulta(ctx, filtro.situacao, null);
  if (filtro.codigo) qb.andWhere('lower(p.codigo) = lower(:codigo)', { codigo: filtro.codigo });
  const linhas: LinhaProduto[] = await qb.orderBy('p.valor_pontos', 'DESC').addOrderBy('p.id').limit(LIMITE_TODOS).getRawMany();
  return linhas.map(produtoDTO);
}

/** The paged list: filter Todos/Ativos/Inativos, search on code, name and barcode. */
export async function paginarProdutos(ctx: RequestContext, pedido: PedidoLista, situacao: Situacao): Promise<{ linhas: ProdutoDTO[]; total: number }> {
  const { linhas, total } = await paginar(consulta(ctx, situacao, pedido.busca), pedido, { ...OPCOES_LISTA, desempate: 'p.id' });
  return { linhas: (linhas as LinhaProduto[]).map(produtoDTO), total };
}

/**
 * GET /api/produtos/{code}/codigo: products with this code. A member also finds the catalogue
 * product behind their own store's code (the code printed on their store's receipts).
 */
export async function consultarPorCodigo(ctx: RequestContext, codigo: string): Promise<ProdutoDTO[]> {
  const qb = consulta(ctx, 'todos', null);
  const membro = ctx.parceiro;
  if (membro) {
    qb.andWhere('p.ativo');
    qb.andWhere(
      `(lower(p.codigo) = lower(:codigo) OR p.id IN (SELECT pr.produto_id FROM produtos_revenda pr WHERE pr.revenda_id = :revenda AND pr.ativo AND lower(pr.codigo) = lower(:codigo)))`,
      { codigo, revenda: membro.revendaId },
    );
  } else {
    qb.andWhere('lower(p.codigo) = lower(:codigo)', { codigo });
  }
  const linhas: LinhaProduto[] = await qb.orderBy('p.id').limit(50).getRawMany();
  return linhas.map(produtoDTO);
}

/** GET /api/produtos/barcode/{code}: the product with this EAN/UPC (or, failing that, this code). */
export async function consultarPorCodigoBarras(ctx: RequestContext, codigo: string): Promise<ProdutoDTO> {
  // A code no product can have (blank, too long) is the same 404 as an unknown one.
  const texto = codigo.trim();
  if (!texto || texto.length > 30) throw naoEncontrado(MENSAGENS.produtoCodigoNaoEncontrado);
  const somenteAtivos = !veInativos(ctx);
  // A UPC-A symbol read by an EAN-13 reader is 0 + its 12 digits, and a 12-digit UPC may have been
  // registered as the 13-digit EAN: either form finds the other.
  const outraForma = /^0\d{12}$/.test(texto) ? texto.slice(1) : /^\d{12}$/.test(texto) ? `0${texto}` : texto;
  // The barcode wins over a product whose code happens to be the same digits.
  const [linha] = await ctx.manager.query<LinhaProduto[]>(
    `SELECT id, codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo FROM produtos
      WHERE (codigo_barras IN ($1, $2) OR lower(codigo) = lower($1))${somenteAtivos ? ' AND ativo' : ''}
      ORDER BY (codigo_barras = $1) DESC NULLS LAST, (codigo_barras = $2) DESC NULLS LAST, id LIMIT 1`,
    [texto, outraForma],
  );
  if (!linha) throw naoEncontrado(MENSAGENS.produtoCodigoNaoEncontrado);
  return produtoDTO(linha);
}

async function obterLinha(ctx: RequestContext, id: number, bloquear = false): Promise<LinhaProduto> {
  const [linha] = await ctx.manager.query<LinhaProduto[]>(
    `SELECT id, codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo FROM produtos WHERE id = $1${bloquear ? ' FOR UPDATE' : ''}`,
    [id],
  );
  // Roles that may not see inactive products do not learn they exist either.
  if (!linha || (!linha.ativo && !veInativos(ctx))) throw naoEncontrado(MENSAGENS.produtoNaoEncontrado);
  return linha;
}

export async function obter(ctx: RequestContext, id: number): Promise<ProdutoDTO> {
  return produtoDTO(await obterLinha(ctx, id));
}

function traduzirUnica(e: unknown): never {
  const indice = violacaoUnica(e);
  if (indice === null) throw e;
  throw conflito(indice.includes('barras') ? MENSAGENS.codigoBarrasEmUso : MENSAGENS.codigoProdutoEmUso);
}

/** POST /api/produtos, mutation criarProduto. */
export async function criar(ctx: RequestContext, entrada: EntradaProduto): Promise<ProdutoDTO> {
  const dados = { ...entrada, codigoBarras: entrada.codigoBarras ?? null };
  return emTransacao(ctx, async (tx) => {
    const [linha] = await tx.manager
      .query<LinhaProduto[]>(
        `INSERT INTO produtos (codigo, nome, valor_unitario, valor_pontos, codigo_barras) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo`,
        [dados.codigo, dados.nome, dados.valorUnitario, dados.valorPontos, dados.codigoBarras],
      )
      .catch(traduzirUnica);
    await registrarLog(tx, 'produto.criar', { id: linha.id, ...dados });
    return produtoDTO(linha);
  });
}

/**
 * PUT /api/produtos/{id}: the edit dialog's fields, or {ativo, atualizarRevenda}. Changing the
 * status is its own permission (role 2), checked here because both arrive by the same path.
 */
export async function atualizar(ctx: RequestContext, id: number, entrada: { status: StatusProduto } | { edicao: EdicaoProduto }) {
  if ('status' in entrada) {
    autorizar(ctx, 'produtos.ativar');
    return alterarStatus(ctx, id, entrada.status);
  }
  return editar(ctx, id, entrada.edicao);
}

/** The edit dialog: código, nome, valorPontos; valorUnitario and codigoBarras when sent. */
export async function editar(ctx: RequestContext, id: number, entrada: EdicaoProduto): Promise<ProdutoDTO> {
  const mudancas: Record<string, string | number | null> = { codigo: entrada.codigo, nome: entrada.nome, valor_pontos: entrada.valorPontos };
  if (entrada.valorUnitario !== undefined) mudancas.valor_unitario = entrada.valorUnitario;
  if (entrada.codigoBarras !== undefined) mudancas.codigo_barras = entrada.codigoBarras;
  return emTransacao(ctx, async (tx) => {
    const antes = await obterLinha(tx, id, true);
    const colunas = Object.keys(mudancas);
    const [linhas] = await tx.manager
      .query<Alteracao<LinhaProduto>>(
        `UPDATE produtos SET ${colunas.map((c, i) => `${c} = $${i + 2}`).join(', ')}, atualizado_em = now() WHERE id = $1
       RETURNING id, codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo`,
        [id, ...colunas.map((c) => mudancas[c])],
      )
      .catch(traduzirUnica);
    const depois = linhas[0];
    // Store products that inherit their points follow the catalogue, in the same transaction.
    if (Number(antes.valor_pontos) !== Number(depois.valor_pontos)) {
      await tx.manager.query<Alteracao>(`UPDATE produtos_revenda SET valor_pontos = $2, atualizado_em = now() WHERE produto_id = $1 AND valor_pontos_herdado`, [
        id,
        depois.valor_pontos,
      ]);
    }
    await registrarLog(tx, 'produto.editar', { id, antes: produtoDTO(antes), depois: produtoDTO(depois) });
    return produtoDTO(depois);
  });
}

/** {ativo, atualizarRevenda}: with atualizarRevenda, the product's store products take the same status. */
export async function alterarStatus(ctx: RequestContext, id: number, { ativo, atualizarRevenda }: StatusProduto) {
  return emTransacao(ctx, async (tx) => {
    await obterLinha(tx, id, true);
    const [linhas] = await tx.manager.query<Alteracao<LinhaProduto>>(
      `UPDATE produtos SET ativo = $2, atualizado_em = now() WHERE id = $1 RETURNING id, codigo, nome, valor_unitario, valor_pontos, codigo_barras, ativo`,
      [id, ativo],
    );
    let produtosRevendaAtualizados = 0;
    if (atualizarRevenda) {
      const [, n] = await tx.manager.query<Alteracao>(`UPDATE produtos_revenda SET ativo = $2, atualizado_em = now() WHERE produto_id = $1 AND ativo <> $2`, [
        id,
        ativo,
      ]);
      produtosRevendaAtualizados = n;
    }
    await registrarLog(tx, 'produto.status', { id, ativo, atualizarRevenda, produtosRevendaAtualizados });
    return { produto: produtoDTO(linhas[0]), produtosRevendaAtualizados };
  });
}

/** DELETE /api/produtos/{id}: refused while store products, sales or purchase history point at it (retire it by deactivating). */
export async function excluir(ctx: RequestContext, id: number): Promise<{ mensagem: string }> {
  return emTransacao(ctx, async (tx) => {
    const antes = await obterLinha(tx, id, true);
    const [{ n }] = await tx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM produtos_revenda WHERE produto_id = $1`, [id]);
    if (n > 0) throw conflito(MENSAGENS.produtoComProdutosLoja(n));
    // Sales and the stores' purchase history keep the product (the sell-in check and reports read them).
    const [{ usado }] = await tx.manager.query<{ usado: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM vendas_itens WHERE produto_id = $1) OR EXISTS (SELECT 1 FROM historico_compras WHERE produto_id = $1) AS usado`,
      [id],
    );
    if (usado) throw conflito(MENSAGENS.produtoComVendasOuCompras);
    await tx.manager.query<Alteracao>(`DELETE FROM produtos WHERE id = $1`, [id]);
    await registrarLog(tx, 'produto.excluir', { id, codigo: antes.codigo, nome: antes.nome });
    return { mensagem: MENSAGENS.produtoExcluido };
  });
}
