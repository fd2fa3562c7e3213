import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CHAVES_RESERVADAS, chavePropria, TAMANHO_PAGINA_PADRAO } from '@sw/common';
import { entradaInvalida } from './errors';

/**
 * One list contract for every paged screen. The spec has two dialects and both map here:
 *   page / perPage / search / sortField / sortOrder (1 | -1 | asc | desc)
 *   pagina / limite / buscar / ordenacao = {"campo","direcao"} / filtros = {...}
 * Pages start at 1. "Todos" (perPage/limite 0, -1 or "todos") still stops at LIMITE_TODOS rows.
 */
export interface PedidoLista {
  pagina: number;
  limite: number;
  campo: string;
  direcao: 'ASC' | 'DESC';
  busca: string | null;
  filtros: Record<string, unknown>;
}

export const LIMITE_TODOS = 10_000;
const LIMITE_MAXIMO_PAGINA = 1_000;
/** Past this page number a request is refused (the offset stays an exact integer the SQL accepts). */
export const PAGINA_MAXIMA = 1_000_000;

export interface OpcoesLista {
  /** Sortable fields as the caller names them → the SQL expression to order by (looked up as own keys only). */
  ordenaveis: Record<string, string>;
  padrao: { campo: string; direcao: 'ASC' | 'DESC' };
}

/**
 * ordenacao and filtros: a JSON object of plain values ({"campo":"nome"}, {"rede":3}). Keys that name
 * or rewrite a prototype are refused (JSON.parse makes "__proto__" an own key, and a later spread or
 * assignment of that object would change what every object inherits), and so are nested objects and
 * arrays: no filter takes one, and an object can carry its own toString into the code that reads it.
 */
function json(valor: unknown, rotulo: string): Record<string, unknown> {
  if (valor === undefined || valor === null || valor === '') return {};
  let lido: unknown = valor;
  if (typeof valor === 'string') {
    try {
      lido = JSON.parse(valor);
    } catch {
      lido = null;
    }
  }
  const valido =
    !!lido &&
    typeof lido === 'object' &&
    !Array.isArray(lido) &&
    Object.entries(lido).every(
      ([chave, v]) => !CHAVES_RESERVADAS.has(chave) && (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'),
    );
  if (!valido) throw entradaInvalida(`Parâmetro ${rotulo} inválido.`);
  return lido as Record<string, unknown>;
}

/**
 * One value of a list parameter as text: a query string repeats a key as an array and JSON may
 * nest an object, and neither is a page, a field or a direction.
 */
function texto(valor: unknown, mensagem: string): string | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  throw entradaInvalida(mensagem);
}

function numero(valor: unknown, padrao: number): number {
  const t = texto(valor, 'Parâmetro de paginação inválido.');
  if (t === undefined) return padrao;
  if (t.toLowerCase() === 'todos') return 0;
  const n = Number(t);
  if (!Number.isSafeInteger(n) || n > PAGINA_MAXIMA) throw entradaInvalida('Parâmetro de paginação inválido.');
  return n;
}

function direcao(valor: unknown, padrao: 'ASC' | 'DESC'): 'ASC' | 'DESC' {
  const t = texto(valor, 'Direção de ordenação inválida.');
  if (t === undefined) return padrao;
  const v = t.toLowerCase();
  if (v === '1' || v === 'asc') return 'ASC';
  if (v === '-1' || v === 'desc') return 'DESC';
  throw entradaInvalida('Direção de ordenação inválida.');
}

/** Reads either dialect from a query string (or GraphQL args) into one PedidoLista. */
export function lerPedidoLista(q: Record<string, unknown>, opcoes: OpcoesLista): PedidoLista {
  const ordenacao = json(q.ordenacao, 'ordenacao');
  const nomeado = texto(q.sortField ?? ordenacao.campo, 'Parâmetro de ordenação inválido.');
  const campo = nomeado ?? opcoes.padrao.campo;
  // Own keys only: "toString" or "__proto__" are in every object, never in the list's fields.
  if (!chavePropria(opcoes.ordenaveis, campo)) throw entradaInvalida(`Não é possível ordenar por "${String(campo).slice(0, 40)}".`);
  const pagina = Math.max(1, numero(q.pagina ?? q.page, 1));
  let limite = numero(q.limite ?? q.perPage, TAMANHO_PAGINA_PADRAO);
  if (limite <= 0) limite = LIMITE_TODOS;
  else if (limite > LIMITE_MAXIMO_PAGINA) throw entradaInvalida(`O tamanho da página vai até ${LIMITE_MAXIMO_PAGINA}.`);
  const busca = (texto(q.buscar ?? q.search, 'Parâmetro de busca inválido.') ?? '').trim().slice(0, 100) || null;
  const sentido = q.sortOrder !== undefined ? q.sortOrder : ordenacao.direcao;
  return {
    pagina,
    limite,
    campo,
    direcao: direcao(sentido, campo === opcoes.padrao.campo ? opcoes.padrao.direcao : 'ASC'),
    busca,
    filtros: json(q.filtros, 'filtros'),
  };
}

/**
 * Up to this many matching rows a list's total is exact; past it, the total is the planner's
 * estimate and the answer says so (totalEstimado). Counting every one of 200,000 members matching a
 * search costs hundreds of milliseconds, reading the page itself well under one
 * (docs/desempenho.md, "Totais das listas").
 */
export const LIMITE_CONTAGEM_EXATA = 1_000;

// An estimate is reused for the same filter (same SQL and parameters) for a minute: paging and
// re-sorting a large list then reads only the page. Exact counts are never reused.
const DURACAO_ESTIMATIVA_MS = 60_000;
const estimativas = new Map<string, { total: number; validaAte: number }>();

export interface Pagina<T> {
  linhas: T[];
  total: number;
  /** True when total is the planner's estimate (more than LIMITE_CONTAGEM_EXATA rows match). */
  totalEstimado: boolean;
}

/**
 * Applies order (whitelisted expression, then the id as a tie-break so pages never overlap) and
 * the page window, and returns the rows with the total.
 *
 * The tie-break follows the direction, so ascending is (x ASC NULLS FIRST, id ASC) and descending
 * its exact reverse (x DESC NULLS LAST, id DESC): one index declared (x NULLS FIRST, id) serves
 * both by scanning forward or backward, and a first page reads ten index entries instead of
 * sorting the table.
 *
 * The rows are the query's raw rows (getRawMany): `Linha` names their shape.
 */
export async function paginar<T extends ObjectLiteral, Linha = T>(
  qb: SelectQueryBuilder<T>,
  pedido: PedidoLista,
  opcoes: OpcoesLista & { desempate: string; totalEstimavel?: boolean },
): Promise<Pagina<Linha>> {
  const inicio = (pedido.pagina - 1) * pedido.limite;
  const [linhas, contagem] = await Promise.all([
    ordenar(qb.clone(), pedido, opcoes).offset(inicio).limit(pedido.limite).getRawMany<Linha>(),
    contar(qb, opcoes.totalEstimavel ?? false),
  ]);
  // A page that is not full is the end of the list: where it ends is the exact total.
  if (linhas.length > 0 && linhas.length < pedido.limite) return { linhas, total: inicio + linhas.length, totalEstimado: false };
  return { linhas, ...contagem };
}

/**
 * Exact up to LIMITE_CONTAGEM_EXATA (a count that stops reading there), else the planner's estimate.
 * Only lists that tell their reader the total is estimated (totalEstimavel) estimate; the others,
 * small by nature, always count.
 */
async function contar<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, estimavel: boolean): Promise<{ total: number; totalEstimado: boolean }> {
  const base = qb.clone().orderBy().select('1');
  if (!estimavel) {
    const contagem = await base.select('count(*)::int', 'total').getRawOne<{ total: number }>();
    return { total: contagem?.total ?? 0, totalEstimado: false };
  }
  const [sql, parametros] = base.getQueryAndParameters();
  const chave = `${sql}\u0000${JSON.stringify(parametros)}`;
  const conhecida = estimativas.get(chave);
  if (conhecida && conhecida.validaAte > Date.now()) return { total: conhecida.total, totalEstimado: true };

  const limitada = base.clone().limit(LIMITE_CONTAGEM_EXATA + 1);
  const contagem = await qb
    .createQueryBuilder()
    .select('count(*)::int', 'total')
    .from(`(${limitada.getQuery()})`, 'limitada')
    .setParameters(limitada.getParameters())
    .getRawOne<{ total: number }>();
  const exato = contagem?.total ?? 0;
  if (exato <= LIMITE_CONTAGEM_EXATA) return { total: exato, totalEstimado: false };

  // EXPLAIN (FORMAT JSON) answers one row whose json column pg parses: a list with the plan.
  const [{ 'QUERY PLAN': plano }] = await qb.connection.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    parametros,
  );
  const total = Math.max(LIMITE_CONTAGEM_EXATA + 1, Math.round(Number(plano[0]?.Plan['Plan Rows']) || 0));
  if (estimativas.size >= 1_000) estimativas.clear();
  estimativas.set(chave, { total, validaAte: Date.now() + DURACAO_ESTIMATIVA_MS });
  return { total, totalEstimado: true };
}

/** The order of paginar (see above), for a query that is not paged the same way (exports). */
export function ordenar<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  pedido: PedidoLista,
  opcoes: OpcoesLista & { desempate: string },
): SelectQueryBuilder<T> {
  const campo = chavePropria(opcoes.ordenaveis, pedido.campo) ? pedido.campo : opcoes.padrao.campo;
  return qb
    .orderBy(opcoes.ordenaveis[campo], pedido.direcao, pedido.direcao === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST')
    .addOrderBy(opcoes.desempate, pedido.direcao);
}
