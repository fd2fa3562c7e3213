import { chavePropria, MENSAGENS, Permissao, veValoresDoPonto } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { autorizar } from '../../core/autorizacao';
import { Entrada } from '../../core/esquema';
import { conflito, entradaInvalida, erroDoBanco, naoAutenticado, naoEncontrado } from '../../core/errors';
import { aplicarBusca } from '../../core/busca';
import { LIMITE_TODOS, Pagina, paginar as paginarConsulta, PedidoLista } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { Rede } from './rede.entity';
import { RedeDTO } from './rede.types';
import { COLUNAS_FIGURAS_REDE, juntarFiguras } from './redes.figuras';
import type * as esquemas from './redes.esquemas';
import { OPCOES_LISTA } from './redes.esquemas';

/** Roles that see what a point costs (valorPonto, totalCusto): the one rule in common/ (veValoresDoPonto). */
const veValores = (ctx: RequestContext) => veValoresDoPonto(ctx.papel);

export interface FiltroRedes {
  ativo?: boolean | null;
  completo?: boolean;
}

function usuarioAtual(ctx: RequestContext) {
  const u = ctx.usuario;
  if (!u) throw naoAutenticado();
  return u;
}

/**
 * Networks a staff user may see: roles other than 2 only active ones; role 3 only the networks
 * of its stores; a user with idRedesPermitidas only those.
 */
function consultaVisivel(ctx: RequestContext) {
  const u = usuarioAtual(ctx);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  const qb = ctx.manager
    .createQueryBuilder(Rede, 'r')
    .select(['r.id AS id', 'r.nome AS nome', 'r.regiao AS regiao', 'r.valor_ponto AS valor_ponto', 'r.ativo AS ativo']);
  if (u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (redeIds) qb.andWhere('r.id = ANY(:redeIds)', { redeIds });
  if (revendaIds) qb.andWhere('r.id IN (SELECT rede_id FROM revendas WHERE id = ANY(:revendaIds))', { revendaIds });
  return qb;
}

/** Values only some roles see (veValoresDoPonto) cannot be sorted by the others: the order would leak them. */
const ORDENAVEIS_OCULTOS = new Set(['valorPonto', 'totalCusto']);

/** A row of the Redes query; the fig_ columns come only with the figures (juntarFiguras). */
interface LinhaRede {
  id: number;
  nome: string;
  regiao: string;
  valor_ponto: string;
  ativo: boolean;
  fig_numeroRevendas?: string;
  fig_numeroParceiros?: string;
  fig_totalVendas?: string;
  fig_totalCusto?: string;
  fig_totalPontos?: string;
  fig_saldoPontos?: string;
  fig_ultimaPontuacao?: string | Date | null;
}

function paraDTO(ctx: RequestContext, l: LinhaRede, completo: boolean): RedeDTO {
  const valores = veValores(ctx);
  const dto: RedeDTO = {
    id: l.id,
    nome: l.nome,
    regiao: l.regiao,
    valorPonto: valores ? Number(l.valor_ponto) : null,
    ativo: l.ativo,
  };
  if (completo) {
    dto.numeroRevendas = Number(l.fig_numeroRevendas);
    dto.numeroParceiros = Number(l.fig_numeroParceiros);
    dto.totalVendas = Number(l.fig_totalVendas);
    dto.totalCusto = valores ? Number(l.fig_totalCusto) : null;
    dto.totalPontos = Number(l.fig_totalPontos);
    dto.saldoPontos = Number(l.fig_saldoPontos);
    dto.ultimaPontuacao = l.fig_ultimaPontuacao ? new Date(l.fig_ultimaPontuacao) : null;
  }
  return dto;
}

/** The Redes list, paged and sorted in SQL; figures joined when asked for or sorted by. */
export async function paginar(ctx: RequestContext, pedido: PedidoLista, filtro: FiltroRedes): Promise<Pagina<RedeDTO>> {
  if (ORDENAVEIS_OCULTOS.has(pedido.campo) && !veValores(ctx)) throw entradaInvalida(`Não é possível ordenar por "${pedido.campo}".`);
  const qb = consultaVisivel(ctx);
  if (filtro.ativo !== null && filtro.ativo !== undefined) qb.andWhere('r.ativo = :ativo', { ativo: filtro.ativo });
  aplicarBusca(qb, pedido.busca, { textos: ['r.nome', 'r.regiao'] });
  const completo = Boolean(filtro.completo) || chavePropria(COLUNAS_FIGURAS_REDE, pedido.campo);
  if (completo) juntarFiguras(qb, escopoDoUsuario(ctx).revendaIds);
  const { linhas, total, totalEstimado } = await paginarConsulta<Rede, LinhaRede>(qb, pedido, { ...OPCOES_LISTA, desempate: 'r.id' });
  return { linhas: linhas.map((l) => paraDTO(ctx, l, Boolean(filtro.completo) || completo)), total, totalEstimado };
}

/** GET /api/redes without paging: every visible network by name (ativo=1 narrows, completo adds figures). */
export async function listar(ctx: RequestContext, filtro: FiltroRedes): Promise<RedeDTO[]> {
  const pedido: PedidoLista = { pagina: 1, limite: LIMITE_TODOS, campo: 'nome', direcao: 'ASC', busca: null, filtros: {} };
  const { linhas } = await paginar(ctx, pedido, { ...filtro, ativo: filtro.ativo ? true : null });
  return linhas;
}

/** A network the caller may see (with its figures), or 404. */
export async function obter(ctx: RequestContext, id: string | number, completo = true): Promise<RedeDTO> {
  const rid = idDeRede(id);
  const qb = consultaVisivel(ctx).andWhere('r.id = :rid', { rid });
  if (completo) juntarFiguras(qb, escopoDoUsuario(ctx).revendaIds);
  const linha = await qb.getRawOne<LinhaRede>();
  if (!linha) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  return paraDTO(ctx, linha, completo);
}

/** The id column is an int4: a well-formed id beyond it names no network. */
function idDeRede(id: string | number): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  return n;
}

async function nomeEmUso(ctx: RequestContext, nome: string, exceto?: number): Promise<boolean> {
  const [linha] = await ctx.manager.query<{ '?column?': number }[]>(`SELECT 1 FROM redes WHERE lower(nome) = lower($1) AND id <> $2`, [nome, exceto ?? 0]);
  return Boolean(linha);
}

const duplicada = (e: unknown) => {
  if (erroDoBanco(e).codigo === '23505') throw conflito(MENSAGENS.redeJaCadastrada);
  throw e;
};

/** Cadastrar Rede (POST /api/redes): nome, regiao and valorPonto, with the form's messages. */
export async function criar(ctx: RequestContext, { nome, regiao, valorPonto }: Entrada<typeof esquemas.criar>): Promise<RedeDTO> {
  usuarioAtual(ctx);
  const id = await emTransacao(ctx, async (tx) => {
    if (await nomeEmUso(tx, nome)) throw conflito(MENSAGENS.redeJaCadastrada);
    const salva = await tx.manager.save(tx.manager.create(Rede, { nome, regiao, valorPonto, ativo: true })).catch(duplicada);
    await registrarLog(tx, 'rede.criar', { id: salva.id, nome, regiao, valorPonto });
    return salva.id;
  });
  return obter(ctx, id, false);
}

/**
 * PUT /api/redes/{id}: the edit dialog's fields (nome, regiao, valorPonto; roles 1–2) and/or the
 * Sim/Não toggle {ativo} (role 2 only). Fields left out keep their value.
 */
export async function atualizar(ctx: RequestContext, id: string, entrada: Entrada<typeof esquemas.atualizar>): Promise<RedeDTO> {
  usuarioAtual(ctx);
  const rid = idDeRede(id);
  const campos = (['nome', 'regiao', 'valorPonto'] as const).filter((c) => entrada[c] !== undefined);
  const mudaAtivo = entrada.ativo !== undefined;
  if (mudaAtivo) autorizar(ctx, 'redes.ativar');
  if (campos.length) autorizar(ctx, 'redes.editar');
  const mudancas: Partial<Rede> = Object.fromEntries([...campos, ...(mudaAtivo ? ['ativo' as const] : [])].map((c) => [c, entrada[c]]));

  await emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Rede, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
    if (mudancas.nome && (await nomeEmUso(tx, mudancas.nome, rid))) throw conflito(MENSAGENS.redeJaCadastrada);
    await tx.manager.update(Rede, rid, mudancas).catch(duplicada);
    if (campos.length) {
      const antes = Object.fromEntries(campos.map((c) => [c, atual[c]]));
      await registrarLog(tx, 'rede.editar', { id: rid, antes, depois: Object.fromEntries(campos.map((c) => [c, mudancas[c]])) });
    }
    if (mudaAtivo && mudancas.ativo !== atual.ativo) await registrarLog(tx, 'rede.ativar', { id: rid, nome: atual.nome, ativo: mudancas.ativo });
  });
  return obter(ctx, rid, false);
}

/** DELETE /api/redes/{id}: refused while stores belong to it (they would lose their network). */
export async function excluir(ctx: RequestContext, id: string): Promise<{ id: number }> {
  usuarioAtual(ctx);
  const rid = idDeRede(id);
  return emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Rede, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
    const [{ n }] = await tx.manager.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM revendas WHERE rede_id = $1`, [rid]);
    if (n > 0) throw conflito(MENSAGENS.redeComLojas);
    await tx.manager.delete(Rede, rid).catch((e) => {
      // Anything else that points at the network (added by later features) also keeps it.
      if (e?.code === '23503') throw conflito('Não é possível excluir a rede: há registros vinculados a ela.');
      throw e;
    });
    await registrarLog(tx, 'rede.excluir', { id: rid, nome: atual.nome });
    return { id: rid };
  });
}
