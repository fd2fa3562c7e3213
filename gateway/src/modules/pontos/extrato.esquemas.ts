import { MENSAGENS } from '@sw/common';
import { e, z } from '../../core/esquema';
import { idVendedor } from './pontos.esquemas';
import { TIPO_MOVIMENTO_EXTRATO } from './extrato.types';

/** The statement's input, for both doors (core/esquema.ts, docs/api.md; docs/pontos.md "Extrato"). */

export const POR_PAGINA_PADRAO = 20;
export const POR_PAGINA_MAXIMO = 100;

const filtros = {
  parceiro: e.opcional(idVendedor).meta({ description: 'O vendedor (só a equipe; o vendedor conectado lê o próprio e não pode informar).' }),
  tipo: e.opcional(e.enumeracao('TipoMovimentoExtrato', TIPO_MOVIMENTO_EXTRATO, 'Tipo')).meta({ description: 'Só os movimentos deste tipo.' }),
  dataInicial: e.opcional(e.data('Data inicial')).meta({ description: 'Desde este dia (AAAA-MM-DD ou DD/MM/AAAA), calendário de São Paulo.' }),
  dataFinal: e.opcional(e.data('Data final')).meta({ description: 'Até o fim deste dia (AAAA-MM-DD ou DD/MM/AAAA).' }),
  pagina: e.opcional(e.inteiro('Página', { min: 1, max: 1_000_000 })).meta({ description: 'Página, a partir de 1.' }),
};

const periodoEmOrdem = (f: { dataInicial?: string; dataFinal?: string }) => !f.dataInicial || !f.dataFinal || f.dataInicial <= f.dataFinal;
const porPagina = (rotulo: string) =>
  e
    .opcional(e.inteiro(rotulo, { min: 1, max: POR_PAGINA_MAXIMO }))
    .meta({ description: `Movimentos por página (padrão ${POR_PAGINA_PADRAO}, até ${POR_PAGINA_MAXIMO}).` });

/** GET /api/pontos/extrato?parceiro&tipo&dataInicial&dataFinal&pagina&limite */
export const consultaExtrato = z
  .object({ ...filtros, limite: porPagina('Limite') })
  .refine(periodoEmOrdem, { error: MENSAGENS.periodoExtratoInvalido, path: ['dataInicial'] });

/** extrato(input: ExtratoInput) */
export const extrato = z
  .object({ ...filtros, porPagina: porPagina('Por página') })
  .refine(periodoEmOrdem, { error: MENSAGENS.periodoExtratoInvalido, path: ['dataInicial'] });

/** GET /api/pontos/extrato/exportar: the same filters, every movement, as .xlsx (default) or .csv. */
export const exportarExtrato = z
  .object({
    parceiro: filtros.parceiro,
    tipo: filtros.tipo,
    dataInicial: filtros.dataInicial,
    dataFinal: filtros.dataFinal,
    formato: e
      .opcional(e.enumeracao('FormatoExportacaoExtrato', { XLSX: 'xlsx', CSV: 'csv' } as const, 'Formato'))
      .meta({ description: 'xlsx (padrão) ou csv.' }),
  })
  .refine(periodoEmOrdem, { error: MENSAGENS.periodoExtratoInvalido, path: ['dataInicial'] });

export type FiltroExtrato = {
  parceiro?: string;
  tipo?: (typeof TIPO_MOVIMENTO_EXTRATO)[keyof typeof TIPO_MOVIMENTO_EXTRATO];
  dataInicial?: string;
  dataFinal?: string;
};
