import { MENSAGENS, ROTULOS_PRODUTO_REVENDA as R, TAMANHO_MAXIMO_CODIGO_PRODUTO, TAMANHO_MAXIMO_NOME_PRODUTO, VALOR_MAXIMO_PRODUTO } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { campo, lerCodigo, lerId, lerNome, lerValor, lerValorOpcional } from '../produtos/produtos.campos';
import { lerCnpjRevenda } from './produtos-revenda.consulta';

/** The input of every store product operation, for both doors (core/esquema.ts, docs/api.md). */

const texto = (max: number) => ({ graphql: 'String', json: { type: 'string', minLength: 1, maxLength: max } });
const valor = (anulavel: boolean) => ({
  graphql: 'Float',
  json: { type: anulavel ? ['number', 'string', 'null'] : ['number', 'string'], minimum: 0, maximum: VALOR_MAXIMO_PRODUTO, examples: [37.5, '1.234,56'] },
});

const id = () => campo('Identificador', lerId, { graphql: 'Int', json: { type: 'integer', minimum: 1 } }, 'Identificador do produto loja.');
export const porId = z.object({ id: id() });

/**
 * The form's fields in the form's order: store (by CNPJ or id), catalogue code, store code,
 * description, price, points. Whether the store and the catalogue product exist is the service's.
 */
const campos = {
  cnpjRevenda: campo(R.revenda, lerCnpjRevenda, { graphql: 'String', json: { type: ['string', 'null'] } }, 'A loja, pelo CNPJ (ou revendaId).').optional(),
  revendaId: campo(
    R.revenda,
    (v) => (v === undefined || v === null || v === '' ? null : lerId(v)),
    { graphql: 'Int', json: { type: ['integer', 'null'], minimum: 1 } },
    'A loja, pelo identificador (ou cnpjRevenda).',
  ).optional(),
  codigoPadrao: campo(R.codigoPadrao, (v) => lerCodigo(v, R.codigoPadrao), texto(TAMANHO_MAXIMO_CODIGO_PRODUTO), 'Código do produto Experiências SW.'),
  codigo: campo(R.codigo, (v) => lerCodigo(v, R.codigo), texto(TAMANHO_MAXIMO_CODIGO_PRODUTO), 'Código do produto na loja.'),
  nome: campo(R.nome, (v) => lerNome(v, R.nome), texto(TAMANHO_MAXIMO_NOME_PRODUTO), 'Descrição do produto na loja.'),
  valorUnitario: campo(R.valorUnitario, (v) => lerValor(v, R.valorUnitario), valor(false), 'Preço unitário na loja, em reais.'),
  valorPontos: campo(
    R.valorPontos,
    (v) => lerValorOpcional(v, R.valorPontos),
    valor(true),
    'Os pontos próprios da loja; null herda os do produto Experiências SW.',
  )
    .optional()
    .meta({ description: 'Os pontos próprios da loja; null herda os do produto Experiências SW; ausente, na edição, mantém.' }),
};

/** The edit: the store may be left out (it stays where it is); valorPontos left out keeps the row's choice. */
export const editar = z.object(campos);

/** Registration: the store is required, by CNPJ or id. */
export const criar = editar.transform((c, ctx) => {
  if (!c.cnpjRevenda && !c.revendaId) {
    ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio(R.revenda), path: ['cnpjRevenda'] });
    return z.NEVER;
  }
  return c;
});

export const alterarStatus = z.object({ ativo: e.booleano('Ativo') });

/** PUT /api/produtos_revenda/{id}: the form's fields, or {ativo} (role 2, checked by the service); never both. */
export const atualizar = z
  .looseObject({})
  .transform((corpo, ctx) => {
    const status = corpo.ativo !== undefined && corpo.ativo !== null;
    if (status && Object.keys(corpo).some((k) => k !== 'ativo' && corpo[k] !== undefined && corpo[k] !== null)) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.statusProdutoLojaSeparado });
      return z.NEVER;
    }
    const r = (status ? alterarStatus : editar).safeParse(corpo);
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
      return z.NEVER;
    }
    return status ? { status: r.data as z.output<typeof alterarStatus> } : { edicao: r.data as z.output<typeof editar> };
  })
  .meta({ description: 'Os campos do formulário de edição, ou {ativo}.' })
  .register(DOC, { alternativas: [editar, alterarStatus] });

export type CamposProdutoRevenda = z.output<typeof editar>;
