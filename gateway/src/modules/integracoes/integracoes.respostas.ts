import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the integrator routes answer (core/respostas.ts). The secret appears only when a key is created. */

export const chave = z.object({
  id: r.inteiro,
  nome: z.string(),
  plataforma: z.string(),
  prefixo: z.string(),
  criadoEm: r.instante,
  criadoPor: z.string().nullable(),
  revogadaEm: r.instante.nullable(),
  ultimoUsoEm: r.instante.nullable(),
  ativa: z.boolean(),
});

export const chaves = z.object({ chaves: z.array(chave) });
export const criada = z.object({ mensagem: z.string(), chave, segredo: z.string() });
export const revogada = z.object({ mensagem: z.string(), chave });

/** A credit: 201 when new; 200 with the original (duplicada) when the same reference and data come again. */
const credito = z.object({
  mensagem: z.string(),
  id: z.string(),
  plataforma: z.string(),
  referencia: z.string(),
  pontos: r.numero,
  enviadoEm: r.instante,
  duplicada: z.boolean(),
});
export const creditar = { 200: credito, 201: credito };

export const swpro = z.object({
  pontuacoesSwpro: z.array(
    z.object({
      id: z.string(),
      plataforma: z.string(),
      totalPontos: r.numero,
      dataEnvio: r.instante,
      descricao: z.string().nullable(),
      venceEm: r.dia.nullable(),
    }),
  ),
});
