/**
 * The statement's page size and first query, shared by the screen (ExtratoPontos) and by the request
 * the entry starts for /pontuacoes before the screen's chunk arrives (app/antecipacao.ts).
 */
import type { TipoMovimentoExtrato } from '@sw/client/gql';

export const POR_PAGINA_EXTRATO = 10;

export type FiltrosExtrato = { tipo: TipoMovimentoExtrato | null; dataInicial: string | null; dataFinal: string | null };

export const variaveisExtrato = (filtros: FiltrosExtrato, pagina: number) => ({ input: { ...filtros, pagina, porPagina: POR_PAGINA_EXTRATO } });

/** The statement as it opens: every type, no period, first page. */
export const EXTRATO_INICIAL: FiltrosExtrato = { tipo: null, dataInicial: null, dataFinal: null };
