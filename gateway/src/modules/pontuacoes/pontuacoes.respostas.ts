import { z } from '../../core/esquema';
import { r } from '../../core/respostas';

/** What the claim routes answer (core/respostas.ts): the member's statements and the panel's pending and closed claims. */

/** One line of a claim as typed or read from the receipt. */
export const itemPontuacao = z.object({
  valor: r.numero,
  codigo: z.string(),
  pontos: r.numero,
  descricao: z.string().nullable(),
  produtoId: r.inteiro.nullable(),
});

/** A member's claim under review, or refused or closed. */
export const pontuacaoMembro = z.object({
  id: z.string(),
  origem: z.string(),
  status: z.string(),
  linkArquivo: z.string().nullable(),
  tipoArquivo: z.string().nullable(),
  itens: z.array(itemPontuacao),
  criadoEm: r.instante,
  dataEnvio: r.instante,
  atualizadoEm: r.instante,
  reprovadoMotivo: z.string().nullable(),
});

/** A member's credited sale (Extrato: aprovadas). */
const aprovada = z.object({
  id: z.string(),
  identificador: z.string().nullable(),
  totalPontos: r.numero,
  pontuadoEm: r.instante,
  venceEm: r.dia.nullable(),
  validadePontos: z.string().nullable(),
  linkArquivo: z.string().nullable(),
  criadoEm: r.instante,
});

export const aprovadas = z.object({ pontuacoes: z.array(aprovada), totalRecords: r.inteiro });
/** The member's points by product code: a list (spec 3). */
export const porCodigo = z.array(z.object({ codigo: z.string(), descricao: z.string(), quantidade: r.numero, pontos: r.numero }));
export const naoProcessadas = z.object({ naoProcessadas: z.array(pontuacaoMembro) });
export const meusVencimentos = z.object({ vencimentos: z.array(z.object({ venceEm: r.dia, pontos: r.numero })) });

/** Units of a product the member's store bought (spec 3: quantidade, idRevenda; null means no balance). */
export const codigoUsado = z.object({ quantidade: r.numero, idRevenda: r.inteiro.nullable() });
/** Units of a product the store already used: a number (spec 3: "number sold"). */
export const quantidadeVendida = r.numero;

const pendente = z.object({
  id: z.string(),
  parceiroId: r.inteiro,
  parceiro: z.string(),
  cpf: z.string(),
  revenda: z.string(),
  codRevenda: z.string().nullable(),
  cnpj: z.string(),
  cidade: z.string().nullable(),
  origem: z.string(),
  linkArquivo: z.string().nullable(),
  tipoArquivo: z.string().nullable(),
  itens: z.array(itemPontuacao),
  criadoEm: r.instante,
});

const encerrada = z.object({
  id: z.string(),
  parceiro: z.string(),
  cpf: z.string(),
  codRevenda: z.string().nullable(),
  revenda: z.string(),
  rede: z.string().nullable(),
  status: z.string(),
  criadoEm: r.instante,
  atualizadoEm: r.instante,
  reprovadoPor: z.string().nullable(),
  reprovadoMotivo: z.string().nullable(),
  linkArquivo: z.string().nullable(),
  tipoArquivo: z.string().nullable(),
  origem: z.string(),
});

/** The panel's claim lists speak one dialect: { pontuacao, totalRecords, totalEstimado }. */
export const pendentes = z.object({ pontuacao: z.array(pendente), totalRecords: r.inteiro, totalEstimado: z.boolean() });
export const encerradas = z.object({ pontuacao: z.array(encerrada), totalRecords: r.inteiro, totalEstimado: z.boolean() });

/** POST /api/upload/venda_foto: one pending claim per receipt sent. */
export const fotosEnviadas = z.object({
  mensagem: z.string(),
  arquivos: z.array(z.object({ id: z.string(), linkArquivo: z.string(), tipoArquivo: z.string(), nome: z.string() })),
});
