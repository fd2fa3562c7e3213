import { RequestContext } from '../../core/context';
import { naoAutenticado, naoEncontrado } from '../../core/errors';
import { MENSAGENS } from '@sw/common';
import { consultaParceiros, idDoParceiro } from './parceiros-consulta';
import { JustificativaParceiro } from './justificativa.entity';
import { JustificativaParceiroDTO } from './parceiros-painel.types';

/**
 * Status history of a salesperson. Entries are written only by a status change, inside its
 * transaction (parceiros-painel.service.ts), so the history and the status never disagree.
 */

export async function registrar(tx: RequestContext, entrada: { parceiroId: number; anterior: boolean; novo: boolean; justificativa: string }): Promise<void> {
  const u = tx.usuario;
  if (!u) throw naoAutenticado();
  await tx.manager.insert(JustificativaParceiro, {
    parceiroId: entrada.parceiroId,
    usuarioId: u.id,
    usuarioNome: u.nome,
    statusAnterior: entrada.anterior ? 1 : 0,
    statusNovo: entrada.novo ? 1 : 0,
    justificativa: entrada.justificativa,
    createdAt: new Date(),
  });
}

/** Newest first, for a salesperson the caller may see (404 otherwise). */
export async function listar(ctx: RequestContext, id: string | number): Promise<JustificativaParceiroDTO[]> {
  const parceiroId = idDoParceiro(id);
  const visivel = await (await consultaParceiros(ctx, { id: parceiroId })).getRawOne();
  if (!visivel) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  const linhas = await ctx.manager.query<
    { id: string; created_at: Date; usuario_nome: string; status_anterior: number; status_novo: number; justificativa: string }[]
  >(
    `SELECT id, created_at, usuario_nome, status_anterior, status_novo, justificativa
       FROM parceiros_justificativas WHERE parceiro_id = $1 ORDER BY created_at DESC, id DESC`,
    [parceiroId],
  );
  return linhas.map((l) => ({
    id: Number(l.id),
    criadoEm: l.created_at,
    usuario: { nome: l.usuario_nome },
    statusAnterior: Number(l.status_anterior),
    statusNovo: Number(l.status_novo),
    justificativa: l.justificativa,
  }));
}

/** The contract's REST shape: snake_case keys, as the legacy history dialog reads them. */
export const justificativaRest = (j: JustificativaParceiroDTO) => ({
  id: j.id,
  created_at: j.criadoEm,
  usuario: { nome: j.usuario.nome },
  status_anterior: j.statusAnterior,
  status_novo: j.statusNovo,
  justificativa: j.justificativa,
});
