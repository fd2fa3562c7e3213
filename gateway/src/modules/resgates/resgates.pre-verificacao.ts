import { MENSAGENS } from '@sw/common';
import { RequestContext } from '../../core/context';
import { conflito, entradaInvalida } from '../../core/errors';
import { config } from '../../runtime';
import { MENSAGEM_SALDO_INSUFICIENTE } from '../pontos/pontos.service';
import { INICIO_DO_MES_SQL } from './resgates.regras';

/**
 * A quick refusal before queueing on the member lock: when the balance is already below the
 * prize's cheapest price, or the month's redemptions already reached the limit, the answer is
 * known without the lock. Under a burst of requests on one member (a double-clicking app, a
 * script) the losers leave at once instead of holding a pooled connection while they wait.
 * Nothing is decided here that the locked transaction does not check again; a credit landing in
 * between only means one refusal the member can retry.
 */
export async function preVerificar(ctx: RequestContext, parceiroId: number, codigo: string): Promise<void> {
  const [v] = await ctx.manager.query(
    `SELECT p.saldo_pontos,
            (SELECT LEAST(pr.pontos, COALESCE(NULLIF(pr.pontos_alternativo, 0), pr.pontos)) FROM premios pr WHERE lower(pr.codigo) = lower($2) AND pr.ativo) AS preco,
            (SELECT count(*)::int FROM resgates WHERE parceiro_id = p.id AND status <> 3 AND resgatado_em >= ${INICIO_DO_MES_SQL}) AS mes
       FROM parceiros p WHERE p.id = $1`,
    [parceiroId, codigo],
  );
  if (!v || v.preco === null) return; // unknown prize (or a catalogue offer): the transaction answers
  if (v.mes >= config().resgatesPorMes) throw conflito(MENSAGENS.limiteResgatesMes(config().resgatesPorMes));
  if (Number(v.preco) > 0 && Number(v.saldo_pontos) < Number(v.preco)) throw entradaInvalida(MENSAGEM_SALDO_INSUFICIENTE);
}
