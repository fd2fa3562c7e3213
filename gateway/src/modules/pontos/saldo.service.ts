import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { entradaInvalida, naoAutenticado, naoEncontrado, proibido } from '../../core/errors';
import { condicoesDeEscopo, FUSO } from './pontos-painel.escopo';

/**
 * A member's balance (spec 3 §7 GET /api/pontuacoes/saldo/{id}), and — beyond the spec — the
 * points that expire next and on which day, so the storefront can warn before they go.
 * A member reads only their own; staff read any member they may see.
 */

export interface SaldoPontos {
  id: number;
  saldoPontos: number;
  /** The open points due on the earliest due day (YYYY-MM-DD); null when nothing is open. */
  proximoVencimento: { pontos: number; venceEm: string } | null;
}

export async function exigirVisivel(ctx: RequestContext, id: number): Promise<void> {
  const params: unknown[] = [id];
  const condicoes = ['p.id = $1', ...condicoesDeEscopo(ctx, params)];
  const [linha] = await ctx.manager.query<{ '?column?': number }[]>(
    `SELECT 1 FROM parceiros p JOIN revendas r ON r.id = p.revenda_id WHERE ${condicoes.join(' AND ')}`,
    params,
  );
  if (!linha) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
}

/** `parceiroId` (a parsed id) may be left out by a member (their own balance); staff must name the member. */
export async function saldo(ctx: RequestContext, parceiroId: string | undefined): Promise<SaldoPontos> {
  const membro = ctx.parceiro;
  let id: number;
  if (membro) {
    id = parceiroId === undefined ? membro.id : Number(parceiroId);
    if (id !== membro.id) throw proibido(MENSAGENS.saldoDeOutroParceiro);
  } else if (ctx.usuario) {
    if (parceiroId === undefined) throw entradaInvalida(MENSAGENS.informeParceiroSaldo);
    id = Number(parceiroId);
    await exigirVisivel(ctx, id);
  } else {
    throw naoAutenticado();
  }

  const [linha] = await ctx.manager.query<{ saldo_pontos: string; pontos_proximo: string | null; dia_proximo: string | null }[]>(
    `WITH abertos AS (
       SELECT restante, (vence_em AT TIME ZONE '${FUSO}')::date AS dia FROM lotes_pontos WHERE parceiro_id = $1 AND restante > 0)
     SELECT p.saldo_pontos,
            (SELECT sum(restante) FROM abertos WHERE dia = (SELECT min(dia) FROM abertos)) AS pontos_proximo,
            (SELECT to_char(min(dia), 'YYYY-MM-DD') FROM abertos) AS dia_proximo
       FROM parceiros p WHERE p.id = $1`,
    [id],
  );
  if (!linha) throw naoEncontrado(MENSAGENS.parceiroNaoEncontrado);
  return {
    id,
    saldoPontos: Number(linha.saldo_pontos),
    proximoVencimento: linha.dia_proximo ? { pontos: Number(linha.pontos_proximo), venceEm: linha.dia_proximo } : null,
  };
}
