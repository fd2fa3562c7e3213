import { MENSAGENS, Permissao, somarQuantidadesPesquisa } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { Pagina, paginar, PedidoLista } from '../../core/listagem';
import { Entrada } from '../../core/esquema';
import { registrarLog } from '../auditoria/auditoria.service';
import { PesquisaMercado } from './pesquisa-mercado.entity';
import { PesquisaMercadoDTO } from './pesquisa-mercado.types';
import * as esquemas from './pesquisas.esquemas';
import { OPCOES_LISTA } from './pesquisas.esquemas';
import { redeDoFiltro } from '../../core/filtro-rede';

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
      'p.id AS id',
      'p.revenda_id AS revenda_id',
      'r.cnpj AS cnpj',
      'r.nome_fantasia AS revenda',
      'r.rede_id AS rede_id',
      'rd.nome AS rede',
      'p.cidade AS cidade',
      'p.categoria AS categoria',
      'p.comunicacao AS comunicacao',
      'p.qtde_vendedores AS qtde_vendedores',
      'p.faturamento AS faturamento',
      'p.media_mensal AS media_mensal',
      'p.share AS share',
      'p.produtos_mais_vendidos AS produtos_mais_vendidos',
      'p.produtos_mais_vendidos_concorrentes AS produtos_mais_vendidos_concorrentes',
      'p.qtde_produtos_vendidos AS qtde_produtos_vendidos',
      'p.fonte AS fonte',
      'p.criado_em AS criado_em',
    ]);
  if (u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  return qb;
}

/** A row of `consulta` (raw: numeric columns come as text). */
interface LinhaPesquisa {
  id: number;
  revenda_id: number;
  cnpj: string;
  revenda: string;
  rede_id: number;
  rede: string;
  cidade: string;
  categoria: string;
  comunicacao: string;
  qtde_vendedores: number;
  faturamento: string;
  media_mensal: string;
  share: string;
  produtos_mais_vendidos: PesquisaMercadoDTO['produtosMaisVendidos'];
  produtos_mais_vendidos_concorrentes: PesquisaMercadoDTO['produtosMaisVendidos'];
  qtde_produtos_vendidos: number;
  fonte: string;
  criado_em: Date;
}

function dto(l: LinhaPesquisa): PesquisaMercadoDTO {
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

/** The filters of the list (both doors). */
export interface FiltrosPesquisas {
  rede?: string;
  revendaId?: string;
  cnpjRevenda?: string;
}

/**
 * GET /api/pesquisa_mercado?rede, query pesquisasMercado: the surveys in the caller's scope,
 * optionally of one network or store, searched by store, CNPJ, city or category.
 */
export async function paginarPesquisas(ctx: RequestContext, pedido: PedidoLista, filtros: FiltrosPesquisas): Promise<Pagina<PesquisaMercadoDTO>> {
  const qb = consulta(ctx);
  const redeId = await redeDoFiltro(ctx, filtros.rede);
  if (redeId) qb.andWhere('r.rede_id = :redeId', { redeId });
  if (filtros.revendaId) qb.andWhere('p.revenda_id = :revendaId', { revendaId: filtros.revendaId });
  const cnpj = filtros.cnpjRevenda?.replace(/\D/g, '');
  if (cnpj) qb.andWhere('r.cnpj = :cnpj', { cnpj });
  aplicarBusca(qb, pedido.busca, { textos: ['r.nome_fantasia', 'p.cidade', 'p.categoria'], documentos: ['r.cnpj'] });
  const pagina = await paginar(qb, pedido, { ...OPCOES_LISTA, desempate: 'p.id' });
  // paginar reads raw rows (the select above), typed by the builder's entity.
  return { ...pagina, linhas: (pagina.linhas as unknown as LinhaPesquisa[]).map(dto) };
}

/** One survey in the caller's scope (404 otherwise). */
export async function obter(ctx: RequestContext, id: string | number): Promise<PesquisaMercadoDTO> {
  // The column is an int: a larger well-formed id names nothing.
  if (Number(id) > 2_147_483_647) throw naoEncontrado('Pesquisa não encontrada.');
  const linha = await consulta(ctx).andWhere('p.id = :id', { id }).getRawOne();
  if (!linha) throw naoEncontrado('Pesquisa não encontrada.');
  return dto(linha);
}

/** The store a survey is about: it must exist and be within the caller's sight (else "not found"). */
async function lojaVisivel(ctx: RequestContext, loja: { id: string } | { cnpj: string }): Promise<{ id: number; endCidade: string | null }> {
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

type DadosPesquisa = Entrada<typeof esquemas.criar>;

/** Resolves the store and recomputes the total: the row as it will be stored. */
async function montar(ctx: RequestContext, dados: DadosPesquisa) {
  const loja = await lojaVisivel(ctx, dados.revendaId !== undefined ? { id: dados.revendaId } : { cnpj: dados.cnpjRevenda as string });
  const cidade = dados.cidade ?? loja.endCidade?.trim() ?? null;
  if (!cidade) throw entradaInvalida(MENSAGENS.obrigatorio('Cidade'));
  const { revendaId: _, cnpjRevenda: __, ...resto } = dados;
  return {
    ...resto,
    revendaId: loja.id,
    cidade,
    qtdeProdutosVendidos: somarQuantidadesPesquisa(dados.produtosMaisVendidosConcorrentes),
  };
}

/** POST /api/pesquisa_mercado, mutation criarPesquisaMercado. */
export async function criar(ctx: RequestContext, dados: DadosPesquisa): Promise<PesquisaMercadoDTO> {
  const u = usuarioAtual(ctx);
  return emTransacao(ctx, async (tx) => {
    const linha = await montar(tx, dados);
    const salva = await tx.manager.save(tx.manager.create(PesquisaMercado, { ...linha, criadoPorId: u.id }));
    await registrarLog(tx, 'pesquisa.criar', { id: salva.id, revendaId: linha.revendaId });
    return obter(tx, salva.id);
  });
}

/**
 * PUT /api/pesquisa_mercado/{id}, mutation atualizarPesquisaMercado: the fields sent replace the
 * stored ones (each already checked by the schema); the store and total are resolved again.
 */
export async function atualizar(ctx: RequestContext, id: string, enviado: Partial<DadosPesquisa>): Promise<PesquisaMercadoDTO> {
  return emTransacao(ctx, async (tx) => {
    const atual = await obter(tx, id);
    const definidos = Object.fromEntries(Object.entries(enviado).filter(([, v]) => v !== undefined)) as Partial<DadosPesquisa>;
    const trocaLoja = definidos.revendaId !== undefined || definidos.cnpjRevenda !== undefined;
    const dados: DadosPesquisa = {
      revendaId: trocaLoja ? definidos.revendaId : String(atual.revendaId),
      cnpjRevenda: trocaLoja ? definidos.cnpjRevenda : undefined,
      cidade: definidos.cidade ?? atual.cidade,
      categoria: definidos.categoria ?? atual.categoria,
      comunicacao: definidos.comunicacao ?? atual.comunicacao,
      qtdeVendedores: definidos.qtdeVendedores ?? atual.qtdeVendedores,
      faturamento: definidos.faturamento ?? atual.faturamento,
      mediaMensal: definidos.mediaMensal ?? atual.mediaMensal,
      share: definidos.share ?? atual.share,
      fonte: definidos.fonte ?? (atual.fonte as DadosPesquisa['fonte']),
      produtosMaisVendidos: definidos.produtosMaisVendidos ?? atual.produtosMaisVendidos,
      produtosMaisVendidosConcorrentes: definidos.produtosMaisVendidosConcorrentes ?? atual.produtosMaisVendidosConcorrentes,
    };
    const linha = await montar(tx, dados);
    await tx.manager.update(PesquisaMercado, atual.id, linha);
    await registrarLog(tx, 'pesquisa.editar', { id: atual.id, revendaId: linha.revendaId });
    return obter(tx, atual.id);
  });
}

/** DELETE /api/pesquisa_mercado/{id}, mutation excluirPesquisaMercado. */
export async function excluir(ctx: RequestContext, id: string): Promise<{ id: number }> {
  return emTransacao(ctx, async (tx) => {
    const atual = await obter(tx, id);
    await tx.manager.delete(PesquisaMercado, atual.id);
    await registrarLog(tx, 'pesquisa.excluir', { id: atual.id, revendaId: atual.revendaId, revenda: atual.revenda });
    return { id: atual.id };
  });
}
