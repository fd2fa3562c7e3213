import { z } from '../../core/esquema';
import { r } from '../../core/respostas';
import { pontuacaoMembro } from '../pontuacoes/pontuacoes.respostas';

/** What the scored-sales routes answer (core/respostas.ts). */

export const pontuada = z.object({
  id: z.string(),
  parceiro: z.string(),
  cpf: z.string(),
  revenda: z.string(),
  cnpj: z.string(),
  codRevenda: z.string().nullable(),
  rede: z.string().nullable(),
  cidade: z.string().nullable(),
  identificador: z.string().nullable(),
  tipoFiscal: z.string().nullable(),
  totalVenda: r.numero,
  totalPontos: r.numero,
  valorCusto: r.numero,
  realizadoEm: r.dia,
  pontuadoEm: r.instante,
  venceEm: r.dia.nullable(),
  criadoEm: r.instante,
  qtdItens: r.inteiro,
  linkArquivo: z.string().nullable(),
  tipoArquivo: z.string().nullable(),
  aprovadoPor: z.string().nullable(),
  status: z.string(),
  cancelada: z.boolean(),
  canceladaEm: r.instante.nullable(),
  idPontuacao: z.string().nullable(),
  reprovadoMotivo: z.string().nullable(),
});

/** Staff: the scored sales ({ pontuacoes, totalRecords, totalEstimado }). Member: their claims under review ({ analise, totalAnalise }, spec 3). */
export const listar = z.union([
  z.object({ pontuacoes: z.array(pontuada), totalRecords: r.inteiro, totalEstimado: z.boolean() }),
  z.object({ analise: z.array(pontuacaoMembro), totalAnalise: r.inteiro }),
]);

export const doVendedor = z.object({ pontuacoes: z.array(pontuada) });

export const itens = z.object({
  itens: z.array(
    z.object({
      id: z.string(),
      codigo: z.string(),
      descricao: z.string(),
      nome: z.string(),
      qtde: r.inteiro,
      valorUnitario: r.numero,
      valorDesconto: r.numero,
      subTotal: r.numero,
      valorPontos: r.numero,
    }),
  ),
});

/** The status history of a sale (the contract's snake_case names, as the salesperson history). */
export const historico = z.object({
  historico: z.array(
    z.object({
      id: z.string(),
      created_at: r.instante,
      usuario: z.object({ nome: z.string().nullable() }),
      status_anterior: z.string().nullable(),
      status_novo: z.string(),
      justificativa: z.string().nullable(),
    }),
  ),
});

export const motivo = z.object({ motivo: z.object({ reprovadoMotivo: z.string(), reprovadoEm: r.instante, reprovadoPor: z.string().nullable() }).nullable() });

export const maisVendidos = z.object({
  produtos: z.array(
    z.object({
      produtoId: r.inteiro,
      codigo: z.string(),
      produto: z.string(),
      quantidade: r.inteiro,
      valorTotal: r.numero,
      totalPontos: r.numero,
      vendas: r.inteiro,
    }),
  ),
});
