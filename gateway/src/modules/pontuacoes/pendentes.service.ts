import { MENSAGENS } from '@sw/common';
import { linkArquivoDaLinha } from '../../core/arquivos';
import { emTransacao, escopoDoUsuario, escopoEmSql, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado } from '../../core/errors';
import type { Alteracao } from '../../db/resultado-sql';
import { aplicarBusca, CamposBusca } from '../../core/busca';
import { OpcoesLista, Pagina, paginar, PedidoLista } from '../../core/listagem';
import { Entrada } from '../../core/esquema';
import type * as esquemas from './pontuacoes.esquemas';
import { registrarLog } from '../auditoria/auditoria.service';
import { enfileirarParaParceiro } from '../mensagens/fila.service';
import { mensagemPontuacaoReprovada } from '../mensagens/modelos';
import { registrarStatus } from './historico-status';
import { ItemDigitado, Pontuacao } from './pontuacao.entity';
import { StatusPontuacao, STATUS_ENCERRADOS } from './pontuacoes.regras';
import { PontuacaoPendenteDTO } from './pendentes.types';

/**
 * Pontuações pendentes (spec 2 §2 processar/pontuacoes, §4): the staff queue of member claims and
 * the ways out of it — processed into a sale (concluirPontuacao, called by Nova venda), closed
 * (encerrar), rejected with a reason (reprovar) — and the way back (retornarParaPendente).
 *
 * Every transition is one conditional UPDATE (... WHERE status = <expected> RETURNING): of two
 * clicks or two staff members acting at once exactly one changes the row; the other finds no row
 * to change and is told the claim was already handled. Rules: docs/pontuacoes-pendentes.md.
 */

export const FILTROS_BUSCA = ['PARCEIRO', 'CPF', 'CNPJ', 'CODIGO', 'LOJA'] as const;
export type FiltroBusca = (typeof FILTROS_BUSCA)[number];

export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    criadoEm: 'c.criado_em',
    id: 'c.id',
    parceiro: 'lower(p.nome)',
    cpf: 'p.cpf',
    revenda: 'lower(r.nome_fantasia)',
    codRevenda: 'r.codigo',
    cnpj: 'r.cnpj',
    cidade: 'lower(r.end_cidade)',
    origem: 'c.origem',
  },
  padrao: { campo: 'criadoEm', direcao: 'DESC' },
};

/** A claim id as Nova venda's schema reads it (text): one that is not a bigint names no claim, the same 404 as an unknown one. */
function idDePontuacao(texto: string): string {
  const t = texto.trim();
  if (!/^\d{1,18}$/.test(t) || /^0+$/.test(t)) throw naoEncontrado(MENSAGENS.pontuacaoNaoEncontrada);
  return t;
}

/** The caller's reach on the claim's store `r` (core/context escopoEmSql). */
export const condicaoDeEscopo = escopoEmSql;

interface LinhaPendente {
  id: string;
  parceiro_id: number;
  parceiro: string;
  cpf: string;
  revenda: string;
  cod_revenda: string;
  cnpj: string;
  cidade: string | null;
  origem: string;
  link_arquivo: string | null;
  tipo_arquivo: string | null;
  itens: ItemDigitado[];
  criado_em: Date;
}

const dto = (l: LinhaPendente): PontuacaoPendenteDTO => ({
  id: String(l.id),
  parceiroId: l.parceiro_id,
  parceiro: l.parceiro,
  cpf: l.cpf,
  revenda: l.revenda,
  codRevenda: l.cod_revenda,
  cnpj: l.cnpj,
  cidade: l.cidade,
  origem: l.origem,
  linkArquivo: linkArquivoDaLinha(l.link_arquivo),
  tipoArquivo: l.tipo_arquivo,
  itens: (l.itens ?? []).map((i) => ({ ...i, valor: Number(i.valor), pontos: Number(i.pontos) })),
  criadoEm: l.criado_em,
});

/** GET /api/pontuacoes/pendentes: 'pendente' claims within the caller's reach, searched by one field (or all). */
export async function listarPendentes(ctx: RequestContext, pedido: PedidoLista, filtro: FiltroBusca | undefined): Promise<Pagina<PontuacaoPendenteDTO>> {
  const qb = ctx.manager
    .createQueryBuilder()
    .select([
      'c.id AS id',
      'c.parceiro_id AS parceiro_id',
      'p.nome AS parceiro',
      'p.cpf AS cpf',
      'r.nome_fantasia AS revenda',
      'r.codigo AS cod_revenda',
      'r.cnpj AS cnpj',
      'r.end_cidade AS cidade',
      'c.origem AS origem',
      'c.link_arquivo AS link_arquivo',
      'c.tipo_arquivo AS tipo_arquivo',
      'c.itens AS itens',
      'c.criado_em AS criado_em',
    ])
    .from(Pontuacao, 'c')
    .innerJoin('parceiros', 'p', 'p.id = c.parceiro_id')
    .innerJoin('revendas', 'r', 'r.id = c.revenda_id')
    .where(`c.status = 'pendente'`);
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (revendaIds) qb.andWhere('r.id = ANY(:revendaIds)', { revendaIds });
  if (redeIds) qb.andWhere('r.rede_id = ANY(:redeIds)', { redeIds });
  // The filter narrows the columns searched; without it, all of them (core/busca.ts, docs/busca.md).
  const porCampo: Record<FiltroBusca, CamposBusca> = {
    PARCEIRO: { textos: ['p.nome'] },
    CPF: { documentos: ['p.cpf'] },
    CNPJ: { documentos: ['r.cnpj'] },
    CODIGO: { codigos: ['r.codigo'] },
    LOJA: { textos: ['r.nome_fantasia', 'r.razao_social'] },
  };
  aplicarBusca(
    qb,
    pedido.busca,
    filtro
      ? porCampo[filtro]
      : {
          textos: ['p.nome', 'r.nome_fantasia', 'r.razao_social'],
          codigos: ['r.codigo'],
          documentos: ['p.cpf', 'r.cnpj'],
        },
  );
  const { linhas, total, totalEstimado } = await paginar<Pontuacao, LinhaPendente>(qb, pedido, { ...OPCOES_LISTA, desempate: 'c.id', totalEstimavel: true });
  return { linhas: linhas.map(dto), total, totalEstimado };
}

interface Transicao {
  id: string;
  parceiro_id: number;
  criado_em: Date;
  atualizado_em: Date;
}

/**
 * Why a conditional UPDATE changed nothing: the claim is out of reach (404) or no longer in the
 * status the action expects (409, the loser of a double click).
 */
async function explicarFalha(ctx: RequestContext, id: string, esperados: StatusPontuacao[]): Promise<never> {
  const e = condicaoDeEscopo(ctx, 2);
  const [c] = await ctx.manager.query<{ status: StatusPontuacao }[]>(
    `SELECT c.status FROM pontuacoes c JOIN revendas r ON r.id = c.revenda_id WHERE c.id = $1 AND ${e.sql}`,
    [id, ...e.params],
  );
  if (!c) throw naoEncontrado(MENSAGENS.pontuacaoNaoEncontrada);
  if (esperados.includes('pendente')) throw conflito(MENSAGENS.pontuacaoJaTratada);
  throw c.status === 'pendente' ? conflito(MENSAGENS.pontuacaoJaTratada) : conflito(MENSAGENS.pontuacaoNaoEncerrada);
}

/**
 * Moves one claim from one of `de` to `para` within the caller's reach, in one statement, and
 * records the history row and the audit log. `definir` adds columns to the SET list.
 */
async function transitar(
  ctx: RequestContext,
  id: string,
  de: StatusPontuacao[],
  para: StatusPontuacao,
  definir: { sql: string; params: unknown[] },
  log: { tipo: string; parametros?: Record<string, unknown>; justificativa?: string | null },
): Promise<Transicao & { anterior: StatusPontuacao }> {
  return emTransacao(ctx, async (tx) => {
    const base = [id, de, para, ...definir.params];
    const e = condicaoDeEscopo(tx, base.length + 1);
    // The old status comes from the same row version the UPDATE changed (a self-join on the
    // locked row), so the history says exactly what this statement did.
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [[linha]] = await tx.manager.query<Alteracao<Transicao & { anterior: StatusPontuacao }>>(
      `UPDATE pontuacoes c SET status = $3, atualizado_em = now()${definir.sql ? `, ${definir.sql}` : ''}
         FROM revendas r, pontuacoes antes
        WHERE c.id = $1 AND c.status = ANY($2::varchar[]) AND r.id = c.revenda_id AND antes.id = c.id AND ${e.sql}
        RETURNING c.id, c.parceiro_id, c.criado_em, c.atualizado_em, antes.status AS anterior`,
      [...base, ...e.params],
    );
    if (!linha) return explicarFalha(tx, id, de);
    const t = linha;
    await registrarStatus(tx, { pontuacaoId: t.id, anterior: t.anterior, novo: para, justificativa: log.justificativa ?? null });
    await registrarLog(tx, log.tipo, { id: t.id, parceiroId: t.parceiro_id, de: t.anterior, para, ...log.parametros });
    return t;
  });
}

/** POST /api/pontuacoes/encerrar {identificador}: pendente → encerrada (closed without a sale). */
export async function encerrar(ctx: RequestContext, id: string): Promise<{ mensagem: string }> {
  await transitar(ctx, id, ['pendente'], 'encerrada', { sql: 'encerrado_por = $4', params: [ctx.usuario?.id ?? null] }, { tipo: 'pontuacoes.encerrar' });
  return { mensagem: MENSAGENS.pontuacaoEncerrada };
}

/**
 * POST /api/pontuacoes/reprovar {linkArquivo | identificador, reprovadoMotivo, reprovadoPor}:
 * pendente → reprovada with one of the seven reasons, by the signed-in user (a reprovadoPor sent
 * by the client is ignored: the session says who acted). The member is told by WhatsApp, through
 * the outbox, in the same transaction.
 */
export async function reprovar(ctx: RequestContext, entrada: Entrada<typeof esquemas.reprovar>): Promise<{ mensagem: string }> {
  const motivo = entrada.reprovadoMotivo;
  return emTransacao(ctx, async (tx) => {
    const id = await idDaReprovacao(tx, entrada);
    const t = await transitar(
      tx,
      id,
      ['pendente'],
      'reprovada',
      { sql: 'reprovado_motivo = $4, reprovado_por = $5', params: [motivo, tx.usuario?.id ?? null] },
      { tipo: 'pontuacoes.reprovar', parametros: { motivo }, justificativa: motivo },
    );
    const [p] = await tx.manager.query<{ nome: string }[]>(`SELECT nome FROM parceiros WHERE id = $1`, [t.parceiro_id]);
    // Keyed by the moment of this rejection: a claim returned to pending and rejected again is a new message.
    await enfileirarParaParceiro(
      tx,
      t.parceiro_id,
      mensagemPontuacaoReprovada({ nome: p.nome, motivo, enviadaEm: t.criado_em }),
      `pontuacao:${t.id}:reprovada:${new Date(t.atualizado_em).getTime()}`,
    );
    return { mensagem: MENSAGENS.pontuacaoReprovada };
  });
}

/** The claim a rejection names: its id, else the pending claim of that file (the spec's body carries only linkArquivo). */
async function idDaReprovacao(ctx: RequestContext, entrada: Entrada<typeof esquemas.reprovar>): Promise<string> {
  if (entrada.identificador) return entrada.identificador;
  const link = entrada.linkArquivo;
  if (!link) throw entradaInvalida('Informe a pontuação (identificador ou linkArquivo).');
  const e = condicaoDeEscopo(ctx, 2);
  const linhas = await ctx.manager.query<{ id: string; status: StatusPontuacao }[]>(
    `SELECT c.id, c.status FROM pontuacoes c JOIN revendas r ON r.id = c.revenda_id
      WHERE c.link_arquivo = $1 AND ${e.sql} ORDER BY (c.status = 'pendente') DESC, c.criado_em DESC LIMIT 1`,
    [link, ...e.params],
  );
  if (!linhas.length) throw naoEncontrado(MENSAGENS.pontuacaoNaoEncontrada);
  return String(linhas[0].id);
}

/** POST /api/pontuacoes/retornar-foto-pendente {identificador}: encerrada or reprovada → pendente. */
export async function retornarParaPendente(ctx: RequestContext, id: string): Promise<{ mensagem: string }> {
  // Back in the queue the claim is clean again: the old reason stays in the status history.
  await transitar(
    ctx,
    id,
    STATUS_ENCERRADOS,
    'pendente',
    { sql: 'reprovado_motivo = NULL, reprovado_por = NULL, encerrado_por = NULL', params: [] },
    { tipo: 'pontuacoes.retornarPendente' },
  );
  return { mensagem: MENSAGENS.pontuacaoRetornadaPendente };
}

/**
 * Nova venda from a claim (POST /api/pontuacoes/pontuar with venda.idPontuacao), step 1, inside the
 * sale's transaction and before the sale row exists: locks the claim, which must be pending and the
 * sale's member's. Taking this lock first makes a second processing of the same claim wait here —
 * before it touches the sale or the member's balance — and then fail cleanly (409) once the first
 * commits, instead of deadlocking with it on the member row.
 */
export async function travarPontuacaoParaVenda(
  ctx: RequestContext,
  idPontuacao: string,
  parceiroId: number,
): Promise<{ id: string; linkArquivo: string | null }> {
  const id = idDePontuacao(idPontuacao);
  const e = condicaoDeEscopo(ctx, 2);
  const [c] = await ctx.manager.query<{ id: string; status: StatusPontuacao; parceiro_id: number; link_arquivo: string | null }[]>(
    `SELECT c.id, c.status, c.parceiro_id, c.link_arquivo FROM pontuacoes c JOIN revendas r ON r.id = c.revenda_id
      WHERE c.id = $1 AND ${e.sql} FOR UPDATE OF c`,
    [id, ...e.params],
  );
  if (!c) throw naoEncontrado(MENSAGENS.pontuacaoNaoEncontrada);
  if (c.parceiro_id !== parceiroId) throw entradaInvalida(MENSAGENS.pontuacaoDeOutroVendedor);
  if (c.status !== 'pendente') throw conflito(MENSAGENS.pontuacaoJaTratada);
  return { id: String(c.id), linkArquivo: linkArquivoDaLinha(c.link_arquivo) };
}

/**
 * Step 2, right after the sale row exists (same transaction): the claim becomes 'processada' with
 * venda_id (unique: a sale comes from one claim), with its history row and audit log. Still a
 * conditional update, so it can never apply twice.
 */
export async function concluirPontuacao(ctx: RequestContext, idPontuacao: string, venda: { id: string }): Promise<void> {
  await transitar(
    ctx,
    idDePontuacao(idPontuacao),
    ['pendente'],
    'processada',
    { sql: 'venda_id = $4', params: [venda.id] },
    { tipo: 'pontuacoes.processar', parametros: { vendaId: venda.id } },
  );
}
