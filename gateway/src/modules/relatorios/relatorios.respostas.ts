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

// ——— The report tables (spec 2 §7): one row per network (and product), money and units as numbers. ———

/** GET /api/mensuracao → mensuracao: each network's purchase averages before and after joining. */
export const mensuracao = z.object({
  mensuracao: z.array(
    z.object({
      redeId: r.id,
      rede: z.string(),
      mesesAtendidosAntes: r.inteiro,
      mediaMensal: r.numero.nullable(),
      mediaMensalPos: r.numero.nullable(),
      resultadoMensal: r.numero.nullable(),
      mediaSemanal: r.numero.nullable(),
      mediaSemanalPos: r.numero.nullable(),
      resultadoSemanal: r.numero.nullable(),
      totalVendidoPos: r.numero,
      mesesAtendidosPos: r.inteiro,
      dataCadastro: r.dia,
      observacao: z.string().nullable(),
    }),
  ),
});

/** GET /api/taxa-sucesso → taxaSucesso: a month's sales of each product of each network against before. */
export const taxaSucesso = z.object({
  taxaSucesso: z.array(
    z.object({
      redeId: r.id,
      rede: z.string(),
      produto: z.string(),
      codProduto: z.string(),
      valorUnitarioProduto: r.numero,
      mes: z.string(),
      ano: r.inteiro,
      qtdVendidaAntes: r.numero,
      mesesAtendidoAntes: r.inteiro,
      mediaMensal: r.numero.nullable(),
      qtdVendida: r.numero,
      aumentoVendas: r.numero.nullable(),
      aumentoVendasDinheiro: r.numero.nullable(),
      taxaSucesso: r.numero.nullable(),
    }),
  ),
});

/** GET /api/antifraude → antiFraude: qtdAf = liberado + qtdVendida − qtdPontuada, per network and product. */
export const antifraude = z.object({
  antiFraude: z.array(
    z.object({
      redeId: r.id,
      rede: z.string(),
      produtoId: r.id,
      codProduto: z.string(),
      produto: z.string(),
      qtdVendida: r.numero,
      qtdPontuada: r.numero,
      liberado: r.numero,
      qtdAf: r.numero,
      pontosUnitario: r.numero,
      saldoPontos: r.numero,
      observacao: z.string().nullable(),
    }),
  ),
});

const meses = ['janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro', 'total'] as const;

/** GET /api/historico → historico: each network's purchases (R$) by month of a year, and the year's total. */
export const historico = z.object({
  historico: z.array(z.object({ redeId: r.id, rede: z.string(), ...Object.fromEntries(meses.map((m) => [m, r.numero])) })),
});

/** GET /api/produtos_vendidos → produtosVendidos: the products each store sold by month. */
export const produtosVendidos = z.object({
  produtosVendidos: z.array(
    z.object({
      revenda: z.string(),
      cnpj: z.string(),
      mes: z.string(),
      codProduto: z.string(),
      produto: z.string(),
      quantidade: r.numero,
      valorUnitarioMedio: r.numero,
      valorTotal: r.numero,
      totalPontuado: r.numero,
    }),
  ),
});

/** GET /api/compras-pontuacao → comprasPontuacao: a month's purchases against the units credited, with stock balances. */
export const comprasPontuacao = z.object({
  comprasPontuacao: z.array(
    z.object({
      redeId: r.id,
      rede: z.string(),
      codProduto: z.string(),
      produto: z.string(),
      dataUltimoPedido: r.dia.nullable(),
      qtdUltimoPedido: r.numero.nullable(),
      dataPenultimoPedido: r.dia.nullable(),
      qtdPenultimoPedido: r.numero.nullable(),
      qtdVendida: r.numero,
      qtdPontuada: r.numero,
      saldoEstoqueRegional: r.numero.nullable(),
      saldoEstoque: r.numero.nullable(),
    }),
  ),
});
