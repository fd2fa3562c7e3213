import { LAYOUT_XLSX_VENDAS } from '@sw/common';
import { RotasApi } from '../../core/http';
import { cabecalhoAnexo, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { receberArquivo } from '../../core/upload';
import { analisar } from '../../core/esquema';
import { LIMITE_BYTES_UPLOAD_VENDAS, processarPlanilhaVendas } from './vendas.upload';
import * as esquemas from './vendas.esquemas';
import { arquivo } from '../../core/respostas';
import * as respostas from './vendas.respostas';

/** Processar › Vendas (spec 1 §5, §7): the sales spreadsheet and its template. */
export function rotasUploadVendas(api: RotasApi) {
  // multipart `arquivo` (.xlsx) and `enviarMensagem` → {total, erros: [{linha, motivo}]}.
  api.post(
    '/upload/vendas',
    'vendas.upload',
    {
      arquivos: ['arquivo'],
      resposta: respostas.importacao,
      resumo: 'Importa a planilha de vendas (.xlsx): credita cada venda válida e lista as linhas recusadas.',
    },
    async (ctx, _entrada, req, res) => {
      const { arquivo, campos } = await receberArquivo(req, res, { maxBytes: LIMITE_BYTES_UPLOAD_VENDAS });
      // The file is checked first (as before); the text fields are parsed with the route's schema.
      return processarPlanilhaVendas(ctx, arquivo, arquivo ? analisar(esquemas.camposUpload, campos) : {});
    },
  );
  // The template: the header the reader expects and one example row.
  api.get(
    '/upload/vendas/modelo',
    'vendas.upload',
    { resposta: arquivo('xlsx'), resumo: 'Baixa o modelo da planilha de vendas.' },
    async (_ctx, _entrada, _req, res) => {
      res.setHeader('Content-Type', TIPO_XLSX);
      res.setHeader('Content-Disposition', cabecalhoAnexo('modelo-vendas.xlsx'));
      await escreverXlsx(res, {
        planilha: 'Vendas',
        colunas: LAYOUT_XLSX_VENDAS.map((c) => ({ titulo: c.campo, largura: Math.max(14, c.exemplo.length + 4) })),
        linhas: [LAYOUT_XLSX_VENDAS.map((c) => c.exemplo)],
      });
    },
  );
}
