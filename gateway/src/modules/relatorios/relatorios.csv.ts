import { ROTULOS_MESES, NOMES_MESES } from '@sw/common';
import { enviarCsv } from '../../core/csv-escrita';
import { RotasApi } from '../../core/http';
import { comprasPontuacao } from './periodo.service';
import { historico, LIMITE_PRODUTOS_VENDIDOS_CSV, produtosVendidos } from './historico.service';
import * as esquemas from './relatorios.esquemas';
import { arquivo } from '../../core/respostas';

/**
 * CSV downloads of Histórico, Produtos vendidos and Compras × pontuação (spec 2 §9): ';', UTF-8 BOM,
 * decimal commas, timestamped names and formula-injection escaping (core/csv-escrita). Each reads
 * the same service as its screen, with the same filters, operation and scope.
 */
export function rotasCsvRelatorios(api: RotasApi) {
  api.get(
    '/historico/csv',
    'historico.ver',
    { resposta: arquivo('csv'), consulta: esquemas.porAno, resumo: 'O Histórico de um ano em CSV.' },
    async (ctx, { consulta }, _req, res) => {
      const linhas = await historico(ctx, consulta);
      await enviarCsv(res, `historico_${consulta.ano}`, {
        colunas: ['Rede', ...ROTULOS_MESES, 'Total'],
        linhas: linhas.map((l) => [l.rede, ...NOMES_MESES.map((m) => l[m]), l.total]),
      });
    },
  );
  api.get(
    '/produtos_vendidos/csv',
    'produtosVendidos.ver',
    { resposta: arquivo('csv'), consulta: esquemas.produtosVendidos, resumo: 'Os Produtos vendidos de um ano em CSV.' },
    async (ctx, { consulta }, _req, res) => {
      const linhas = await produtosVendidos(ctx, consulta, LIMITE_PRODUTOS_VENDIDOS_CSV);
      await enviarCsv(res, 'produtos_vendidos', {
        colunas: ['Loja', 'CNPJ', 'Mês', 'Código', 'Produto', 'Quantidade', 'Valor unitário médio', 'Valor total', 'Total pontuado'],
        linhas: linhas.map((l) => [l.revenda, l.cnpj, l.mes, l.codProduto, l.produto, l.quantidade, l.valorUnitarioMedio, l.valorTotal, l.totalPontuado]),
      });
    },
  );
  api.get(
    '/compras-pontuacao/csv',
    'comprasPontuacao.ver',
    { resposta: arquivo('csv'), consulta: esquemas.porMes, resumo: 'Compras x Pontuação de um mês em CSV.' },
    async (ctx, { consulta }, _req, res) => {
      const linhas = await comprasPontuacao(ctx, consulta);
      await enviarCsv(res, 'compras_pontuacao', {
        colunas: [
          'Rede',
          'Código',
          'Produto',
          'Último pedido',
          'Qtd. último pedido',
          'Penúltimo pedido',
          'Qtd. penúltimo pedido',
          'Qtd. vendida',
          'Qtd. pontuada',
          'Saldo estoque regional',
          'Saldo estoque',
        ],
        linhas: linhas.map((l) => [
          l.rede,
          l.codProduto,
          l.produto,
          dataBr(l.dataUltimoPedido),
          l.qtdUltimoPedido,
          dataBr(l.dataPenultimoPedido),
          l.qtdPenultimoPedido,
          l.qtdVendida,
          l.qtdPontuada,
          l.saldoEstoqueRegional,
          l.saldoEstoque,
        ]),
      });
    },
  );
}

const dataBr = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);
