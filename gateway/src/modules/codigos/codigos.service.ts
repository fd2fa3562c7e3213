import { EXPIRACAO_MAXIMA_CODIGO, MENSAGENS_CONTAS as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, naoEncontrado } from '../../core/errors';
import { LIMITE_TODOS, padraoBusca } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { hojeEmSaoPaulo } from '../parceiros/parceiros-validacao';
import { CodigoCadastroDTO, codigoDTO, LinhaCodigo, PontuacaoCodigoDTO } from './codigos.types';

/**
 * Sign-up codes (spec 2 "Códigos de cadastro", §5): staff register, edit and delete them; a member
 * who registers with one gets its points once (codigos-uso.ts). Dates are São Paulo days.
 */

const COLUNAS = `id, codigo, pontos, usos, usos_realizados, to_char(expira_em, 'YYYY-MM-DD') AS expira_em, criado_em`;

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function lerCodigo(v: unknown): string {
  if (vazio(v)) throw entradaInvalida(M.informeCodigo);
  const t = String(v).trim().toUpperCase();
  if (!/^[A-Z0-9_-]{1,40}$/.test(t)) throw entradaInvalida(M.codigoFormato);
  return t;
}

function quantidade(v: unknown, vazioMsg: string, minimoMsg: string): number {
  if (vazio(v)) throw entradaInvalida(vazioMsg);
  const n = Number(v);
  if (!Number.isInteger(n)) throw entradaInvalida(vazioMsg);
  if (n < 1) throw entradaInvalida(minimoMsg);
  if (n > 1_000_000_000) throw entradaInvalida(vazioMsg);
  return n;
}

/** Optional expiry: from today (São Paulo) to 2999-12-31; YYYY-MM-DD (a time part is ignored) or DD/MM/YYYY. */
export function lerExpiracao(v: unknown, hoje = hojeEmSaoPaulo()): string | null {
  if (vazio(v)) return null;
  const t = String(v).trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : t.slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw entradaInvalida(M.expiracaoInvalida);
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) throw entradaInvalida(M.expiracaoInvalida);
  if (iso < hoje || iso > EXPIRACAO_MAXIMA_CODIGO) throw entradaInvalida(M.expiracaoInvalida);
  return iso;
}

function lerDados(e: Record<string, unknown>) {
  return {
    codigo: lerCodigo(e.codigo),
    pontos: quantidade(e.pontos, M.informePontos, M.pontosMinimo),
    usos: quantidade(e.usos, M.informeUsos, M.usosMinimo),
    expiraEm: lerExpiracao(e.expiraEm),
  };
}

function lerId(v: unknown): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw naoEncontrado(M.codigoNaoEncontrado);
  return n;
}

const unico = (e: unknown): never => {
  if ((e as { code?: string })?.code === '23505') throw conflito(M.codigoJaCadastrado);
  throw e;
};

/** GET /api/codigos-cadastro: every code, newest first (the list is short and unpaged, as in the contract). */
export async function listar(ctx: RequestContext): Promise<CodigoCadastroDTO[]> {
  const linhas: LinhaCodigo[] = await ctx.manager.query(`SELECT ${COLUNAS} FROM codigos_cadastro ORDER BY criado_em DESC, id DESC LIMIT ${LIMITE_TODOS}`);
  return linhas.map(codigoDTO);
}

export async function criar(ctx: RequestContext, entrada: Record<string, unknown>): Promise<CodigoCadastroDTO> {
  const d = lerDados(entrada);
  return emTransacao(ctx, async (tx) => {
    const [l]: LinhaCodigo[] = await tx.manager
      .query(`INSERT INTO codigos_cadastro (codigo, pontos, usos, expira_em) VALUES ($1, $2, $3, $4) RETURNING ${COLUNAS}`, [d.codigo, d.pontos, d.usos, d.expiraEm])
      .catch(unico);
    await registrarLog(tx, 'codigos_cadastro.criar', { id: l.id, ...d });
    return codigoDTO(l);
  });
}

/**
 * PUT /api/codigos-cadastro/{id}: the whole form again. Uses allowed cannot drop below the uses
 * already made; an expiry already past stays accepted only when unchanged.
 */
export async function atualizar(ctx: RequestContext, idBruto: unknown, entrada: Record<string, unknown>): Promise<CodigoCadastroDTO> {
  const id = lerId(idBruto);
  return emTransacao(ctx, async (tx) => {
    const [atual]: LinhaCodigo[] = await tx.manager.query(`SELECT ${COLUNAS} FROM codigos_cadastro WHERE id = $1 FOR UPDATE`, [id]);
    if (!atual) throw naoEncontrado(M.codigoNaoEncontrado);
    const mesmaExpiracao = !vazio(entrada.expiraEm) && String(entrada.expiraEm).slice(0, 10) === atual.expira_em;
    const d = lerDados({ ...entrada, expiraEm: mesmaExpiracao ? null : entrada.expiraEm });
    const expiraEm = mesmaExpiracao ? atual.expira_em : d.expiraEm;
    if (d.usos < atual.usos_realizados) throw entradaInvalida(M.usosAbaixoDosRealizados(atual.usos_realizados));
    const [[l]]: [LinhaCodigo[], number] = await tx.manager
      .query(`UPDATE codigos_cadastro SET codigo = $2, pontos = $3, usos = $4, expira_em = $5, atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`,
        [id, d.codigo, d.pontos, d.usos, expiraEm])
      .catch(unico);
    await registrarLog(tx, 'codigos_cadastro.editar', { id, antes: codigoDTO(atual), depois: { ...d, expiraEm } });
    return codigoDTO(l);
  });
}

/** DELETE /api/codigos-cadastro/{id}: the code stops working; its uses stay in the report under its text. */
export async function excluir(ctx: RequestContext, idBruto: unknown): Promise<{ mensagem: string }> {
  const id = lerId(idBruto);
  return emTransacao(ctx, async (tx) => {
    const [[l]] = await tx.manager.query(`DELETE FROM codigos_cadastro WHERE id = $1 RETURNING codigo`, [id]);
    if (!l) throw naoEncontrado(M.codigoNaoEncontrado);
    await registrarLog(tx, 'codigos_cadastro.excluir', { id, codigo: l.codigo });
    return { mensagem: M.codigoExcluido };
  });
}

/** GET /api/pontuacoes-codigo?search: who registered with which code (search by code, name or CPF), newest first. */
export async function pontuacoes(ctx: RequestContext, buscaBruta: unknown): Promise<PontuacaoCodigoDTO[]> {
  const busca = typeof buscaBruta === 'string' ? buscaBruta.trim().slice(0, 100) : '';
  const digitos = busca.replace(/\D/g, '');
  const params: unknown[] = [];
  let filtro = '';
  if (busca) {
    params.push(padraoBusca(busca));
    filtro = `WHERE (u.codigo ILIKE $1 OR p.nome ILIKE $1${digitos.length >= 3 ? ` OR p.cpf LIKE $2` : ''})`;
    if (digitos.length >= 3) params.push(`%${digitos}%`);
  }
  const linhas = await ctx.manager.query(
    `SELECT u.id, u.codigo, u.pontos, u.usado_em, p.nome, p.cpf FROM codigos_cadastro_usos u JOIN parceiros p ON p.id = u.parceiro_id
     ${filtro} ORDER BY u.usado_em DESC, u.id DESC LIMIT ${LIMITE_TODOS}`, params);
  return linhas.map((l: { id: string; codigo: string; pontos: number; usado_em: Date; nome: string; cpf: string }) => ({
    id: String(l.id), codigo: l.codigo, pontos: l.pontos, dataUtilizacao: l.usado_em, parceiro: { nome: l.nome, cpf: l.cpf },
  }));
}
