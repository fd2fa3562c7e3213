import express, { Request, Response, Router } from 'express';

/**
 * How the REST routes become Express routers, whatever order the modules declared them in.
 *
 * Several modules share a prefix (`/pontuacoes` has routes from pontuacoes, vendas, pontos and
 * integracoes; `/resgates` from resgates and midias). Express tries routes in registration order, so
 * `GET /pontuacoes/:cpf` registered first would answer `GET /pontuacoes/encerradas`. Instead of an
 * order someone must remember, the routes are collected first and mounted here: one router per
 * prefix (the first path segment), and inside it the routes ordered by specificity, a fixed text
 * segment before a parameter at the first place where two paths differ. Two routes with the same
 * method and the same shape (`/x/:id` and `/x/:codigo`) are refused: one of them could never answer.
 */

export type MetodoHttp = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RotaMontavel {
  metodo: MetodoHttp;
  /** The path under /api, as declared (`/pontuacoes/:id/itens`). */
  caminho: string;
  tratar: (req: Request, res: Response) => Promise<void>;
}

/** 0 for fixed text, 1 for a parameter, 2 for a wildcard: the lower answers first. */
function peso(segmento: string): number {
  if (segmento.includes('*')) return 2;
  if (segmento.includes(':') || segmento.includes('{')) return 1;
  return 0;
}

const segmentos = (caminho: string) => caminho.split('/').filter(Boolean);

/**
 * Specificity order: segment by segment, fixed text before a parameter; a shorter path first when
 * one is the start of the other (paths of different lengths never match the same address). Routes
 * of the same shape keep their relative order (a stable sort), which cannot matter: same-shape
 * routes with the same method are refused, and different methods never compete.
 */
export function compararEspecificidade(a: string, b: string): number {
  const sa = segmentos(a).map(peso);
  const sb = segmentos(b).map(peso);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    if (sa[i] !== sb[i]) return sa[i] - sb[i];
  }
  return sa.length - sb.length;
}

/** The shape of a path, parameter names left out: `/x/:id` and `/x/:codigo` are the same route. */
const forma = (caminho: string) =>
  segmentos(caminho)
    .map((s) => (peso(s) === 0 ? s.toLowerCase() : `<${peso(s)}>`))
    .join('/');

/** The prefix that owns a route: its first path segment, which must be fixed text. */
export function prefixoDe(caminho: string): string {
  const primeiro = segmentos(caminho)[0];
  if (primeiro === undefined || peso(primeiro) !== 0) {
    throw new Error(`Rota ${caminho}: o primeiro trecho do caminho precisa ser fixo (ele diz qual roteador é o dono).`);
  }
  return `/${primeiro}`;
}

/** One Express router for the whole API: a sub-router per prefix, each ordered by specificity. */
export function montarRoteador(rotas: readonly RotaMontavel[]): Router {
  const vistas = new Map<string, string>();
  const porPrefixo = new Map<string, RotaMontavel[]>();
  for (const rota of rotas) {
    const chave = `${rota.metodo} ${forma(rota.caminho)}`;
    const anterior = vistas.get(chave);
    if (anterior !== undefined) {
      throw new Error(`Rotas repetidas: ${rota.metodo.toUpperCase()} ${anterior} e ${rota.caminho} atendem os mesmos endereços.`);
    }
    vistas.set(chave, rota.caminho);
    const prefixo = prefixoDe(rota.caminho);
    porPrefixo.set(prefixo, [...(porPrefixo.get(prefixo) ?? []), rota]);
  }
  const raiz = express.Router();
  for (const [prefixo, doPrefixo] of porPrefixo) {
    const sub = express.Router();
    for (const rota of [...doPrefixo].sort((a, b) => compararEspecificidade(a.caminho, b.caminho))) {
      sub[rota.metodo](rota.caminho.slice(prefixo.length) || '/', rota.tratar);
    }
    raiz.use(prefixo, sub);
  }
  return raiz;
}
