import type { Response } from 'express';
import { ColunaCsv, modeloCsv } from '@sw/common';
import { cabecalhoAnexo } from './planilha';

/** Sends an upload's template: UTF-8 with BOM, so Excel in Portuguese opens the accents right. */
export function enviarModeloCsv(res: Response, layout: ColunaCsv[], nomeArquivo: string): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', cabecalhoAnexo(nomeArquivo));
  res.send(`\uFEFF${modeloCsv(layout)}`);
}
