/**
 * How /loja reads its address into the offers' queries. Shared by the screen and by the request the
 * entry starts before the screen's chunk arrives (app/antecipacao.ts): both must ask the very same
 * variables, or the screen would not find the answer already on its way.
 */

/** An id from the address, as the GraphQL `ID` it is sent as (text); null when it is not a positive integer. */
export const positivo = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? String(n) : null;
};

export type FiltrosLoja = {
  categoria: string | null;
  experiencia: string | null;
  pagina: number;
  cidades: string[];
  busca: string;
};

export function filtrosDaLoja(params: URLSearchParams): FiltrosLoja {
  return {
    categoria: positivo(params.get('categoria')),
    experiencia: positivo(params.get('experience')),
    pagina: Number(positivo(params.get('page')) ?? 1),
    cidades: params
      .getAll('cities')
      .map(positivo)
      .filter((c): c is string => c !== null),
    busca: params.get('search') ?? '',
  };
}

/** The variables of the experiences, cities and offers queries of one experience's offers page. */
export function variaveisDaLoja({ categoria, experiencia, pagina, cidades, busca }: FiltrosLoja) {
  const categorias = categoria ? [categoria] : null;
  return {
    experiencias: { categorias },
    cidades: { categorias, experiencia },
    ofertas: { input: { categorias, experiencia, pagina, cidades: cidades.length ? cidades : null, busca: busca || null } },
  };
}
