import { LAYOUT_CSV_HISTORICO } from '@sw/common';
import { RotasApi } from '../../core/http';
import { enviarModeloCsv } from '../../core/modelo-csv';
import { receberArquivo } from '../../core/upload';
import { importarHistorico } from './historico.upload';
import { pedirGeracaoAposUpload } from '../relatorios/agenda';
import { arquivo } from '../../core/respostas';
import { importacao } from '../produtos/produtos.respostas';

/** Processar › Histórico (spec 2 §2 processar/historico, §7 Uploads): the sell-in file and its template. */
export function rotasUploadHistorico(api: RotasApi) {
  // multipart `arquivo` (.CSV) → {total, erros: [{linha, motivo}]} (plus criados, atualizados, inalterados).
  api.post(
    '/upload/historico',
    'historico.upload',
    { resposta: importacao, arquivos: ['arquivo'], resumo: 'Importa o histórico de compras das lojas (CSV: loja, produto, mês, quantidade, valor).' },
    async (ctx, _entrada, req, res) => {
      const { arquivo } = await receberArquivo(req, res);
      const r = await importarHistorico(ctx, arquivo);
      // The reports follow the new sell-in without anyone pressing "Atualizar".
      if (r.criados + r.atualizados > 0) await pedirGeracaoAposUpload(ctx, 'historico');
      return r;
    },
  );
  api.get(
    '/upload/historico/modelo',
    'historico.upload',
    { resposta: arquivo('csv'), resumo: 'O modelo CSV do histórico de compras.' },
    async (_ctx, _entrada, _req, res) => enviarModeloCsv(res, LAYOUT_CSV_HISTORICO, 'modelo-historico.csv'),
  );
}
