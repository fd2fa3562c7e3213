import { MENSAGENS } from '@sw/common';
import { escopoDoUsuario, RequestContext } from './context';
import { entradaInvalida, naoEncontrado } from './errors';

/**
 * The `rede` filter of every list, report, export and the dashboard, REST and GraphQL alike
 * (docs/decisoes.md, "Filtro rede"): one reading, so no screen or integrator meets a dialect.
 *
 * - absent, empty, 'todas'/'Todas' or 0: no filter (null);
 * - a number (or digits): a network id; when no network has that id, a network named so;
 * - any other text: a network name, exact but blind to case and accents ('rede sul' = 'Rede Sul',
 *   'sao paulo' = 'São Paulo');
 * - a network that does not exist, or that the caller may not read (role 3: the networks of its
 *   stores; idRedesPermitidas: those networks), is a 404 'Rede não encontrada.': the answer never
 *   tells which networks exist outside the caller's scope.
 */

const NOME_MAXIMO = 120;

const semAcento = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

// The SQL side of semAcento for the characters a network name can carry in Portuguese; names are
// few, so this scans redes (dozens of rows) without an index.
const DE = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PARA = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
const NOME_SQL = `lower(translate(nome, '${DE}', '${PARA}'))`;

const vazio = (v: unknown) => v === undefined || v === null || v === 0 || (typeof v === 'string' && ['', '0', 'todas'].includes(v.trim().toLowerCase()));

/** The networks the caller may read, or null for all. */
export async function redesDoEscopo(ctx: RequestContext): Promise<number[] | null> {
  const { revendaIds, redeIds } = escopoDoUsuario(ctx);
  if (!revendaIds) return redeIds;
  const linhas = await ctx.manager.query<{ rede_id: number }[]>(
    `SELECT DISTINCT rede_id FROM revendas WHERE id = ANY($1) AND ($2::int[] IS NULL OR rede_id = ANY($2))`,
    [revendaIds, redeIds],
  );
  return linhas.map((l) => l.rede_id);
}

/** The network a `rede` filter names, within the caller's scope, or null for "every network". */
export async function redeDoFiltro(ctx: RequestContext, valor: unknown): Promise<number | null> {
  if (vazio(valor)) return null;
  if (typeof valor !== 'string' && typeof valor !== 'number') throw entradaInvalida('Rede inválida.');
  const texto = String(valor).trim();
  if (texto.length > NOME_MAXIMO) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  const id = /^\d{1,10}$/.test(texto) && Number(texto) <= 2_147_483_647 ? Number(texto) : null;
  const achadas = await ctx.manager.query<{ id: number }[]>(
    `SELECT id FROM redes WHERE ($1::int IS NOT NULL AND id = $1) OR ${NOME_SQL} = $2 ORDER BY (id = $1) DESC NULLS LAST, id LIMIT 1`,
    [id, semAcento(texto)],
  );
  const rede = achadas[0]?.id ?? null;
  if (rede === null) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  const escopo = await redesDoEscopo(ctx);
  if (escopo && !escopo.includes(rede)) throw naoEncontrado(MENSAGENS.redeNaoEncontrada);
  return rede;
}

/** redeDoFiltro narrowed to the caller's scope: null (all), or the networks to read. */
export async function redesDoFiltro(ctx: RequestContext, valor: unknown): Promise<number[] | null> {
  const rede = await redeDoFiltro(ctx, valor);
  return rede === null ? redesDoEscopo(ctx) : [rede];
}
