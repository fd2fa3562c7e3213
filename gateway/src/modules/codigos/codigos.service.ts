import { MENSAGENS_CONTAS as M } from '@sw/common';
import { emTransacao, RequestContext } from '../../core/context';
import { conflito, entradaInvalida, erroDoBanco, naoEncontrado } from '../../core/errors';
import { buscaPosicional } from '../../core/busca';
import { LIMITE_TODOS } from '../../core/listagem';
import { registrarLog } from '../auditoria/auditoria.service';
import { diaDe } from '../../core/calendario';
import { CodigoCadastroDTO, codigoDTO, LinhaCodigo, PontuacaoCodigoDTO } from './codigos.types';
import { analisar, Entrada } from '../../core/esquema';
import * as esquemas from './codigos.esquemas';
import type { Alteracao } from '../../db/resultado-sql';

/**
 * Sign-up codes (spec 2 "Códigos de cadastro", §5): staff register, edit and delete them; a member
 * who registers with one gets its points once (codigos-uso.ts). Dates are São Paulo days.
 */

const COLUNAS = `id, codigo, pontos, usos, usos_realizados, to_char(expira_em, 'YYYY-MM-DD') AS expira_em, criado_em`;

/** Codes from callers that did not parse them yet (the registration form). */
export const lerCodigo = (v: unknown): string => analisar(esquemas.codigo, v);

/** An expiry before today (São Paulo) is refused, unless it is the code's own one left unchanged. */
function conferirExpiracao(expiraEm: string | null, atual: string | null = null): void {
  if (expiraEm && expiraEm !== atual && expiraEm < diaDe(new Date())) throw entradaInvalida(M.expiracaoInvalida);
}

const unico = (e: unknown): never => {
  if (erroDoBanco(e).codigo === '23505') throw conflito(M.codigoJaCadastrado);
  throw e;
};

/** GET /api/codigos-cadastro: every code, newest first (the list is short and unpaged, as in the contract). */
export async function listar(ctx: RequestContext): Promise<CodigoCadastroDTO[]> {
  const linhas = await ctx.manager.query<LinhaCodigo[]>(`SELECT ${COLUNAS} FROM codigos_cadastro ORDER BY criado_em DESC, id DESC LIMIT ${LIMITE_TODOS}`);
  return linhas.map(codigoDTO);
}

export async function criar(ctx: RequestContext, d: Entrada<typeof esquemas.criar>): Promise<CodigoCadastroDTO> {
  conferirExpiracao(d.expiraEm ?? null);
  return emTransacao(ctx, async (tx) => {
    const [l] = await tx.manager
      .query<LinhaCodigo[]>(`INSERT INTO codigos_cadastro (codigo, pontos, usos, expira_em) VALUES ($1, $2, $3, $4) RETURNING ${COLUNAS}`, [
        d.codigo,
        d.pontos,
        d.usos,
        d.expiraEm ?? null,
      ])
      .catch(unico);
    await registrarLog(tx, 'codigos_cadastro.criar', { id: l.id, ...d });
    return codigoDTO(l);
  });
}

/**
 * PUT /api/codigos-cadastro/{id}: the whole form again. Uses allowed cannot drop below the uses
 * already made; an expiry already past stays accepted only when unchanged.
 */
export async function atualizar(ctx: RequestContext, id: string, d: Entrada<typeof esquemas.criar>): Promise<CodigoCadastroDTO> {
  return emTransacao(ctx, async (tx) => {
    // ::bigint: a well-formed id past the column's range is simply not found.
    const [atual] = await tx.manager.query<LinhaCodigo[]>(`SELECT ${COLUNAS} FROM codigos_cadastro WHERE id = $1::bigint FOR UPDATE`, [id]);
    if (!atual) throw naoEncontrado(M.codigoNaoEncontrado);
    const expiraEm = d.expiraEm ?? null;
    conferirExpiracao(expiraEm, atual.expira_em);
    if (d.usos < atual.usos_realizados) throw entradaInvalida(M.usosAbaixoDosRealizados(atual.usos_realizados));
    const [[l]] = await tx.manager
      .query<Alteracao<LinhaCodigo>>(
        `UPDATE codigos_cadastro SET codigo = $2, pontos = $3, usos = $4, expira_em = $5, atualizado_em = now() WHERE id = $1 RETURNING ${COLUNAS}`,
        [atual.id, d.codigo, d.pontos, d.usos, expiraEm],
      )
      .catch(unico);
    await registrarLog(tx, 'codigos_cadastro.editar', { id: atual.id, antes: codigoDTO(atual), depois: { ...d, expiraEm } });
    return codigoDTO(l);
  });
}

/** DELETE /api/codigos-cadastro/{id}: the code stops working; its uses stay in the report under its text. */
export async function excluir(ctx: RequestContext, id: string): Promise<{ mensagem: string }> {
  return emTransacao(ctx, async (tx) => {
    const [[l]] = await tx.manager.query<Alteracao<{ id: number; codigo: string }>>(`DELETE FROM codigos_cadastro WHERE id = $1::bigint RETURNING id, codigo`, [
      id,
    ]);
    if (!l) throw naoEncontrado(M.codigoNaoEncontrado);
    await registrarLog(tx, 'codigos_cadastro.excluir', { id: l.id, codigo: l.codigo });
    return { mensagem: M.codigoExcluido };
  });
}

/** GET /api/pontuacoes-codigo?search: who registered with which code (search by code, name or CPF), newest first. */
export async function pontuacoes(ctx: RequestContext, busca = ''): Promise<PontuacaoCodigoDTO[]> {
  const condicao = buscaPosicional(busca, { textos: ['p.nome'], codigos: ['u.codigo'], documentos: ['p.cpf'] }, 0);
  const params = condicao?.valores ?? [];
  const filtro = condicao ? `WHERE ${condicao.sql}` : '';
  const linhas = await ctx.manager.query<{ id: string; codigo: string; pontos: number; usado_em: Date; nome: string; cpf: string }[]>(
    `SELECT u.id, u.codigo, u.pontos, u.usado_em, p.nome, p.cpf FROM codigos_cadastro_usos u JOIN parceiros p ON p.id = u.parceiro_id
     ${filtro} ORDER BY u.usado_em DESC, u.id DESC LIMIT ${LIMITE_TODOS}`,
    params,
  );
  return linhas.map((l) => ({
    id: String(l.id),
    codigo: l.codigo,
    pontos: l.pontos,
    dataUtilizacao: l.usado_em,
    parceiro: { nome: l.nome, cpf: l.cpf },
  }));
}
