import { MENSAGENS } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA } from './premios.service';
import { TIPO_PREMIO_ENUM, TIPOS_PREMIO } from './premio.types';

/** The input of every prize operation, for both doors (core/esquema.ts, docs/api.md). */

const idPremio = e.id('Identificador', MENSAGENS.premioNaoEncontrado);

/** 'geral' is sent as null (spec 2 §3): null, '' and 'null' mean geral; any other unknown type is refused. */
const tipo = z
  .preprocess(
    (v) =>
      v === null || (typeof v === 'string' && ['', 'null'].includes(v.trim().toLowerCase())) ? 'geral' : typeof v === 'string' ? v.trim().toLowerCase() : v,
    z.enum(TIPOS_PREMIO, { error: MENSAGENS.informeTipo }),
  )
  .meta({ title: 'Tipo', description: 'Tipo do prêmio (padrão geral).' })
  .register(DOC, { graphql: 'TipoPremio', mapa: TIPO_PREMIO_ENUM, json: { enum: [...TIPOS_PREMIO] } });

/** The form's fields, in the form's order (spec 2 §5): the first problem is the one shown. */
const campos = {
  nome: e.textoObrigatorio('Nome', 160, MENSAGENS.informeNome),
  codigo: e.textoObrigatorio('Código', 60, MENSAGENS.informeCodigo),
  descricao: e.textoObrigatorio('Descrição', 5000, MENSAGENS.informeDescricao),
  custoTotal: e.decimal('Custo total', { mensagemVazio: MENSAGENS.informeCustoTotal }),
  tipo,
  pontos: e.decimal('Pontos', { mensagemVazio: MENSAGENS.informePontosPremio }),
  pontosAlternativo: e.decimal('Pontos alternativo', { anulavel: true }).meta({ description: 'Pontos da opção 220V de um prêmio bivolt.' }),
};

export const porId = z.object({ id: idPremio });

/** Registration: every field required but tipo (geral) and pontosAlternativo; the photo is the `foto` file. */
export const criar = z.object({ ...campos, tipo: tipo.optional(), pontosAlternativo: campos.pontosAlternativo.optional() });

/**
 * An edit: a field left out keeps its value (an integrator editing the name must not zero the
 * points); a field sent is read as on registration. `ativo` alone is the role-2 toggle.
 */
export const editar = z.object({
  ...(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof campos]: z.ZodOptional<(typeof campos)[K]> }),
  ativo: e.opcional(e.booleano('Ativo')),
});

export const alterarAtivo = z.object({ id: idPremio, ativo: e.booleano('Ativo') });

const filtros = {
  codigo: e.opcional(e.texto('Código', 60)).meta({ description: 'Só os prêmios com este código.' }),
  ativo: e.opcional(e.booleano('Ativo')).meta({ description: 'Só os ativos (1).' }),
};
export const consultaPremios = consultaLista(OPCOES_LISTA, filtros);
export const listaPremios = argumentosLista('OrdemPremios', OPCOES_LISTA);
