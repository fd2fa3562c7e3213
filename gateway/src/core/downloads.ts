import type { Response } from 'express';
import type { Operacao } from '@sw/common';
import type { RequestContext } from './context';

/**
 * The kinds of file behind signed download links (core/links-assinados.ts). Each module registers
 * its exports with the operation the signer must still hold; GET /api/downloads/{token}
 * (modules/downloads) looks them up here.
 */
export interface TipoDownload {
  operacao: Operacao;
  tipoConteudo: string;
  /** Writes the file to `res` (headers are already set). */
  gerar: (ctx: RequestContext, parametros: Record<string, unknown>, res: Response) => Promise<void>;
}

const TIPOS = new Map<string, TipoDownload>();

export function registrarDownload(tipo: string, definicao: TipoDownload): void {
  TIPOS.set(tipo, definicao);
}

export const tipoDeDownload = (tipo: string): TipoDownload | undefined => TIPOS.get(tipo);
