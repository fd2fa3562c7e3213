import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/redes routes answer (core/respostas.ts). */

export const rede = z.object({ id: r.inteiro, nome: z.string(), regiao: z.string().nullable(), valorPonto: r.numero, ativo: z.boolean() });

/** A network with its figures (GET /api/redes/{id}, and the list with completo=1). */
export const redeCompleta = rede.extend({
  numeroRevendas: r.inteiro,
  numeroParceiros: r.inteiro,
  totalVendas: r.numero,
  totalCusto: r.numero,
  totalPontos: r.numero,
  saldoPontos: r.numero,
  ultimaPontuacao: r.instante.nullable(),
});

export const listaOuPagina = r.listaOuPagina('redes', z.union([redeCompleta, rede]));
