import { GRUPOS_OFERTAS, GrupoOfertas, MENSAGENS_OFERTAS, OFERTAS_POR_PAGINA } from '@sw/common';
import { DOC, e, z } from '../../core/esquema';
import { argumentosLista, consultaLista } from '../../core/esquema-lista';
import { OPCOES_LISTA } from './ofertas-painel.service';

/** The input of the panel's Ofertas calls, for both doors (core/esquema.ts, docs/api.md). */

const MAXIMO_OFERTAS = 1000;
const INTEIRO_MAXIMO = 2_147_483_647;

/** novas (0 points) | ativas | todas; absent or blank is todas. */
const grupo = z
  .unknown()
  .transform((v, ctx): GrupoOfertas => {
    if (v === undefined || v === null || v === '') return 'todas';
    const g = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if ((GRUPOS_OFERTAS as readonly string[]).includes(g)) return g as GrupoOfertas;
    ctx.addIssue({ code: 'custom', message: 'Grupo inválido: use novas, ativas ou todas.' });
    return z.NEVER;
  })
  .meta({ title: 'Grupo', description: 'novas (0 pontos), ativas ou todas (padrão).' })
  .register(DOC, { graphql: 'String', json: { type: 'string', enum: [...GRUPOS_OFERTAS] } });

/** The filters alone: the older REST dialect sends them as JSON inside `filtros`. */
export const filtrosOfertas = z.object({ grupo: grupo.optional() });
export const consultaOfertas = consultaLista(OPCOES_LISTA, { grupo: grupo.optional() });

export const listaOfertas = argumentosLista('OrdemOfertas', OPCOES_LISTA, { grupo: grupo.optional() });

/**
 * An id read as REST always read it (an integer, as a number or digits), shown as `ID` in GraphQL:
 * GraphQL sends it as text, which the block reads the same way.
 */
export function comoId<S extends z.ZodType>(bloco: S): S {
  DOC.add(bloco, { ...DOC.get(bloco), graphql: 'ID' });
  return bloco;
}

const idOferta = () => comoId(e.inteiro('Identificador', { min: 1 })).meta({ description: 'Identificador da oferta.' });
export const porId = z.object({ id: idOferta() });

/**
 * Points as a number or text (pt-BR "1.000" or plain), 0 or more, rounded to whole points. A
 * required price sent blank, negative or unreadable is the form's one message.
 */
const pontos = (obrigatorio: boolean) =>
  z
    .unknown()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || v === '') {
        if (!obrigatorio) return null;
        ctx.addIssue({ code: 'custom', message: MENSAGENS_OFERTAS.pontosInvalidos });
        return z.NEVER;
      }
      const t = String(v).trim();
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(/,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t) : NaN;
      if (!Number.isFinite(n) || n < 0 || n > 1e9) {
        ctx.addIssue({ code: 'custom', message: MENSAGENS_OFERTAS.pontosInvalidos });
        return z.NEVER;
      }
      return Math.round(n);
    })
    .meta({ title: 'Pontos' })
    .register(DOC, { graphql: 'Pontos', json: { type: ['number', 'string'], minimum: 0, maximum: 1e9 } });

/** PUT /api/ofertas/{id}: the new price; pontosAlternativo sent (null clears it) replaces, left out keeps. */
export const editarPontos = z.object({
  pontos: (pontos(true) as z.ZodType<number, unknown>).meta({ description: 'Os novos pontos (0 ou mais); limpa um desconto.' }),
  pontosAlternativo: pontos(false).optional().meta({ description: 'Pontos da opção alternativa; null limpa, ausente mantém.' }),
});

/** GraphQL's edit: the offer's id beside the new price. */
export const editarPontosGraphql = z.object({ id: idOferta(), ...editarPontos.shape });

/** 1 to 99 percent, as a number or text ("12,5"); blank or 0 is "inform the percentage". */
const porcentagem = z
  .unknown()
  .transform((v, ctx) => {
    const n = v === undefined || v === null || v === '' ? 0 : typeof v === 'number' || typeof v === 'string' ? Number(String(v).replace(',', '.')) : NaN;
    if (n === 0) ctx.addIssue({ code: 'custom', message: MENSAGENS_OFERTAS.informePorcentagem });
    else if (!Number.isFinite(n) || n < 1 || n > 99) ctx.addIssue({ code: 'custom', message: MENSAGENS_OFERTAS.porcentagemInvalida });
    else return n;
    return z.NEVER;
  })
  .meta({ title: 'Porcentagem', description: 'A porcentagem de desconto, de 1 a 99.' })
  .register(DOC, { graphql: 'Float', json: { type: ['number', 'string'], minimum: 1, maximum: 99 } });

/** The offers' ids as an array or '1,2,3'; at least one, at most 1000, duplicates removed. */
const ofertas = z
  .unknown()
  .transform((v, ctx): number[] => {
    const partes =
      v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : null;
    const ids = partes?.map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p).trim() : '#')).filter(Boolean);
    if (!ids || ids.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > INTEIRO_MAXIMO)) {
      ctx.addIssue({ code: 'custom', message: 'Oferta inválido' });
      return z.NEVER;
    }
    const unicos = [...new Set(ids.map(Number))];
    if (!unicos.length) ctx.addIssue({ code: 'custom', message: MENSAGENS_OFERTAS.selecioneOferta });
    else if (unicos.length > MAXIMO_OFERTAS) ctx.addIssue({ code: 'custom', message: `Selecione no máximo ${MAXIMO_OFERTAS} ofertas de uma vez.` });
    else return unicos;
    return z.NEVER;
  })
  .meta({ title: 'Ofertas', description: `Os identificadores das ofertas (1 a ${MAXIMO_OFERTAS}).` })
  .register(DOC, { graphql: '[ID]', json: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAXIMO_OFERTAS } });

/** POST /api/ofertas-tlc/aplicar-desconto: the percentage first, as the dialog asks for it first. */
export const aplicarDesconto = z.object({ porcentagem, ofertas });

/** Optional ids of the storefront filters, as `[ID]`: the catalogue service checks them with its own words. */
const ids = (rotulo: string, descricao: string) =>
  z
    .array(z.unknown())
    .nullish()
    .meta({ title: rotulo, description: descricao })
    .register(DOC, { graphql: '[ID]', json: { type: 'array', items: { type: 'integer', minimum: 1 } } });

/**
 * The storefront catalogue (ofertasLoja): the filters of GET /api/tlc-offers and the page. The page
 * size is fixed (OFERTAS_POR_PAGINA), as the catalogue's grid is.
 */
export const ofertasLoja = z.object({
  busca: e.opcional(e.texto('Busca', 100)).meta({ description: 'Palavras no nome, no parceiro ou na descrição.' }),
  categorias: ids('Categorias', 'Só as ofertas destas categorias.'),
  cidades: ids('Cidades', 'Só as ofertas destas cidades.'),
  experiencia: e.opcional(comoId(e.texto('Experiência', 18))).meta({ description: 'Só as ofertas desta experiência.' }),
  pagina: e.opcional(e.inteiro('Página', { min: 1, max: 100_000 })).meta({ description: `Página, a partir de 1 (${OFERTAS_POR_PAGINA} por página).` }),
});
