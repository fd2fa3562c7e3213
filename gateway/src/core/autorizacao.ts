import {
  exigeRegulamento,
  INTEGRADOR,
  MENSAGENS,
  MENSAGENS_INTEGRACAO,
  OPERACOES,
  OPERACOES_DE_ENTRADA,
  Operacao,
  podeExecutar,
  PUBLICO,
  Papel,
} from '@sw/common';
import { RequestContext } from './context';
import { naoAutenticado, proibido } from './errors';

/**
 * The one guard both doors use: a refused credential or an anonymous caller of a protected
 * operation gets 401, a caller whose role the matrix does not list gets 403, and so does a member
 * who has not accepted the regulation calling a member write.
 */
export function autorizar(ctx: RequestContext, operacao: Operacao): void {
  const permitidos = OPERACOES[operacao] as readonly Papel[];
  // A token or key that opens nothing is a 401 on every operation, public ones included (the app
  // then signs out), except those that hand out a session, so a stale token never blocks signing in.
  if (ctx.credencialRecusada && !OPERACOES_DE_ENTRADA.has(operacao)) {
    throw naoAutenticado(ctx.credencialRecusada === 'chave' ? MENSAGENS_INTEGRACAO.chaveInvalida : undefined);
  }
  if (permitidos.includes(PUBLICO)) return;
  // An integrator's operation without a valid key: say so, not "your session expired".
  if (!ctx.ator) throw naoAutenticado(permitidos.includes(INTEGRADOR) ? MENSAGENS_INTEGRACAO.chaveInvalida : undefined);
  if (!podeExecutar(operacao, ctx.papel)) throw proibido();
  // The regulation is accepted before any member write (spec 3 §2.7), whichever door the call used.
  if (ctx.parceiro && !ctx.parceiro.aceitouRegulamento && exigeRegulamento(operacao)) throw proibido(MENSAGENS.aceiteRegulamento);
}

/** Operations reachable through each door, recorded as routes and resolvers are declared. */
export const OPERACOES_EXPOSTAS: { porta: 'rest' | 'graphql'; nome: string; operacao: Operacao }[] = [];

export function registrarExposicao(porta: 'rest' | 'graphql', nome: string, operacao: Operacao) {
  OPERACOES_EXPOSTAS.push({ porta, nome, operacao });
}
