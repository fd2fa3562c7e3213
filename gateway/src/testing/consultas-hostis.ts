import type { Resposta } from './ambiente';
import { VAZAMENTO } from './vazamento';

/**
 * The hostile inputs of the list fuzz test (testes/fuzz-listas.test.ts) and how it judges an answer:
 * query strings built from the names every object inherits, and the check that Object.prototype
 * never changes.
 */
export const PROTOTIPO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf', '__defineGetter__'];
const PRINCIPAIS = ['__proto__', 'constructor', 'toString'];
/** Filter names the lists read (query string and filtros JSON). */
const FILTROS = ['tipo', 'status', 'rede', 'grupo', 'situacao', 'ativo', 'filterBy', 'filtro', 'revendaId', 'cnpjRevenda', 'dataInicial', 'analise'];
const PAGINAS = ['99999999999999999999', '1e21', '9007199254740993', '-5', 'NaN', 'Infinity', '1.5', 'abc'];

export const q = (pares: [string, string][]) => pares.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
const aninhado = (n: number): string => (n === 0 ? '1' : `{"a":${aninhado(n - 1)}}`);

/** Query strings every GET receives: prototype names as keys and values, arrays, hostile JSON. */
export function consultasBasicas(): string[] {
  const r: string[] = [];
  for (const p of PRINCIPAIS) {
    r.push(q([['sortField', p]]), q([['ordenacao', JSON.stringify({ campo: p })]]), q([[p, '1']]), `${encodeURIComponent(p)}[x]=1`);
    r.push(q([['filtros', `{"${p}":{"x":1}}`]]));
  }
  r.push(
    'sortField=a&sortField=b',
    'page=1&page=2',
    'page[]=1',
    'ordenacao[campo]=__proto__',
    '__proto__[x]=1&constructor[prototype][x]=1',
    q([['ordenacao', '{"campo":']]),
    q([['filtros', '{']]),
    q([['ordenacao', '{"campo":{"toString":1}}']]),
    q([['page', '99999999999999999999']]),
    q([
      ['pagina', 'NaN'],
      ['limite', '-1.5'],
    ]),
  );
  return r;
}

/** The full set, for the routes that are lists. */
export function consultasDeLista(): string[] {
  const r = consultasBasicas();
  for (const p of PROTOTIPO) {
    // (sortField and ordenacao.campo named after each of these are sent by the strict check below.)
    r.push(
      q([['ordenacao', JSON.stringify({ campo: 'x', direcao: p })]]),
      q([['sortOrder', p]]),
      q([['search', p]]),
      q([['filtros', JSON.stringify({ [p]: 1 })]]),
    );
  }
  r.push(q([['ordenacao', '{"campo":"campoQueNaoExiste"}']]), q([['filtros', '{"campoQueNaoExiste":1}']]));
  for (const f of FILTROS) r.push(q([[f, '__proto__']]), q([['filtros', `{"${f}":{"toString":1}}`]]));
  r.push('rede=1&rede=2', 'status=1&status=2');
  for (const chave of ['page', 'perPage']) for (const v of PAGINAS) r.push(q([[chave, v]]));
  for (const chave of ['pagina', 'limite']) for (const v of PAGINAS.slice(0, 3)) r.push(q([[chave, v]]));
  r.push(
    'perPage=1&perPage=2',
    'limite[]=5',
    'search=a&search=b',
    'sortOrder=1&sortOrder=-1',
    'buscar[]=x',
    'filtros[]=1',
    q([['filtros', '{"a":{"__proto__":{"poluido":1}}}']]),
    q([['filtros', '{"rede":["__proto__"]}']]),
    q([['filtros', '[1]']]),
    q([['filtros', 'null']]),
    q([['filtros', '"texto"']]),
    q([['filtros', aninhado(40)]]),
    q([['ordenacao', '1']]),
    q([['ordenacao', '[]']]),
    q([['ordenacao', '{"direcao":{"toString":1}}']]),
    q([['ordenacao', '{"campo":["a","b"]}']]),
    q([['sortField', 'A'.repeat(5000)]]),
    q([['search', '%_\\'.repeat(50)]]),
  );
  return r;
}

export const INGLES = /\b(the|must be|cannot|expected|undefined|Unexpected|TypeError|is not|invalid input|Cannot read)\b/;
export const CODIGO_NATIVO = /\[native code\]|function \w*\(|\[object Object\]/;

/** What Object.prototype (and its relatives) look like; compared before and after every group. */
export function retratoDosPrototipos(): string {
  const nomes = (o: object) => Object.getOwnPropertyNames(o).sort().join(',');
  const sonda: Record<string, unknown> = {};
  const herdadas: string[] = [];
  for (const k in sonda) herdadas.push(k);
  return JSON.stringify({
    objeto: nomes(Object.prototype),
    array: nomes(Array.prototype),
    funcao: nomes(Function.prototype),
    texto: nomes(String.prototype),
    herdadas,
    x: sonda.x,
    poluido: sonda.poluido,
    a: sonda.a,
    'c.id': sonda['c.id'],
  });
}

export function problemaRest(r: Resposta): string | null {
  const erro = (r.corpo as { erro?: unknown } | null)?.erro;
  const texto = typeof r.corpo === 'string' ? r.corpo : JSON.stringify(r.corpo);
  if (r.status >= 500) return `status ${r.status}`;
  if (CODIGO_NATIVO.test(texto.slice(0, 20_000)) && r.status >= 400) return 'código nativo na resposta';
  if (r.status < 400) return null;
  if (typeof erro !== 'string' || !erro) return 'sem erro';
  if (INGLES.test(erro)) return `erro em inglês: ${erro}`;
  if (VAZAMENTO.test(texto)) return 'vazamento';
  return null;
}
