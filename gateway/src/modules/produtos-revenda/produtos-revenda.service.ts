import { MENSAGENS, ROTULOS_PRODUTO_REVENDA as R } from '@sw/common';
import { autorizar } from '../../core/autorizacao';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado, proibido } from '../../core/errors';
import { paginar, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { veInativos, violacaoUnica } from '../produtos/produtos.campos';
import type { CamposProdutoRevenda as Formulario } from './produtos-revenda.esquemas';
import { LinhaProdutoRevenda, ProdutoRevendaDTO, produtoRevendaDTO } from './produto-revenda.types';
import { consultaProdutosRevenda, FiltroProdutosRevenda, OPCOES_LISTA } from './produtos-revenda.consulta';
import { redeDoFiltro } from '../../core/filtro-rede';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Produtos Loja: a store's code, description and price for a catalogue product. Every rule lives
 * here. Role 3 works only on its stores; roles other than 2 see only active rows.
 */

export async function paginarProdutosRevenda(ctx: RequestContext, pedido: PedidoLista, filtro: FiltroProdutosRevenda) {
  const qb = consultaProdutosRevenda(ctx, { ...filtro, rede: await redeDoFiltro(ctx, filtro.rede), busca: pedido.busca ?? filtro.busca });
  const { linhas, total } = await paginar(qb, pedido, { ...OPCOES_LISTA, desempate: 'pr.id' });
  return { linhas: (linhas as unknown as LinhaProdutoRevenda[]).map(produtoRevendaDTO), total };
}

export interface RevendaAlvo {
  id: number;
  cnpj: string;
  nomeFantasia: string;
}

/** The store a write targets, by CNPJ or id; it must exist and be inside the caller's scope. */
export async function resolverRevenda(ctx: RequestContext, entrada: { cnpjRevenda?: string | null; revendaId?: number | null }): Promise<RevendaAlvo> {
  const cnpj = entrada.cnpjRevenda || null;
  if (!cnpj && !entrada.revendaId) throw entradaInvalida(MENSAGENS.obrigatorio(R.revenda));
  const [r] = await ctx.manager.query<{ id: number; cnpj: string; nome_fantasia: string; rede_id: number }[]>(
    cnpj ? `SELECT id, cnpj, nome_fantasia, rede_id FROM revendas WHERE cnpj = $1` : `SELECT id, cnpj, nome_fantasia, rede_id FROM revendas WHERE id = $1`,
    [cnpj ?? entrada.revendaId],
  );
  if (!r) throw entradaInvalida(MENSAGENS.lojaNaoEncontrada);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if ((revendaIds && !revendaIds.includes(r.id)) || (redeIds && !redeIds.includes(r.rede_id))) throw proibido();
  return { id: r.id, cnpj: r.cnpj, nomeFantasia: r.nome_fantasia };
}

/** The catalogue product behind a store product: it must exist (and be active for roles other than 2). */
async function resolverPadrao(ctx: RequestContext, codigo: string): Promise<{ id: number; valorPontos: number }> {
  const [p] = await ctx.manager.query<{ id: number; valor_pontos: string; ativo: boolean }[]>(
    `SELECT id, valor_pontos, ativo FROM produtos WHERE lower(codigo) = lower($1)`,
    [codigo],
  );
  if (!p || (!p.ativo && !veInativos(ctx))) throw entradaInvalida(MENSAGENS.produtoPadraoNaoEncontrado);
  return { id: p.id, valorPontos: Number(p.valor_pontos) };
}

interface CamposProdutoRevenda {
  codigo: string;
  nome: string;
  valorUnitario: number;
  /** null: inherit the catalogue product's points. */
  valorPontos: number | null;
}

/** The form read by its schema, then what only the database knows, in the form's order: store, catalogue product. */
async function lerCampos(ctx: RequestContext, entrada: Formulario) {
  const revenda = await resolverRevenda(ctx, entrada);
  const padrao = await resolverPadrao(ctx, entrada.codigoPadrao);
  const campos: CamposProdutoRevenda = {
    codigo: entrada.codigo,
    nome: entrada.nome,
    valorUnitario: entrada.valorUnitario,
    valorPontos: entrada.valorPontos ?? null,
  };
  return { revenda, padrao, campos };
}

async function obterLinha(ctx: RequestContext, id: number): Promise<LinhaProdutoRevenda> {
  const [linha] = await consultaProdutosRevenda(ctx, { cnpjRevenda: null, revendaId: null, rede: null, situacao: 'todos', busca: null })
    .andWhere('pr.id = :id', { id })
    .getRawMany();
  if (!linha) throw naoEncontrado(MENSAGENS.produtoLojaNaoEncontrado);
  return linha;
}

export async function obter(ctx: RequestContext, id: number): Promise<ProdutoRevendaDTO> {
  return produtoRevendaDTO(await obterLinha(ctx, id));
}

const traduzirUnica = (e: unknown): never => {
  if (violacaoUnica(e) === null) throw e;
  throw conflito(MENSAGENS.codigoLojaEmUso);
};

/** POST /api/produtos_revenda, mutation criarProdutoRevenda. */
export async function criar(ctx: RequestContext, entrada: Formulario): Promise<ProdutoRevendaDTO> {
  return emTransacao(ctx, async (tx) => {
    const { revenda, padrao, campos } = await lerCampos(tx, entrada);
    const [{ id }] = await tx.manager
      .query<{ id: number }[]>(
        `INSERT INTO produtos_revenda (revenda_id, produto_id, codigo, nome, valor_unitario, valor_pontos, valor_pontos_herdado)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [revenda.id, padrao.id, campos.codigo, campos.nome, campos.valorUnitario, campos.valorPontos ?? padrao.valorPontos, campos.valorPontos === null],
      )
      .catch(traduzirUnica);
    await registrarLog(tx, 'produtoRevenda.criar', { id, revenda: revenda.cnpj, produtoId: padrao.id, ...campos });
    return produtoRevendaDTO(await obterLinha(tx, id));
  });
}

/** PUT /api/produtos_revenda/{id}: the form's fields, or {ativo} (role 2, checked here). */
export async function atualizar(ctx: RequestContext, id: number, entrada: { status: { ativo: boolean } } | { edicao: Formulario }) {
  if ('status' in entrada) {
    autorizar(ctx, 'produtosRevenda.ativar');
    return alterarStatus(ctx, id, entrada.status.ativo);
  }
  return editar(ctx, id, entrada.edicao);
}

/** The edit: codigoPadrao, codigo, nome, valorUnitario, cnpjRevenda (moving it to another store in scope). */
export async function editar(ctx: RequestContext, id: number, entrada: Formulario): Promise<ProdutoRevendaDTO> {
  return emTransacao(ctx, async (tx) => {
    const antes = await obterLinha(tx, id);
    await tx.manager.query<{ id: number }[]>(`SELECT id FROM produtos_revenda WHERE id = $1 FOR UPDATE`, [id]);
    // The store may be left out of an edit: it then stays where it is.
    const alvo = entrada.cnpjRevenda === undefined && entrada.revendaId === undefined ? { ...entrada, revendaId: antes.revenda_id } : entrada;
    const { revenda, padrao, campos } = await lerCampos(tx, alvo);
    // valorPontos left out keeps the row's choice (inherited or its own); sent as null, it inherits again.
    const herdado = entrada.valorPontos === undefined ? antes.valor_pontos_herdado : campos.valorPontos === null;
    const pontos = herdado ? padrao.valorPontos : (campos.valorPontos ?? Number(antes.valor_pontos));
    await tx.manager
      .query<Alteracao>(
        `UPDATE produtos_revenda SET revenda_id = $2, produto_id = $3, codigo = $4, nome = $5, valor_unitario = $6, valor_pontos = $7,
              valor_pontos_herdado = $8, atualizado_em = now() WHERE id = $1`,
        [id, revenda.id, padrao.id, campos.codigo, campos.nome, campos.valorUnitario, pontos, herdado],
      )
      .catch(traduzirUnica);
    const depois = produtoRevendaDTO(await obterLinha(tx, id));
    await registrarLog(tx, 'produtoRevenda.editar', { id, antes: produtoRevendaDTO(antes), depois });
    return depois;
  });
}

export async function alterarStatus(ctx: RequestContext, id: number, ativo: boolean): Promise<ProdutoRevendaDTO> {
  return emTransacao(ctx, async (tx) => {
    await obterLinha(tx, id);
    await tx.manager.query<Alteracao>(`UPDATE produtos_revenda SET ativo = $2, atualizado_em = now() WHERE id = $1`, [id, ativo]);
    await registrarLog(tx, 'produtoRevenda.status', { id, ativo });
    return produtoRevendaDTO(await obterLinha(tx, id));
  });
}

export async function excluir(ctx: RequestContext, id: number): Promise<{ mensagem: string }> {
  return emTransacao(ctx, async (tx) => {
    const antes = await obterLinha(tx, id);
    await tx.manager.query<Alteracao>(`DELETE FROM produtos_revenda WHERE id = $1`, [id]);
    await registrarLog(tx, 'produtoRevenda.excluir', { id, revenda: antes.cnpj_revenda, codigo: antes.codigo });
    return { mensagem: MENSAGENS.produtoExcluido };
  });
}
