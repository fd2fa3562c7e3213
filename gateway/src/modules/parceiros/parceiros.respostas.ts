import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the /api/parceiros routes and the member sign-in answer (core/respostas.ts). */

/** The signed-in member (GET /api/parceiros/eu, the sign-in): its own data and its store's switches. */
export const parceiroConectado = z.object({
  id: r.inteiro,
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
  telefone: z.string().nullable(),
  sexo: z.string().nullable(),
  dataNascimento: r.dia.nullable(),
  endRua: z.string().nullable(),
  endNumero: z.string().nullable(),
  endComplemento: z.string().nullable(),
  endBairro: z.string().nullable(),
  endCidade: z.string().nullable(),
  endEstado: z.string().nullable(),
  endCep: z.string().nullable(),
  hobby: z.string().nullable(),
  cnpjRevenda: z.string().nullable(),
  saldoPontos: r.inteiro,
  totalPontos: r.inteiro,
  aceitouRegulamento: z.boolean(),
  ativo: z.boolean(),
  idIndicacao: z.string().nullable(),
  ultimoAcessoEm: r.instante.nullable(),
  revenda: z.object({ id: r.inteiro, cnpj: z.string(), nomeFantasia: z.string(), tipoPontuacao: r.inteiro, resgateLiberado: z.boolean() }).nullable(),
});

/** The public duplicate check answers only whether the CPF is registered (docs/cadastro-e-senha.md). */
export const cpfCadastrado = z.object({ existe: z.boolean() });

/** One entry of a member's activation history (the contract's snake_case names). */
export const justificativa = z.object({
  id: r.inteiro,
  created_at: r.instante,
  usuario: z.object({ nome: z.string() }).nullable(),
  status_anterior: r.inteiro,
  status_novo: r.inteiro,
  justificativa: z.string(),
});
export const justificativas = z.array(justificativa);

/** A salesperson as the panel lists them (Vendedores Lojas). */
export const parceiroPainel = z.object({
  id: r.inteiro,
  nome: z.string(),
  cpf: z.string(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
  telefone: z.string().nullable(),
  sexo: z.string().nullable(),
  dataNascimento: r.dia.nullable(),
  endRua: z.string().nullable(),
  endNumero: z.string().nullable(),
  endComplemento: z.string().nullable(),
  endBairro: z.string().nullable(),
  endCidade: z.string().nullable(),
  endEstado: z.string().nullable(),
  endCep: z.string().nullable(),
  hobby: z.string().nullable(),
  revendaId: r.inteiro,
  cnpjRevenda: z.string(),
  codRevenda: z.string().nullable(),
  revenda: z.string(),
  cnpjCddRevendaMaster: z.string().nullable(),
  tipoPontuacaoRevenda: r.inteiro,
  redeId: r.inteiro,
  rede: z.string().nullable(),
  saldoPontos: r.numero,
  totalPontos: r.numero,
  ultimaPontuacao: r.instante.nullable(),
  ultimoAcessoEm: r.instante.nullable(),
  diasSemAcesso: r.inteiro.nullable(),
  quemIndicou: z.string().nullable(),
  aceitouRegulamento: z.boolean(),
  ativo: z.boolean(),
  idIndicacao: z.string().nullable(),
  criadoEm: r.instante,
});

/**
 * Anyone: whether the CPF is registered. Staff: the page ({ parceiros, totalRecords, totalEstimado };
 * this list speaks one dialect) or, with cpf, { parceiros } of that CPF.
 */
export const listar = z.union([
  cpfCadastrado,
  z.object({ parceiros: z.array(parceiroPainel), totalRecords: r.inteiro, totalEstimado: z.boolean() }),
  z.object({ parceiros: z.array(parceiroPainel) }),
]);

/**
 * POST /api/parceiros serves two audiences: without a panel token, the member's own sign-up answers
 * the session (as the sign-in); with one, the panel's create answers the salesperson as the panel lists them.
 */
export const criado = z.union([z.object({ token: z.string(), parceiro: parceiroConectado }), parceiroPainel]);
