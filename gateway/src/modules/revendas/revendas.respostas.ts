import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/revendas routes answer (core/respostas.ts). */

/** A store as staff read it; the figures come with completo=1 and on the single store. */
export const revenda = z.object({
  id: r.inteiro,
  redeId: r.inteiro,
  rede: z.string().nullable(),
  codigo: z.string().nullable(),
  cnpj: z.string(),
  cnpjCddRevendaMaster: z.string().nullable(),
  nomeFantasia: z.string(),
  razaoSocial: z.string().nullable(),
  responsavel: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  celular: z.string().nullable(),
  endRua: z.string().nullable(),
  endNumero: z.string().nullable(),
  endComplemento: z.string().nullable(),
  endBairro: z.string().nullable(),
  endCidade: z.string().nullable(),
  endEstado: z.string().nullable(),
  endCep: z.string().nullable(),
  tipoPontuacao: r.inteiro,
  fatorPontuacao: r.numero,
  cenario: r.inteiro,
  resgateLiberado: z.boolean(),
  lancamentoRelatorio: z.boolean(),
  lancamentoManual: z.boolean(),
  ativo: z.boolean(),
  criadoEm: r.instante,
  numeroParceiros: r.inteiro.optional(),
  saldoPontos: r.numero.optional(),
  totalVendas: r.numero.optional(),
  totalPontos: r.numero.optional(),
  ultimaPontuacao: r.instante.nullable().optional(),
});

/** What a registration form's picker needs, and nothing else (no public answer carries personal data). */
export const revendaPublica = z.object({ id: r.inteiro, nomeFantasia: z.string(), cnpj: z.string() });

export const listar = z.union([r.lista('revendas', revendaPublica), r.listaOuPagina('revendas', revenda, { totalEstimado: z.boolean().optional() })]);

/** Staff get { revenda }; the member its own store's switches (spec 3 §7). */
export const porCnpj = z.union([
  z.object({ revenda }),
  z.object({ id: r.inteiro, nomeFantasia: z.string(), cnpj: z.string(), cenario: r.inteiro, resgateLiberado: z.boolean() }),
]);

/** Staff get { revenda } with its figures; anyone else the name of an active store. */
export const porId = z.object({ revenda: z.union([revenda, z.object({ id: r.inteiro, nomeFantasia: z.string() })]) });
