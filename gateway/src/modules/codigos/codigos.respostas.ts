import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the registration-code routes answer (core/respostas.ts). */

export const codigo = z.object({
  id: r.inteiro,
  codigo: z.string(),
  pontos: r.numero,
  usos: r.inteiro,
  usosRealizados: r.inteiro,
  expiraEm: r.dia.nullable(),
  criadoEm: r.instante,
});

/** GET /api/codigos-cadastro → rows (spec 2). */
export const listar = z.object({ rows: z.array(codigo) });
export const salvo = z.object({ mensagem: z.string(), codigo });

/** Points by code: who registered with which code. */
export const pontuacoes = z.object({
  rows: z.array(
    z.object({ id: z.string(), codigo: z.string(), parceiro: z.object({ nome: z.string(), cpf: z.string() }), pontos: r.numero, dataUtilizacao: r.instante }),
  ),
});
