import { MENSAGENS, ROTULOS_PRODUTO_REVENDA as R, TAMANHO_MAXIMO_CODIGO_PRODUTO, TAMANHO_MAXIMO_NOME_PRODUTO, VALOR_MAXIMO_PRODUTO } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { jsonSchema } from '../../core/openapi';
import { campo, lerCodigo, lerId, lerNome, lerValor, lerValorOpcional } from '../produtos/produtos.campos';
import { situacao } from '../produtos/produtos.esquemas';
import { FiltroProdutosRevenda, lerCnpjRevenda, OPCOES_LISTA } from './produtos-revenda.consulta';

/** The input of every store product operation, for both doors (core/esquema.ts, docs/api.md). */

const texto = (max: number) => ({ graphql: 'String', json: { type: 'string', minLength: 1, maxLength: max } });
/** Money and points are the exact Dinheiro and Pontos scalars in GraphQL (docs/api.md); REST and the CSV still accept "1.234,56". */
const valor = (anulavel: boolean, graphql: 'Dinheiro' | 'Pontos') => ({
  graphql,
  json: { type: anulavel ? ['number', 'string', 'null'] : ['number', 'string'], minimum: 0, maximum: VALOR_MAXIMO_PRODUTO, examples: [37.5, '1.234,56'] },
});

/** Ids are `ID` in GraphQL (text there); lerId reads the digits either way. */
const id = () => campo('Identificador', lerId, { graphql: 'ID', json: { type: 'integer', minimum: 1 } }, 'Identificador do produto loja.');
export const porId = z.object({ id: id() });
const idDaLoja = (descricao: string) =>
  campo(
    R.revenda,
    (v) => (v === undefined || v === null || v === '' ? null : lerId(v)),
    { graphql: 'ID', json: { type: ['integer', 'null'], minimum: 1 } },
    descricao,
  );

/**
 * The form's fields in the form's order: store (by CNPJ or id), catalogue code, store code,
 * description, price, points. Whether the store and the catalogue product exist is the service's.
 */
const campos = {
  cnpjRevenda: campo(R.revenda, lerCnpjRevenda, { graphql: 'String', json: { type: ['string', 'null'] } }, 'A loja, pelo CNPJ (ou revendaId).').optional(),
  revendaId: idDaLoja('A loja, pelo identificador (ou cnpjRevenda).').optional(),
  codigoPadrao: campo(R.codigoPadrao, (v) => lerCodigo(v, R.codigoPadrao), texto(TAMANHO_MAXIMO_CODIGO_PRODUTO), 'Código do produto Experiências SW.'),
  codigo: campo(R.codigo, (v) => lerCodigo(v, R.codigo), texto(TAMANHO_MAXIMO_CODIGO_PRODUTO), 'Código do produto na loja.'),
  nome: campo(R.nome, (v) => lerNome(v, R.nome), texto(TAMANHO_MAXIMO_NOME_PRODUTO), 'Descrição do produto na loja.'),
  valorUnitario: campo(R.valorUnitario, (v) => lerValor(v, R.valorUnitario), valor(false, 'Dinheiro'), 'Preço unitário na loja, em reais.'),
  valorPontos: campo(
    R.valorPontos,
    (v) => lerValorOpcional(v, R.valorPontos),
    valor(true, 'Pontos'),
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

/** GraphQL's edit and toggle: the store product's id beside the fields. */
export const atualizarGraphql = z.object({ id: id(), ...campos });
export const alterarAtivo = z.object({ id: id(), ativo: alterarStatus.shape.ativo });

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

/** The list's filters, the same on both doors (REST query, GraphQL input). */
const filtros = {
  cnpjRevenda: campo('CNPJ da loja', lerCnpjRevenda, { graphql: 'String', json: { type: 'string' } }, 'Só os produtos desta loja (CNPJ).').optional(),
  revendaId: idDaLoja('Só os produtos desta loja (identificador).').optional(),
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  situacao: situacao().meta({ description: 'todos (padrão), ativos ou inativos.' }),
};

/** Search text as the list has always read it: trimmed, cut at 100 characters, blank is none. */
const busca = (descricao: string) =>
  z
    .unknown()
    .transform((v) => (v === undefined || v === null ? undefined : String(v).trim().slice(0, 100) || undefined))
    .optional()
    .meta({ title: 'Busca', description: descricao })
    .register(DOC, { graphql: 'String', json: { type: 'string' } });

/** The REST dialect's other names for the same filters (the older screens send them). */
const aliases = {
  cnpj: filtros.cnpjRevenda.meta({ description: 'O mesmo que cnpjRevenda.' }),
  redeId: e.opcional(e.texto('Rede', 120)).meta({ description: 'O mesmo que rede.' }),
  ativo: situacao().meta({ description: 'O mesmo que situacao, como 1/0.' }),
  busca: busca('O mesmo que buscar.'),
};

/** The older REST dialect sends the filters as JSON inside `filtros`: read with the same blocks. */
export const filtrosAntigos = z.object({ ...filtros, ...aliases, buscar: aliases.busca, search: aliases.busca });

const textoConsulta = (descricao: string) =>
  z
    .unknown()
    .optional()
    .meta({ description: descricao })
    .register(DOC, { json: { type: 'string' } });

/** GET /api/produtos_revenda (panel): paging, the filters, and download=1&fileName for the .xlsx link. */
export const consultaProdutosRevenda = consultaLista(OPCOES_LISTA, {
  ...filtros,
  ...aliases,
  download: textoConsulta('1 (ou true): responde {fileLink}, um link para a planilha da lista filtrada inteira.'),
  fileName: textoConsulta('Nome do arquivo da planilha (com download).'),
});

/**
 * GET /produtos_revenda is shared: a member gets their own store's products (contas/pontos-produtos).
 * The door only checks it is a query and documents the panel's; the route parses it with the caller's schema.
 */
export const consultaCompartilhada = z
  .looseObject({})
  .meta({ description: 'Painel: a lista de produtos loja (e download=1). Vendedor: os produtos da sua loja.' })
  .register(DOC, { json: jsonSchema(consultaProdutosRevenda) });

type Filtros = z.output<z.ZodObject<typeof filtros & Omit<typeof aliases, 'busca'>>> & { busca?: string };

/** One filter from the read query and the older `filtros` JSON: the query's own value wins, then its aliases. */
export function filtroDaConsulta(q: Filtros, antigos: z.output<typeof filtrosAntigos>): FiltroProdutosRevenda {
  return {
    cnpjRevenda: q.cnpjRevenda ?? q.cnpj ?? antigos.cnpjRevenda ?? antigos.cnpj ?? null,
    revendaId: q.revendaId ?? antigos.revendaId ?? null,
    rede: q.rede ?? q.redeId ?? antigos.rede ?? antigos.redeId ?? null,
    situacao: q.situacao ?? q.ativo ?? antigos.situacao ?? antigos.ativo ?? 'todos',
    busca: q.busca ?? antigos.busca ?? antigos.buscar ?? antigos.search ?? null,
  };
}

/** GraphQL's list (produtosRevenda): the one page shape's arguments plus the filters. */
export const listaProdutosRevenda = argumentosLista('OrdemProdutosRevenda', OPCOES_LISTA, filtros);

/** GraphQL's export link: the list's input plus the file's name. */
export const exportarProdutosRevenda = argumentosLista('OrdemProdutosRevenda', OPCOES_LISTA, {
  ...filtros,
  nomeArquivo: e.opcional(e.texto('Nome do arquivo', 120)).meta({ description: 'Nome do arquivo da planilha (sem extensão).' }),
});
