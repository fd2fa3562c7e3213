import { RotasApi } from '../../core/http';
import { listarEncerradas } from './encerradas.service';
import { exportacaoEncerradas } from './encerradas.exportacao';
import * as esquemas from './pontuacoes.esquemas';
import { arquivo } from '../../core/respostas';
import * as respostas from './pontuacoes.respostas';

/** Pontuações encerradas (spec 2 §7): the list and its streamed .xlsx export. */
export function rotasPontuacoesEncerradas(api: RotasApi) {
  api.get(
    '/pontuacoes/encerradas',
    'pontuacoes.encerradas',
    { resposta: respostas.encerradas, consulta: esquemas.consultaEncerradas, resumo: 'As pontuações encerradas ou reprovadas, paginadas.' },
    async (ctx, { consulta }) => {
      const { linhas, total, totalEstimado } = await listarEncerradas(ctx, consulta.pedido, consulta);
      return { pontuacao: linhas, totalRecords: total, totalEstimado };
    },
  );
  // The export reads its query with the same filter schema (encerradas.exportacao.ts).
  api.get(
    '/pontuacoes/encerradas/export',
    'pontuacoes.encerradas.exportar',
    { resposta: arquivo('xlsx'), consulta: esquemas.filtroEncerradas, resumo: 'Exporta as pontuações encerradas em .xlsx (a página ou todas).' },
    (ctx, _entrada, req, res) => exportacaoEncerradas.exportar(ctx, req.query as Record<string, unknown>, res),
  );
}
