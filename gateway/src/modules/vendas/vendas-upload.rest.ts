import { LAYOUT_XLSX_VENDAS } from '@sw/common';
import { RotasApi } from '../../core/http';
import { cabecalhoAnexo, escreverXlsx, TIPO_XLSX } from '../../core/planilha';
import { receberArquivo } from '../../core/upload';
import { importarVendas, LIMITE_BYTES_UPLOAD_VENDAS } from './vendas.upload';

/** Processar › Vendas (spec 1 §5, §7): the sales spreadsheet and its template. */
export function rotasUploadVendas(api: RotasApi) {
  // multipart `arquivo` (.xlsx) and `enviarMensagem` → {total, erros: [{linha, motivo}]}.
  api.post('/upload/vendas', 'vendas.upload', async (ctx, req, res) => {
    const { arquivo, campos } = await receberArquivo(req, res, { maxBytes: LIMITE_BYTES_UPLOAD_VENDAS });
    return importarVendas(ctx, arquivo, campos.enviarMensagem);
  });
  // The template: the header the reader expects and one example row.
  api.get('/upload/vendas/modelo', 'vendas.upload', async (_ctx, _req, res) => {
    res.setHeader('Content-Type', TIPO_XLSX);
    res.setHeader('Content-Disposition', cabecalhoAnexo('modelo-vendas.xlsx'));
    await escreverXlsx(res, {
      planilha: 'Vendas',
      colunas: LAYOUT_XLSX_VENDAS.map((c) => ({ titulo: c.campo, largura: Math.max(14, c.exemplo.length + 4) })),
      linhas: [LAYOUT_XLSX_VENDAS.map((c) => c.exemplo)],
    });
  });
}
