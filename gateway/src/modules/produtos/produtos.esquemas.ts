import { MENSAGENS, ROTULOS_PRODUTO as R, TAMANHO_MAXIMO_CODIGO_PRODUTO, VALOR_MAXIMO_PRODUTO } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { campo, lerCodigo, lerCodigoBarras, lerId, lerNome, lerSituacao, lerValor } from './produtos.campos';
import { OPCOES_LISTA } from './produtos.service';

/** The input of every catalogue product operation, for both doors (core/esquema.ts, docs/api.md). */

const texto = (max: number) => ({ graphql: 'String', json: { type: 'string', minLength: 1, maxLength: max } });
const json = { type: ['number', 'string'], minimum: 0, maximum: VALOR_MAXIMO_PRODUTO, examples: [10.5, '1.234,56'] };
/** Money and points are the exact Dinheiro and Pontos scalars in GraphQL (docs/api.md); REST and the CSV still accept "1.234,56". */
const dinheiro = { graphql: 'Dinheiro', json };
const pontos = { graphql: 'Pontos', json };

export const codigo = (rotulo: string = R.codigo) => campo(rotulo, (v) => lerCodigo(v, rotulo), texto(TAMANHO_MAXIMO_CODIGO_PRODUTO), 'Código do produto.');
const nome = () => campo(R.nome, (v) => lerNome(v, R.nome), texto(200), 'Descrição do produto.');
const valorUnitario = () => campo(R.valorUnitario, (v) => lerValor(v, R.valorUnitario), dinheiro, 'Preço unitário, em reais (aceita "1.234,56").');
const valorPontos = () => campo(R.valorPontos, (v) => lerValor(v, R.valorPontos), pontos, 'Pontos por unidade vendida.');
/** Optional EAN/UPC: left out keeps it (an edit), null or blank clears it. */
const codigoBarras = () =>
  campo(R.codigoBarras, (v) => lerCodigoBarras(v, R.codigoBarras), { graphql: 'String', json: { type: ['string', 'null'] } }, 'EAN/UPC (opcional).').optional();

/** A product id (path or argument): a positive integer; `ID` in GraphQL, so it arrives as text there. */
export const id = () => campo('Identificador', lerId, { graphql: 'ID', json: { type: 'integer', minimum: 1 } }, 'Identificador do produto.');
export const porId = z.object({ id: id() });

/** The list filter Todos/Ativos/Inativos (also 1/0/true/false); absent is Todos. */
export const situacao = () =>
  campo('Situação', (v) => lerSituacao(v, 'todos'), {
    graphql: 'String',
    json: { type: 'string', enum: ['todos', 'ativos', 'inativos', '1', '0'] },
  }).optional();

/** The filters alone: the older REST dialect sends them as JSON inside `filtros`. */
export const filtrosProdutos = z.object({ ativo: situacao(), situacao: situacao() });
export const consultaProdutos = consultaLista(OPCOES_LISTA, {
  situacao: situacao().meta({ description: 'todos (padrão), ativos ou inativos.' }),
  ativo: situacao().meta({ description: 'O mesmo filtro como 1/0 (sem página: 1 só os ativos).' }),
  codigo: codigo().optional().meta({ description: 'Sem página: só os produtos com este código.' }),
});

/** GraphQL's list (produtos): the one page shape's arguments plus the Todos/Ativos/Inativos filter. */
export const listaProdutos = argumentosLista('OrdemProdutos', OPCOES_LISTA, {
  situacao: situacao().meta({ description: 'todos (padrão), ativos ou inativos.' }),
});

/** GET /api/produtos/barcode/{code}: any text (a code no product has is a 404, the service's). */
export const porCodigoBarras = z.object({
  code: z.string().meta({ title: 'Código de barras', description: 'EAN/UPC lido (ou o código do produto).' }),
});

/** GET /api/produtos/{code}/codigo, query produtosPorCodigo. */
export const porCodigo = z.object({ code: codigo() });

/** Registration: every field but the barcode required, in the form's order. */
export const criar = z.object({ codigo: codigo(), nome: nome(), valorUnitario: valorUnitario(), valorPontos: valorPontos(), codigoBarras: codigoBarras() });

/** The edit dialog sends código, nome and valorPontos; valorUnitario and codigoBarras change only when sent. */
export const editar = z.object({
  codigo: codigo(),
  nome: nome(),
  valorPontos: valorPontos(),
  // Left out or null keeps the price (GraphQL sends null for "not given"); blank text is still refused.
  valorUnitario: z.preprocess((v) => (v === null ? undefined : v), valorUnitario().optional()).optional(),
  codigoBarras: codigoBarras(),
});

/** GraphQL's edit: the product's id beside the edit dialog's fields. */
export const atualizarGraphql = z.object({ id: id(), ...editar.shape });

/** {ativo, atualizarRevenda}: with atualizarRevenda, the product's store products take the same status. */
export const alterarStatus = z.object({
  ativo: e.booleano('Ativo'),
  atualizarRevenda: e.opcional(e.booleano('atualizarRevenda')).transform((v) => v ?? false),
});

/** GraphQL's toggle: the product's id with {ativo, atualizarRevenda}. */
export const alterarAtivo = z.object({ id: id(), ativo: alterarStatus.shape.ativo, atualizarRevenda: alterarStatus.shape.atualizarRevenda });

/**
 * PUT /api/produtos/{id}: the edit dialog's fields, or {ativo, atualizarRevenda} (role 2, checked by
 * the service). A body with ativo and fields of the form is refused: they are two operations.
 */
export const atualizar = z
  .looseObject({})
  .transform((corpo, ctx) => {
    const status = corpo.ativo !== undefined && corpo.ativo !== null;
    if (status && Object.keys(corpo).some((k) => !['ativo', 'atualizarRevenda'].includes(k) && corpo[k] !== undefined && corpo[k] !== null)) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.statusSeparado });
      return z.NEVER;
    }
    const r = (status ? alterarStatus : editar).safeParse(corpo);
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
      return z.NEVER;
    }
    return status ? { status: r.data as z.output<typeof alterarStatus> } : { edicao: r.data as z.output<typeof editar> };
  })
  .meta({ description: 'Os campos do formulário de edição, ou {ativo, atualizarRevenda}.' })
  .register(DOC, { alternativas: [editar, alterarStatus] });

export type EntradaProduto = z.output<typeof criar>;
export type EdicaoProduto = z.output<typeof editar>;
export type StatusProduto = z.output<typeof alterarStatus>;
