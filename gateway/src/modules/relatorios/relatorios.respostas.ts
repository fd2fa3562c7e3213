import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the report routes answer (core/respostas.ts). */

/** A report generation job, as the screen follows it. */
export const tarefa = z.object({
  id: z.string(),
  tipo: z.string(),
  nome: z.string(),
  status: z.string(),
  progresso: r.inteiro,
  etapa: z.string().nullable(),
  erro: z.string().nullable(),
  resultado: z.unknown().nullable(),
  parametros: z.string().nullable(),
  criadoEm: r.instante,
  iniciadoEm: r.instante.nullable(),
  concluidoEm: r.instante.nullable(),
});

/** "Atualizar relatório": answered at once with the job to follow. */
export const gerar = z.object({ mensagem: z.string(), tarefa });
export const geradoEm = z.object({ geradoEm: r.instante.nullable() });
export const tarefas = z.object({ tarefas: z.array(tarefa) });
export const porTarefa = z.object({ tarefa });
export const externo = z.object({ url: z.string().nullable(), mensagem: z.string().optional() });
export const primeiraData = z.object({ primeiraData: r.dia.nullable() });
export const serie = z.object({
  serie: z.array(z.object({ mes: z.string(), compras: r.numero, vendas: r.numero, qtdComprada: r.numero, qtdVendida: r.numero })),
});

/** A note on a report (observation, release or stock balance): who, when, and what it says. */
const anotacao = z.object({
  nome: z.string(),
  criadoEm: r.instante,
  parametros: z.union([
    z.object({ observacao: z.string().nullable() }),
    z.object({ quantidade: r.numero.nullable() }),
    z.object({ saldo: r.numero.nullable(), data: r.dia.nullable() }),
  ]),
});
export const observacoes = z.object({ observacoes: z.array(anotacao) });
export const liberacoes = z.object({ liberacoes: z.array(anotacao) });

/** The networks in the fraud alert (the same list the panel's sign-in carries). */
const redeEmAlerta = z.object({ id: r.inteiro, nome: z.string() });
export const redesAntifraude = z.object({ redesAntifraude: z.array(redeEmAlerta) });
/** POST /api/antifraude/liberacao → redesAntifraude (spec 2), with the confirmation. */
export const liberada = z.object({ mensagem: z.string(), redesAntifraude: z.array(redeEmAlerta) });
