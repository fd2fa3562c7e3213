import { MENSAGENS, Permissao, somarQuantidadesPesquisa } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { lerPedidoLista, OpcoesLista, paginar } from '../../core/listagem';
import * as validar from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { PesquisaMercado } from './pesquisa-mercado.entity';
import { PaginaPesquisasMercadoDTO, PesquisaMercadoDTO } from './pesquisa-mercado.types';
import { lerDadosPesquisa } from './pesquisas.entrada';
import { redeDoFiltro } from '../../core/filtro-rede';

/** Sortable columns as the list names them (spec 1 §9: by store, ascending, by default). */
const LISTA: OpcoesLista = {
  ordenaveis: {
    revenda: 'r.nome_fantasia',
    cnpjRevenda: 'r.cnpj',
    rede: 'rd.nome',
    cidade: 'p.cidade',
    categoria: 'p.categoria',
    comunicacao: 'p.comunicacao',
    qtdeVendedores: 'p.qtde_vendedores',
    faturamento: 'p.faturamento',
    mediaMensal: 'p.media_mensal',
    share: 'p.share',
    qtdeProdutosVendidos: 'p.qtde_produtos_vendidos',
    fonte: 'p.fonte',
    criadoEm: 'p.criado_em',
  },
  padrao: { campo: 'revenda', direcao: 'ASC' },
};

function usuarioAtual(ctx: RequestContext) {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  return u;
}

/**
 * Surveys the caller may see: those of stores in their scope (role 3: its stores; anyone with
 * idRedesPermitidas: those networks). Roles other than 2 see only active stores' surveys.
 */
function consulta(ctx: RequestContext) {
  const u = usuarioAtual(ctx);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const qb = ctx.manager
    .createQueryBuilder(PesquisaMercado, 'p')
    .innerJoin('revendas', 'r', 'r.id = p.revenda_id')
    .innerJoin('redes', 'rd', 'rd.id = r.rede_id')
    .select([
      'p.id AS id', 'p.revenda_id AS revenda_id', 'r.cnpj AS cnpj', 'r.nome_fantasia AS revenda', 'r.rede_id AS rede_id',
      'rd.nome AS rede', 'p.cidade AS cidade', 'p.categoria AS categoria', 'p.comunicacao AS comunicacao',
      'p.qtde_vendedores AS qtde_vendedores', 'p.faturamento AS faturamento', 'p.media_mensal AS media_mensal', 'p.share AS share',
      'p.produtos_mais_vendidos AS produtos_mais_vendidos', 'p.produtos_mais_vendidos_concorrentes AS produtos_mais_vendidos_concorrentes',
      'p.qtde_produtos_vendidos AS qtde_produtos_vendidos', 'p.fonte AS fonte', 'p.criado_em AS criado_em',
    ]);
  if (u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  return qb;
}

function dto(l: any): PesquisaMercadoDTO {
  return {
    id: l.id,
    revendaId: l.revenda_id,
    cnpjRevenda: l.cnpj,
    revenda: l.revenda,
    redeId: l.rede_id,
    rede: l.rede,
    cidade: l.cidade,
    categoria: l.categoria,
    comunicacao: l.comunicacao,
    qtdeVendedores: l.qtde_vendedores,
    faturamento: Number(l.faturamento),
    mediaMensal: Number(l.media_mensal),
    share: Number(l.share),
    produtosMaisVendidos: l.produtos_mais_vendidos,
    produtosMaisVendidosConcorrentes: l.produtos_mais_vendidos_concorrentes,
    qtdeProdutosVendidos: l.qtde_produtos_vendidos,
    fonte: l.fonte,
    criadoEm: l.criado_em,
  };
}

/**
 * GET /api/pesquisa_mercado?rede: the surveys in the caller's scope, optionally of one network or
 * store, searched by store, CNPJ, city or category, in pages of either dialect (all when no page
 * size is given, up to the list helper's ceiling).
 */
export async function listar(ctx: RequestContext, q: Record<string, unknown>): Promise<PaginaPesquisasMercadoDTO> {
  const semPaginacao = q.limite === undefined && q.perPage === undefined;
  const pedido = lerPedidoLista(semPaginacao ? { ...q, limite: 0 } : q, LISTA);
  const qb = consulta(ctx);
  const redeId = await redeDoFiltro(ctx, q.rede ?? pedido.filtros.rede);
  if (redeId) qb.andWhere('r.rede_id = :redeId', { redeId });
  const revenda = q.revendaId ?? pedido.filtros.revendaId;
  if (revenda !== undefined && revenda !== null && revenda !== '') qb.andWhere('p.revenda_id = :revendaId', { revendaId: validar.inteiro(revenda, 'Loja', { min: 1 }) });
  const cnpj = validar.texto(q.cnpjRevenda ?? pedido.filtros.cnpjRevenda, 'CNPJ', { max: 20 });
  if (cnpj) qb.andWhere('r.cnpj = :cnpj', { cnpj: cnpj.replace(/\D/g, '') });
  aplicarBusca(qb, pedido.busca, { textos: ['r.nome_fantasia', 'p.cidade', 'p.categoria'], documentos: ['r.cnpj'] });
  const { linhas, total } = await paginar(qb, pedido, { ...LISTA, desempate: 'p.id' });
  return { pesquisas: linhas.map(dto), total };
}

export async function obter(ctx: RequestContext, id: unknown): Promise<PesquisaMercadoDTO> {
  const linha = await consulta(ctx).andWhere('p.id = :id', { id: idValido(id) }).getRawOne();
  if (!linha) throw naoEncontrado('Pesquisa não encontrada.');
  return dto(linha);
}

function idValido(id: unknown): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado('Pesquisa não encontrada.');
  return n;
}

/** The store a survey is about: it must exist and be within the caller's sight (else "not found"). */
async function lojaVisivel(ctx: RequestContext, loja: { id: number } | { cnpj: string }): Promise<{ id: number; endCidade: string | null }> {
  const u = usuarioAtual(ctx);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const qb = ctx.manager.createQueryBuilder().select(['r.id AS id', 'r.end_cidade AS end_cidade']).from('revendas', 'r');
  if ('id' in loja) qb.where('r.id = :id', { id: loja.id });
  else qb.where('r.cnpj = :cnpj', { cnpj: loja.cnpj });
  if (u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  const r = await qb.getRawOne();
  if (!r) throw entradaInvalida('Loja não encontrada.');
  return { id: r.id, endCidade: r.end_cidade };
}

/** Checks everything, resolves the store and recomputes the total: the row as it will be stored. */
async function montar(ctx: RequestContext, entrada: Record<string, unknown>) {
  const dados = lerDadosPesquisa(entrada);
  const loja = await lojaVisivel(ctx, dados.loja);
  const cidade = dados.cidade ?? loja.endCidade?.trim() ?? null;
  if (!cidade) throw entradaInvalida(MENSAGENS.obrigatorio('Cidade'));
  const { loja: _, ...resto } = dados;
  return {
    ...resto,
    revendaId: loja.id,
    cidade,
    qtdeProdutosVendidos: somarQuantidadesPesquisa(dados.produtosMaisVendidosConcorrentes),
  };
}

/** POST /api/pesquisa_mercado. */
export async function criar(ctx: RequestContext, entrada: Record<string, unknown>): Promise<PesquisaMercadoDTO> {
  const u = usuarioAtual(ctx);
  return emTransacao(ctx, async (tx) => {
    const linha = await montar(tx, entrada);
    const salva = await tx.manager.save(tx.manager.create(PesquisaMercado, { ...linha, criadoPorId: u.id }));
    await registrarLog(tx, 'pesquisa.criar', { id: salva.id, revendaId: linha.revendaId });
    return obter(tx, salva.id);
  });
}

/**
 * PUT /api/pesquisa_mercado/{id}: the fields sent replace the stored ones and the whole survey is
 * checked again, so a partial body cannot leave it incomplete.
 */
export async function atualizar(ctx: RequestContext, id: unknown, entrada: Record<string, unknown>): Promise<PesquisaMercadoDTO> {
  return emTransacao(ctx, async (tx) => {
    const atual = await obter(tx, id);
    const enviado = Object.fromEntries(Object.entries(entrada).filter(([, v]) => v !== undefined));
    const trocaLoja = ['revendaId', 'idRevenda', 'cnpjRevenda'].some((k) => k in enviado);
    const base: Record<string, unknown> = {
      revendaId: trocaLoja ? undefined : atual.revendaId,
      cidade: atual.cidade,
      categoria: atual.categoria,
      comunicacao: atual.comunicacao,
      qtdeVendedores: atual.qtdeVendedores,
      faturamento: atual.faturamento,
      mediaMensal: atual.mediaMensal,
      share: atual.share,
      fonte: atual.fonte,
      produtosMaisVendidos: atual.produtosMaisVendidos,
      produtosMaisVendidosConcorrentes: atual.produtosMaisVendidosConcorrentes,
    };
    const linha = await montar(tx, { ...base, ...enviado });
    await tx.manager.update(PesquisaMercado, atual.id, linha);
    await registrarLog(tx, 'pesquisa.editar', { id: atual.id, revendaId: linha.revendaId });
    return obter(tx, atual.id);
  });
}

/** DELETE /api/pesquisa_mercado/{id}. */
export async function excluir(ctx: RequestContext, id: unknown): Promise<{ id: number }> {
  return emTransacao(ctx, async (tx) => {
    const atual = await obter(tx, id);
    await tx.manager.delete(PesquisaMercado, atual.id);
    await registrarLog(tx, 'pesquisa.excluir', { id: atual.id, revendaId: atual.revendaId, revenda: atual.revenda });
    return { id: atual.id };
  });
}
