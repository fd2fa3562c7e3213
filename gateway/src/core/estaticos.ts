/**
 * The two built single-page apps (panel under /painel, storefront under /).
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text asset
 * (scripts/precomprimir.mjs); this picks the one the browser accepts, so the 550 KB script travels
 * as ~150 KB without compressing anything per request. Hashed files under `assets/` never change
 * under the same name and are cached for a year; index.html and the other public files are
 * revalidated on every visit (`no-cache`), so a new build is picked up on the next load.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Express, NextFunction, Request, Response } from 'express';

const CACHE_IMUTAVEL = 'public, max-age=31536000, immutable';
const CACHE_REVALIDAR = 'no-cache';

/** Pre-compressed variants, in the order preferred when the browser accepts both equally. */
const VARIANTES = [
  { codificacao: 'br', extensao: '.br' },
  { codificacao: 'gzip', extensao: '.gz' },
] as const;

/** Content types of the files that have pre-compressed copies (the rest is served as is). */
const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * The q-value the Accept-Encoding header gives each coding (RFC 9110 §12.5.3): a coding absent
 * from the header takes the value of `*`, or 0 when there is no `*`.
 */
export function aceitacoes(cabecalho: string | undefined): (codificacao: string) => number {
  const valores = new Map<string, number>();
  for (const parte of (cabecalho ?? '').split(',')) {
    const [nome, ...parametros] = parte.trim().toLowerCase().split(';');
    if (!nome) continue;
    let q = 1;
    for (const p of parametros) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Math.min(1, Number(m[1]) || 0);
    }
    valores.set(nome, q);
  }
  return (codificacao) => valores.get(codificacao) ?? valores.get('*') ?? 0;
}

/** The best pre-compressed copy of `arquivo` the request accepts, or null to send the file as is. */
function escolherVariante(req: Request, arquivo: string): { codificacao: string; caminho: string } | null {
  const q = aceitacoes(req.headers['accept-encoding']);
  let melhor: { codificacao: string; caminho: string; q: number } | null = null;
  for (const v of VARIANTES) {
    const peso = q(v.codificacao);
    if (peso <= 0 || (melhor && peso <= melhor.q)) continue;
    const caminho = arquivo + v.extensao;
    if (fs.existsSync(caminho)) melhor = { codificacao: v.codificacao, caminho, q: peso };
  }
  return melhor;
}

const ehAssetComHash = (dir: string, arquivo: string) => arquivo.startsWith(path.join(dir, 'assets') + path.sep);

function cabecalhosDeCache(res: Response, dir: string, arquivo: string) {
  res.setHeader('Cache-Control', ehAssetComHash(dir, arquivo) ? CACHE_IMUTAVEL : CACHE_REVALIDAR);
}

/**
 * Sends a pre-compressed copy of `arquivo` when one exists and the browser accepts it; returns
 * false (nothing sent) otherwise. Files with a text type always answer `Vary: Accept-Encoding`,
 * so a shared cache never hands the brotli copy to a browser that did not ask for it.
 */
function enviarComprimido(req: Request, res: Response, next: NextFunction, dir: string, arquivo: string): boolean {
  const tipo = TIPOS[path.extname(arquivo).toLowerCase()];
  if (!tipo) return false;
  res.vary('Accept-Encoding');
  const variante = escolherVariante(req, arquivo);
  if (!variante) return false;
  cabecalhosDeCache(res, dir, arquivo);
  res.setHeader('Content-Type', tipo);
  res.setHeader('Content-Encoding', variante.codificacao);
  // Byte ranges of a compressed body are not ranges of the file: send it whole.
  // A failure before any byte left falls through to the plain file; a client that went away gets nothing more.
  res.sendFile(variante.caminho, { acceptRanges: false, dotfiles: 'deny' }, (erro) => {
    if (erro && !res.headersSent && !req.destroyed) next();
  });
  return true;
}

/** The file under `dir` that a request path names, or null when it points outside or at a folder. */
function arquivoDoCaminho(dir: string, caminhoUrl: string): string | null {
  let relativo: string;
  try {
    relativo = decodeURIComponent(caminhoUrl);
  } catch {
    return null;
  }
  if (relativo.includes('\0') || relativo.endsWith('/')) return null;
  const arquivo = path.join(dir, path.normalize(relativo));
  if (!arquivo.startsWith(dir + path.sep)) return null;
  if (
    arquivo
      .slice(dir.length)
      .split(path.sep)
      .some((parte) => parte.startsWith('.'))
  )
    return null;
  return arquivo;
}

/**
 * The HTML the build pre-rendered for this exact address, if any: `paginas/index.html` for the app's
 * root, `paginas/<caminho>.html` for the others (storefront-web/scripts/pre-renderizar.mjs). Only
 * plain lowercase path segments qualify, so no request can name another file.
 */
function paginaPreRenderizada(raiz: string, caminhoUrl: string): string | null {
  const relativo = caminhoUrl.replace(/^\/+/, '');
  if (relativo !== '' && !/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(relativo)) return null;
  const arquivo = path.join(raiz, 'paginas', `${relativo || 'index'}.html`);
  return fs.existsSync(arquivo) ? arquivo : null;
}

/**
 * Serves a built single-page app under `prefixo`: its files, the pre-rendered page of an address
 * when the build wrote one, and index.html as the fallback of every other path.
 */
export function servirSpa(app: Express, prefixo: string, dir: string, nome: string) {
  const raiz = path.resolve(dir);
  const indiceSpa = path.join(raiz, 'index.html');

  // The compressed copy when there is one; otherwise express.static sends the file itself.
  app.use(prefixo, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const arquivo = arquivoDoCaminho(raiz, req.path);
    if (!arquivo || !fs.existsSync(arquivo) || !fs.statSync(arquivo).isFile()) return next();
    if (!enviarComprimido(req, res, next, raiz, arquivo)) next();
  });
  app.use(
    prefixo,
    express.static(raiz, {
      index: false,
      setHeaders: (res, arquivo) => cabecalhosDeCache(res, raiz, arquivo),
    }),
  );
  app.get(prefixo === '/' ? '/{*caminho}' : [prefixo, `${prefixo}/{*caminho}`], (req: Request, res: Response, next: NextFunction) => {
    const indice = paginaPreRenderizada(raiz, req.path) ?? indiceSpa;
    if (!fs.existsSync(indice)) {
      res.status(503).type('text/plain; charset=utf-8').send(`${nome} ainda não foi compilado. Rode "npm start" na raiz do projeto.`);
      return;
    }
    if (enviarComprimido(req, res, next, raiz, indice)) return;
    res.setHeader('Cache-Control', CACHE_REVALIDAR);
    res.sendFile(indice);
  });
}
