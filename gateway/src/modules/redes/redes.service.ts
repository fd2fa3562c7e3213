import { chavePropria, MENSAGENS, Permissao, veValoresDoPonto } from '@sw/common';
import { emTransacao, escopoDoUsuario, RequestContext } from '../../core/context';
import { autorizar } from '../../core/autorizacao';
import { conflito, entradaInvalida, naoAutenticado, naoEncontrado } from '../../core/errors';
import { lerPedidoLista, LIMITE_TODOS, OpcoesLista, padraoBusca, paginar as paginarConsulta, PedidoLista } from '../../core/listagem';
import * as validar from '../../core/validacao';
import { registrarLog } from '../auditoria/auditoria.service';
import { Rede } from './rede.entity';
import { RedeDTO } from './rede.types';
import { COLUNAS_FIGURAS_REDE, FiguraRede, juntarFiguras } from './redes.figuras';
import { lerAtivo } from './parametros';
import { lerValorPonto } from './redes.validacao';

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
  const qb = ctx.manager.createQueryBuilder(Rede, 'r')
    .select(['r.id AS id', 'r.nome AS nome', 'r.regiao AS regiao', 'r.valor_ponto AS valor_ponto', 'r.ativo AS ativo']);
  if (u.permissao !== Permissao.Administrador) qb.andWhere('r.ativo');
  if (redeIds) qb.andWhere('r.id = ANY(:redeIds)', { redeIds });
  if (revendaIds) qb.andWhere('r.id IN (SELECT rede_id FROM revendas WHERE id = ANY(:revendaIds))', { revendaIds });
  return qb;
}

function opcoesLista(ctx: RequestContext): OpcoesLista {
  const ordenaveis: Record<string, string> = { nome: 'r.nome', regiao: 'r.regiao', ativo: 'r.ativo' };
  // Sorting by a hidden value would leak it.
  if (veValores(ctx)) ordenaveis.valorPonto = 'r.valor_ponto';
  for (const [campo, expressao] of Object.entries(COLUNAS_FIGURAS_REDE)) {
    if (campo !== 'totalCusto' || veValores(ctx)) ordenaveis[campo] = expressao;
  }
  return { ordenaveis, padrao: { campo: 'nome', direcao: 'ASC' } };
}

function paraDTO(ctx: RequestContext, l: Record<string, any>, completo: boolean): RedeDTO {
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

/** Reads the list request of either paging dialect (REST query or GraphQL arguments). */
export function lerPedido(ctx: RequestContext, q: Record<string, unknown>): PedidoLista {
  return lerPedidoLista(q, opcoesLista(ctx));
}

/** The Redes list, paged and sorted in SQL; figures joined when asked for or sorted by. */
export async function paginar(ctx: RequestContext, pedido: PedidoLista, filtro: FiltroRedes): Promise<{ linhas: RedeDTO[]; total: number }> {
  const opcoes = opcoesLista(ctx);
  const qb = consultaVisivel(ctx);
  const ativo = filtro.ativo ?? lerAtivo(pedido.filtros.ativo);
  if (ativo !== null && ativo !== undefined) qb.andWhere('r.ativo = :ativo', { ativo });
  if (pedido.busca) qb.andWhere('(r.nome ILIKE :busca OR r.regiao ILIKE :busca)', { busca: padraoBusca(pedido.busca) });
  const completo = Boolean(filtro.completo) || chavePropria(COLUNAS_FIGURAS_REDE, pedido.campo);
  if (completo) juntarFiguras(qb, escopoDoUsuario(ctx).revendaIds);
  const { linhas, total } = await paginarConsulta(qb, pedido, { ...opcoes, desempate: 'r.id' });
  return { linhas: linhas.map((l) => paraDTO(ctx, l, Boolean(filtro.completo) || completo)), total };
}

/** GET /api/redes without paging: every visible network by name (ativo=1 narrows, completo adds figures). */
export async function listar(ctx: RequestContext, filtro: FiltroRedes): Promise<RedeDTO[]> {
  const pedido: PedidoLista = { pagina: 1, limite: LIMITE_TODOS, campo: 'nome', direcao: 'ASC', busca: null, filtros: {} };
  const { linhas } = await paginar(ctx, pedido, { ...filtro, ativo: filtro.ativo ? true : null });
  return linhas;
}

/** A network the caller may see (with its figures), or 404. */
export async function obter(ctx: RequestContext, id: unknown, completo = true): Promise<RedeDTO> {
  const rid = idDeRede(id);
  const qb = consultaVisivel(ctx).andWhere('r.id = :rid', { rid });
  if (completo) juntarFiguras(qb, escopoDoUsuario(ctx).revendaIds);
  const linha = await qb.getRawOne();
  if (!linha) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  return paraDTO(ctx, linha, completo);
}

export function idDeRede(valor: unknown): number {
  const n = Number(valor);
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  return n;
}

async function nomeEmUso(ctx: RequestContext, nome: string, exceto?: number): Promise<boolean> {
  const [linha] = await ctx.manager.query(`SELECT 1 FROM redes WHERE lower(nome) = lower($1) AND id <> $2`, [nome, exceto ?? 0]);
  return Boolean(linha);
}

const duplicada = (e: any) => {
  if (e?.code === '23505') throw conflito(MENSAGENS.redeJaCadastrada);
  throw e;
};

/** Cadastrar Rede (POST /api/redes): nome, regiao and valorPonto, with the form's messages. */
export async function criar(ctx: RequestContext, entrada: Record<string, unknown>): Promise<RedeDTO> {
  usuarioAtual(ctx);
  const nome = validar.textoObrigatorio(entrada.nome, 'Nome', { max: 120, mensagem: MENSAGENS.informeNome });
  const regiao = validar.textoObrigatorio(entrada.regiao, 'Região', { max: 120, mensagem: MENSAGENS.informeRegiao });
  const valorPonto = lerValorPonto(entrada.valorPonto);
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
export async function atualizar(ctx: RequestContext, id: unknown, entrada: Record<string, unknown>): Promise<RedeDTO> {
  usuarioAtual(ctx);
  const rid = idDeRede(id);
  const campos = ['nome', 'regiao', 'valorPonto'].filter((c) => c in entrada);
  const mudaAtivo = 'ativo' in entrada;
  if (!campos.length && !mudaAtivo) throw entradaInvalida(MENSAGENS.requisicaoInvalida);
  if (mudaAtivo) autorizar(ctx, 'redes.ativar');
  if (campos.length) autorizar(ctx, 'redes.editar');
  const mudancas: Partial<Rede> = {};
  if ('nome' in entrada) mudancas.nome = validar.textoObrigatorio(entrada.nome, 'Nome', { max: 120, mensagem: MENSAGENS.informeNome });
  if ('regiao' in entrada) mudancas.regiao = validar.textoObrigatorio(entrada.regiao, 'Região', { max: 120, mensagem: MENSAGENS.informeRegiao });
  if ('valorPonto' in entrada) mudancas.valorPonto = lerValorPonto(entrada.valorPonto);
  if (mudaAtivo) mudancas.ativo = validar.booleano(entrada.ativo, 'Ativo');

  await emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Rede, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
    if (mudancas.nome && (await nomeEmUso(tx, mudancas.nome, rid))) throw conflito(MENSAGENS.redeJaCadastrada);
    await tx.manager.update(Rede, rid, mudancas).catch(duplicada);
    if (campos.length) {
      const antes = Object.fromEntries(campos.map((c) => [c, (atual as any)[c]]));
      await registrarLog(tx, 'rede.editar', { id: rid, antes, depois: Object.fromEntries(campos.map((c) => [c, (mudancas as any)[c]])) });
    }
    if (mudaAtivo && mudancas.ativo !== atual.ativo) await registrarLog(tx, 'rede.ativar', { id: rid, nome: atual.nome, ativo: mudancas.ativo });
  });
  return obter(ctx, rid, false);
}

/** DELETE /api/redes/{id}: refused while stores belong to it (they would lose their network). */
export async function excluir(ctx: RequestContext, id: unknown): Promise<{ id: number }> {
  usuarioAtual(ctx);
  const rid = idDeRede(id);
  return emTransacao(ctx, async (tx) => {
    await obter(tx, rid, false);
    const atual = await tx.manager.createQueryBuilder(Rede, 'r').setLock('pessimistic_write').where('r.id = :rid', { rid }).getOne();
    if (!atual) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
    const [{ n }] = await tx.manager.query(`SELECT count(*)::int AS n FROM revendas WHERE rede_id = $1`, [rid]);
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
