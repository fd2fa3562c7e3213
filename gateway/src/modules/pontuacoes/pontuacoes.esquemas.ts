import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosExportacao, argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA as OPCOES_ENCERRADAS } from './encerradas.service';
import { FILTROS_BUSCA, OPCOES_LISTA as OPCOES_PENDENTES } from './pendentes.service';
import { MOTIVOS_REPROVACAO } from './pontuacoes.regras';

/** The input of the staff claim operations (pendentes, encerradas), for both doors (core/esquema.ts, docs/api.md). */

const idPontuacao = e.id('Identificador', MENSAGENS.pontuacaoNaoEncontrada);

/** The field a search of the pending queue looks in; any case on REST. */
const filtroBusca = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  e.enumeracao(
    'FiltroBuscaPendentes',
    Object.fromEntries(FILTROS_BUSCA.map((f) => [f, f])) as { [F in (typeof FILTROS_BUSCA)[number]]: F },
    'Filtro',
    'Campo em que a busca procura (sem ele, em todos).',
  ),
);

const filtrosPendentes = {
  filterBy: e.opcional(filtroBusca).meta({ description: `Campo da busca: ${FILTROS_BUSCA.join(', ')}.` }),
};
export const consultaPendentes = consultaLista(OPCOES_PENDENTES, filtrosPendentes);
export const listaPendentes = argumentosLista('OrdemPontuacoesPendentes', OPCOES_PENDENTES, { filtro: filtrosPendentes.filterBy });

export const identificador = z.object({ identificador: idPontuacao });

const motivo = e
  .textoObrigatorio('Motivo', 120, MENSAGENS.motivoReprovacaoInvalido)
  .transform((t, ctx) => {
    const achado = MOTIVOS_REPROVACAO.find((m) => m.toLowerCase() === t.toLowerCase());
    if (!achado) {
      ctx.addIssue({ code: 'custom', message: MENSAGENS.motivoReprovacaoInvalido });
      return z.NEVER;
    }
    return achado;
  })
  .meta({ description: `Um dos motivos: ${MOTIVOS_REPROVACAO.join('; ')}.` });

/** The claim by id, or (the spec's body) by its file; reprovadoPor is not read: the session says who rejected. */
export const reprovar = z.object({
  identificador: e.opcional(idPontuacao).meta({ description: 'A pontuação (obrigatória sem linkArquivo).' }),
  linkArquivo: e.opcional(e.texto('Arquivo', 500)).meta({ description: 'O arquivo da pontuação, quando não se informa o identificador.' }),
  reprovadoMotivo: motivo,
});

/** Closed claims: the day range is on the closing day (AAAA-MM-DD or DD/MM/AAAA, 2000–2999). */
const diaDoFiltro = (rotulo: string) =>
  e.opcional(e.data(rotulo, `${rotulo} inválida.`).refine((d) => d >= '2000-01-01' && d <= '2999-12-31', { error: `${rotulo} inválida.` }));

/**
 * An id or a name, read by core/filtro-rede ('todas', '0' and blank mean every network). GraphQL
 * types it ID: an id or a name both travel as ID.
 */
const redeEncerradas = e.opcional(e.texto('Rede', 120).register(DOC, { graphql: 'ID', json: { type: 'string', maxLength: 120 } }));

export const filtrosEncerradas = {
  rede: redeEncerradas.meta({ description: 'Id ou nome da rede (todas quando ausente).' }),
  dataInicial: diaDoFiltro('Data inicial').meta({ description: 'Primeiro dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA).' }),
  dataFinal: diaDoFiltro('Data final').meta({ description: 'Último dia de encerramento (AAAA-MM-DD ou DD/MM/AAAA).' }),
};
/** The filters alone: the export reads them from its own query. */
export const filtroEncerradas = z.looseObject(filtrosEncerradas);
export const consultaEncerradas = consultaLista(OPCOES_ENCERRADAS, filtrosEncerradas);
export const listaEncerradas = argumentosLista('OrdemPontuacoesEncerradas', OPCOES_ENCERRADAS, filtrosEncerradas);
/** linkExportacaoPontuacoesEncerradas: the list's input and `tipo`. */
export const exportacaoEncerradas = argumentosExportacao('OrdemPontuacoesEncerradas', OPCOES_ENCERRADAS, filtrosEncerradas);
