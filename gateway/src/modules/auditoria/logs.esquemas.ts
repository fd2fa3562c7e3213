import { e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA } from './logs.service';

/** The input of the Logs screen's calls, for both doors (core/esquema.ts, docs/api.md). */

const TIPO_LOG_INVALIDO = 'Tipo de log inválido.';

const filtros = {
  // 'todos' is what the screen's "all types" option sends.
  tipo: e
    .opcional(
      e
        .texto('Tipo', 60)
        .refine((t) => t === 'todos' || /^[\w.-]{1,60}$/.test(t), { error: TIPO_LOG_INVALIDO })
        .transform((t) => (t === 'todos' ? undefined : t)),
    )
    .meta({ description: 'Tipo do log (ex.: banners.criar); vazio ou "todos" para todos.' }),
  dataInicial: e.opcional(e.data('Data inicial')).meta({ description: 'Primeiro dia (AAAA-MM-DD ou DD/MM/AAAA); sem datas, os últimos 7 dias.' }),
  dataFinal: e.opcional(e.data('Data final')).meta({ description: 'Último dia, inclusive.' }),
};

/** The filters alone: the older REST dialect sends them as JSON inside `filtros`. */
export const filtrosLogs = z.object(filtros);
export const consultaLogs = consultaLista(OPCOES_LISTA, filtros);
export const listaLogs = argumentosLista('OrdemLogs', OPCOES_LISTA, filtros);
