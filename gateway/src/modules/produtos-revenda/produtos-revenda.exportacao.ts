import { chavePropria } from '@sw/common';
import { RequestContext } from '../../core/context';
import { linhasEmLotes } from '../../core/consulta-em-lotes';
import { assinarLink } from '../../core/links-assinados';
import { PedidoLista } from '../../core/listagem';
import { escreverXlsx, nomeDeArquivo, TIPO_XLSX } from '../../core/planilha';
import { registrarDownload } from '../../core/downloads';
import { LinhaProdutoRevenda } from './produto-revenda.types';
import { consultaProdutosRevenda, FiltroProdutosRevenda, lerFiltro, OPCOES_LISTA } from './produtos-revenda.consulta';
import { redeDoFiltro } from '../../core/filtro-rede';

/**
 * Export of the Produtos Loja list (GET /api/produtos_revenda?download=1&fileName=x): the answer is
 * {fileLink}, a signed link the panel opens in a new window; the link streams an .xlsx of the whole
 * filtered list, in the list's order, read through a cursor.
 */

const TIPO = 'produtosRevenda';

export async function gerarLinkExportacao(
  ctx: RequestContext,
  pedido: PedidoLista,
  filtro: FiltroProdutosRevenda,
  nomeArquivo: unknown,
): Promise<{ fileLink: string }> {
  const parametros = {
    filtro: { ...filtro, rede: await redeDoFiltro(ctx, filtro.rede), busca: pedido.busca ?? filtro.busca },
    campo: pedido.campo,
    direcao: pedido.direcao,
  };
  return { fileLink: await assinarLink(ctx, { tipo: TIPO, parametros, nomeArquivo: nomeDeArquivo(nomeArquivo, 'produtos-loja') }) };
}

const COLUNAS = [
  { titulo: 'Loja', largura: 32 },
  { titulo: 'CNPJ', largura: 18 },
  { titulo: 'Código Experiências SW', largura: 22 },
  { titulo: 'Produto Experiências SW', largura: 40 },
  { titulo: 'Código Loja', largura: 18 },
  { titulo: 'Descrição Loja', largura: 40 },
  { titulo: 'Preço Unitário Loja', largura: 18 },
  { titulo: 'Valor Pontos', largura: 14 },
  { titulo: 'Ativo', largura: 8 },
];

async function* linhasDaPlanilha(ctx: RequestContext, sql: string, parametros: unknown[]): AsyncGenerator<unknown[]> {
  for await (const l of linhasEmLotes<LinhaProdutoRevenda>(ctx, sql, parametros)) {
    yield [
      l.nome_revenda,
      l.cnpj_revenda,
      l.codigo_padrao,
      l.nome_padrao,
      l.codigo,
      l.nome,
      Number(l.valor_unitario),
      Number(l.valor_pontos),
      l.ativo ? 'Sim' : 'Não',
    ];
  }
}

registrarDownload(TIPO, {
  operacao: 'produtosRevenda.listar',
  tipoConteudo: TIPO_XLSX,
  async gerar(ctx, parametros, res) {
    // The parameters were validated when the link was signed; read them again all the same.
    const filtro = lerFiltro({}, (parametros.filtro ?? {}) as Record<string, unknown>);
    const campo = chavePropria(OPCOES_LISTA.ordenaveis, parametros.campo) ? parametros.campo : OPCOES_LISTA.padrao.campo;
    const direcao = parametros.direcao === 'ASC' ? 'ASC' : 'DESC';
    const [sql, valores] = consultaProdutosRevenda(ctx, { ...filtro, rede: await redeDoFiltro(ctx, filtro.rede) })
      .orderBy(OPCOES_LISTA.ordenaveis[campo], direcao, direcao === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
      .addOrderBy('pr.id', 'ASC')
      .getQueryAndParameters();
    await escreverXlsx(res, { planilha: 'Produtos Loja', colunas: COLUNAS, linhas: linhasDaPlanilha(ctx, sql, valores) });
  },
});
