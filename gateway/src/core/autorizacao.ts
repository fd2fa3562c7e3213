import { INTEGRADOR, MENSAGENS_INTEGRACAO, OPERACOES, Operacao, podeExecutar, PUBLICO, Papel } from '@sw/common';
import { RequestContext } from './context';
import { naoAutenticado, proibido } from './errors';

/**
 * The one guard both doors use: anonymous callers of a protected operation get 401,
 * callers whose role the matrix does not list get 403.
 */
export function autorizar(ctx: RequestContext, operacao: Operacao): void {
  const permitidos = OPERACOES[operacao] as readonly Papel[];
  if (permitidos.includes(PUBLICO)) return;
  // An integrator's operation without a valid key: say so, not "your session expired".
  if (!ctx.ator) throw naoAutenticado(permitidos.includes(INTEGRADOR) ? MENSAGENS_INTEGRACAO.chaveInvalida : undefined);
  if (!podeExecutar(operacao, ctx.papel)) throw proibido();
}

/** Operations reachable through each door, recorded as routes and resolvers are declared. */
export const OPERACOES_EXPOSTAS: { porta: 'rest' | 'graphql'; nome: string; operacao: Operacao }[] = [];

export function registrarExposicao(porta: 'rest' | 'graphql', nome: string, operacao: Operacao) {
  OPERACOES_EXPOSTAS.push({ porta, nome, operacao });
}
