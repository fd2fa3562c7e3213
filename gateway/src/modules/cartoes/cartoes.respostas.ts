import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the card routes answer (core/respostas.ts). */

/** The member's card, as the storefront shows it. */
export const cartaoMembro = z.object({
  numero: z.string().nullable(),
  saldo: r.numero,
  atualizadoEm: r.instante.nullable(),
  /** 0 or 1. */
  bloqueado: r.inteiro,
  emDesbloqueio: z.boolean(),
  entregue: z.boolean(),
  situacao: z.string(),
  nome: z.string().nullable(),
});

/** A card in the panel's list. */
export const cartaoPainel = z.object({
  id: r.inteiro,
  rede: z.string().nullable(),
  parceiro: z.string().nullable(),
  cpf: z.string().nullable(),
  codigoBarras: z.string(),
  numero: z.string(),
  saldo: r.numero,
  nome: z.string().nullable(),
  entregue: z.boolean(),
  bloqueado: r.inteiro,
  emDesbloqueio: z.boolean(),
  atualizadoEm: r.instante.nullable(),
});

export const pagina = r.pagina('cartoes', cartaoPainel, { totalEstimado: z.boolean() });
export const meu = z.object({ cartao: cartaoMembro.nullable() });
/** POST /api/cartoes/status (spec 3: sucesso, mensagem) and the registration. */
export const resultado = z.object({ sucesso: z.boolean(), mensagem: z.string(), cartao: cartaoMembro.nullable().optional() });
export const atualizado = z.object({ mensagem: z.string(), cartao: cartaoPainel });

/** An import's answer: how many lines, the message and each refused line. */
export const importacao = z.object({ total: r.inteiro, mensagem: z.string(), erros: z.array(z.object({ linha: r.inteiro, motivo: z.string() })) });
