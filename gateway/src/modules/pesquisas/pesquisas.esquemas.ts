import {
  cnpjValido,
  FONTES_PESQUISA,
  FontePesquisa,
  ItemPesquisa,
  ListaPesquisa,
  MENSAGENS,
  lerItemPesquisa,
  problemaAoAdicionarItem,
  problemaDaListaPesquisa,
  somenteDigitos,
} from '@sw/common';
import { analisar, DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { lerPedidoLista, OpcoesLista } from '../../core/listagem';
import { enumeracaoGraphql } from '../../graphql/entrada';

/** The input of every market-research operation, for both doors (core/esquema.ts, docs/api.md). */

/** Sortable columns as the list names them (spec 1 §9: by store, ascending, by default). */
export const OPCOES_LISTA: OpcoesLista = {
  ordenaveis: {
    revenda: 'r.nome_fantasia',
    cnpjRevenda: 'r.cnpj',
    rede: 'rd.nome',
    cidade: 'p.cidade',
    categoria: 'p.categoria',
    comunicacao: 'p.comunicacao',
    qtdeVendedores: 'p.qtde_vendedores',
    faturamento: 'p.faturamento',
    mediaMensal: 'p.media_mensal',
    share: 'p.share',
    qtdeProdutosVendidos: 'p.qtde_produtos_vendidos',
    fonte: 'p.fonte',
    criadoEm: 'p.criado_em',
  },
  padrao: { campo: 'revenda', direcao: 'ASC' },
};

export const FONTE_PESQUISA = enumeracaoGraphql('FontePesquisa', { SISTEMA: 'Sistema', EQUIPE: 'Equipe' } as const, 'Quem preencheu a pesquisa.', {
  SISTEMA: 'Sistema',
  EQUIPE: 'Equipe',
});

const MAXIMO_MOEDA = 999_999_999_999;

/** A money or percent amount: required, numeric ("1234,56" too), within [0, max]; two decimals kept. */
function numero(rotulo: string, max: number, mensagemForaDoIntervalo = MENSAGENS.valorInvalido(rotulo), graphql: 'Dinheiro' | 'Float' = 'Dinheiro') {
  return z
    .unknown()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') {
        ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio(rotulo) });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(/^(\d+),(\d+)$/, '$1.$2')) : NaN;
      if (!Number.isFinite(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message: Number.isFinite(n) ? mensagemForaDoIntervalo : MENSAGENS.valorInvalido(rotulo) });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    })
    .meta({ title: rotulo })
    .register(DOC, { graphql, json: { type: ['number', 'string'], minimum: 0, maximum: max } });
}

/** The store's CNPJ, with or without mask; parses to its digits. Blank is absent (then revendaId names the store). */
const cnpjRevenda = z
  .unknown()
  .transform((v, ctx) => {
    const digitos = somenteDigitos(typeof v === 'string' || typeof v === 'number' ? v : '');
    if (!digitos) return undefined;
    if (!cnpjValido(digitos)) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.cnpjInvalido });
      return z.NEVER;
    }
    return digitos;
  })
  .optional()
  .meta({ title: 'CNPJ', description: 'A loja, pelo CNPJ (com ou sem máscara), quando revendaId não é enviado.' })
  .register(DOC, { graphql: 'String', json: { type: 'string', examples: ['44.555.666/0001-81'] } });

/** Sistema or Equipe, blind to case. */
const fonte = z
  .unknown()
  .transform((v, ctx): FontePesquisa => {
    const t = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : v;
    if (t === undefined || t === null || t === '') ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio('Fonte') });
    else if (typeof t === 'string' && t.length > 20) ctx.addIssue({ code: 'custom', message: 'Fonte deve ter no máximo 20 caracteres.' });
    else {
      const achada = FONTES_PESQUISA.find((f) => typeof t === 'string' && f.toLowerCase() === t.toLowerCase());
      if (achada) return achada;
      ctx.addIssue({ code: 'custom', message: MENSAGENS.valorInvalido('Fonte') });
    }
    return z.NEVER;
  })
  .meta({ title: 'Fonte', description: 'Quem preencheu: Sistema ou Equipe.' })
  .register(DOC, { graphql: 'FontePesquisa', mapa: FONTE_PESQUISA, json: { enum: [...FONTES_PESQUISA] } });

const campoDoItem = (graphql: string, descricao: string) => z.unknown().optional().meta({ description: descricao }).register(DOC, { graphql });

/** One row of a product list; its rules (and messages) are the form's, in @sw/common. */
const itemPesquisa = z.looseObject(
  {
    marca: campoDoItem('String', 'Marca (obrigatória nos concorrentes).'),
    produto: campoDoItem('String', 'Produto.'),
    qtde: campoDoItem('Int', 'Quantidade (inteiro maior que zero).'),
    valorUnitario: campoDoItem('Dinheiro', 'Valor unitário, em reais.'),
  },
  { error: MENSAGENS.informeItemPesquisa },
);

/**
 * A product list: exactly five rows, each complete, no brand and product twice; absent is empty (and
 * refused for it). `exigida`: GraphQL declares it non-null (the create), with the same message.
 */
function lista(qual: ListaPesquisa, descricao: string, exigida = false) {
  const vazia = problemaDaListaPesquisa([], qual) ?? MENSAGENS.requisicaoInvalida;
  const array = z.array(itemPesquisa, { error: (iss) => (iss.input === undefined || iss.input === null ? vazia : MENSAGENS.requisicaoInvalida) });
  const base: z.ZodType<z.output<typeof array> | null | undefined> = exigida ? array : array.nullish();
  return base
    .transform((brutos, ctx): ItemPesquisa[] => {
      const itens: ItemPesquisa[] = [];
      for (const [i, bruto] of (brutos ?? []).entries()) {
        const lido = lerItemPesquisa(bruto, qual);
        const problema = 'erro' in lido ? lido.erro : problemaAoAdicionarItem(lido.item, itens);
        if (problema) {
          ctx.addIssue({ code: 'custom', message: problema, path: [i] });
          return z.NEVER;
        }
        if ('item' in lido) itens.push(lido.item);
      }
      const problema = problemaDaListaPesquisa(itens, qual);
      if (problema) {
        ctx.addIssue({ code: 'custom', message: problema });
        return z.NEVER;
      }
      return itens;
    })
    .meta({ description: descricao });
}

/** The form's fields, in the form's order: the first problem is the one the form would show. */
const campos = {
  revendaId: e.opcional(e.id('Loja')).meta({ description: 'A loja, pelo id (ou envie cnpjRevenda).' }),
  cnpjRevenda,
  cidade: e.opcional(e.texto('Cidade', 120)).meta({ description: 'Cidade (padrão: a da loja).' }),
  categoria: e.textoObrigatorio('Categoria', 120),
  comunicacao: e.textoObrigatorio('Comunicação', 255),
  qtdeVendedores: e.inteiro('Quantidade de vendedores', { min: 0, max: 100_000 }),
  faturamento: numero('Faturamento', MAXIMO_MOEDA),
  mediaMensal: numero('Média mensal', MAXIMO_MOEDA),
  share: numero('Share', 100, MENSAGENS.shareInvalido, 'Float').meta({ description: 'Percentual, de 0 a 100.' }),
  fonte,
  produtosMaisVendidos: lista('maisVendidos', 'Os 5 produtos mais vendidos da loja.'),
  produtosMaisVendidosConcorrentes: lista('concorrentes', 'Os 5 produtos concorrentes mais vendidos (com marca).'),
};

/** The older name of revendaId, still read by REST. */
const idRevenda = e.opcional(e.id('Loja')).meta({ description: 'O mesmo que revendaId (nome antigo).' });
const comApelido = <T extends { revendaId?: string; idRevenda?: string }>({ idRevenda: apelido, ...v }: T) => ({ ...v, revendaId: v.revendaId ?? apelido });

function exigirLoja<T extends { revendaId?: string; cnpjRevenda?: string }>(v: T, ctx: z.RefinementCtx): T {
  if (v.revendaId === undefined && v.cnpjRevenda === undefined) {
    ctx.addIssue({ code: 'custom', message: MENSAGENS.obrigatorio('Loja'), path: ['revendaId'] });
    return z.NEVER;
  }
  return v;
}

const descricaoCriar = 'Uma pesquisa de mercado (qtdeProdutosVendidos é calculado pelo servidor).';
const objetoCriar = z.object(campos).meta({ description: descricaoCriar });

/** A new survey: every field but cidade; the store by id or CNPJ. qtdeProdutosVendidos is ignored (the server sums it). */
export const criar = z
  .object({
    ...campos,
    produtosMaisVendidos: lista('maisVendidos', 'Os 5 produtos mais vendidos da loja.', true),
    produtosMaisVendidosConcorrentes: lista('concorrentes', 'Os 5 produtos concorrentes mais vendidos (com marca).', true),
  })
  .meta({ description: descricaoCriar })
  .transform(exigirLoja);
export const criarRest = objetoCriar.extend({ idRevenda }).transform((v, ctx) => exigirLoja(comApelido(v), ctx));

/** An edit: the fields sent replace the stored ones (null counts as sent); the whole survey is checked again by the service. */
const camposEditar = {
  ...(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof campos]: z.ZodOptional<(typeof campos)[K]> }),
};
const objetoEditar = z.object(camposEditar);
/** GraphQL: a field absent, or null where the form requires it, is kept (e.naEdicao). */
export const editar = z
  .object({
    id: e.id('Identificador'),
    ...(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, e.naEdicao(v)])) as typeof camposEditar),
  })
  .meta({ description: 'Os campos da pesquisa a trocar; os não enviados (ou nulos, nos obrigatórios) ficam.' });
export const editarRest = objetoEditar.extend({ idRevenda }).transform(comApelido);

export const porId = z.object({ id: e.id('Identificador') });

const filtros = {
  rede: e.opcional(e.texto('Rede', 120)).meta({ description: 'Id ou nome da rede.' }),
  revendaId: e.opcional(e.id('Loja')).meta({ description: 'Só as pesquisas desta loja.' }),
  cnpjRevenda: e.opcional(e.texto('CNPJ', 20)).meta({ description: 'Só as pesquisas da loja deste CNPJ.' }),
};

/**
 * REST: without a page size (limite or perPage) the whole list comes back, as the contract's
 * screen asks for it; the older JSON `filtros` dialect names the same filters.
 */
export const consultaPesquisas = consultaLista(OPCOES_LISTA, filtros).transform((q) => {
  const semPaginacao = q.limite === undefined && (q as Record<string, unknown>).perPage === undefined;
  const pedido = semPaginacao ? lerPedidoLista({ ...q, limite: 0 }, OPCOES_LISTA) : q.pedido;
  const antigos = analisar(z.object(filtros), pedido.filtros);
  return { pedido, rede: q.rede ?? antigos.rede, revendaId: q.revendaId ?? antigos.revendaId, cnpjRevenda: q.cnpjRevenda ?? antigos.cnpjRevenda };
});
export const listaPesquisas = argumentosLista('OrdemPesquisasMercado', OPCOES_LISTA, filtros);
