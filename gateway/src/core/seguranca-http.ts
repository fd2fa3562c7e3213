import type { NextFunction, Request, Response } from 'express';
import { CABECALHO_CHAVE_API, CABECALHO_LOCALIZACAO } from '@sw/common';
import { LIMITES_GRAPHQL } from '../graphql/limites';

/**
 * Cross-cutting HTTP defences (docs/seguranca.md lists each value and the test that proves it).
 */

/**
 * The two apps are same-origin bundles (no inline script); Mantine writes its CSS variables in
 * <style> elements and style attributes, hence 'unsafe-inline' for styles only. Images may be
 * data: (icons) or blob: (a picked photo before upload); receipts in PDF are shown in an <object>.
 */
export const POLITICA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Powerful features no page uses: denied to every document and every frame. */
const SEM_RECURSOS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
/** The claim page's document may use the camera, from its own origin only (no frame, no other site). */
const CAMERA_PROPRIA = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Storefront addresses whose page reads barcodes with the camera (spec 3 §2.9). A Permissions-Policy
 * belongs to the document: the storefront opens these addresses with a full page load (its menu link
 * reloads the document), so a screen reached inside the single-page app from another address never
 * carries the camera with it. Paths are compared without a trailing slash and case-sensitively, as
 * the storefront's router does.
 */
export const PAGINAS_COM_CAMERA: ReadonlySet<string> = new Set(['/enviar-pontuacao']);

/** The Permissions-Policy for a request path: the camera only on the pages above. */
export function politicaDePermissoes(caminho: string): string {
  const semBarra = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
  return PAGINAS_COM_CAMERA.has(semBarra) ? CAMERA_PROPRIA : SEM_RECURSOS;
}

/** Security headers on every answer (file downloads replace the CSP with a stricter one). */
export function cabecalhosDeSeguranca(producao: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', POLITICA_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    res.setHeader('Permissions-Policy', politicaDePermissoes(req.path));
    // TLS ends at the proxy in production (docker/nginx.conf); development runs on plain http.
    if (producao) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

const CABECALHOS_PERMITIDOS = [
  'authorization',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  'x-request-id',
  'idempotency-key',
  CABECALHO_LOCALIZACAO.toLowerCase(),
  CABECALHO_CHAVE_API.toLowerCase(),
].join(', ');

/**
 * CORS for /api and /graphql: only the configured panel and storefront origins may call across
 * origins. Credentials travel in the Authorization header (no cookies), so no Allow-Credentials.
 * A write from any other foreign origin is refused before it reaches a route; same-origin calls
 * (the apps served by this gateway, or behind one proxy per domain) need no configuration.
 */
export function cors(origens: string[], opcoes: { localhostConfiavel?: boolean } = {}) {
  const permitidas = new Set(origens);
  return (req: Request, res: Response, next: NextFunction) => {
    const origem = req.get('origin');
    if (!origem) return next();
    let mesmaOrigem = false;
    try {
      const { host, hostname } = new URL(origem);
      // Development: the apps' dev servers proxy with changeOrigin, so Host is the gateway's, not theirs.
      mesmaOrigem = host === req.get('host') || (Boolean(opcoes.localhostConfiavel) && (hostname === 'localhost' || hostname === '127.0.0.1'));
    } catch {
      /* "null" or garbage: foreign */
    }
    const permitida = permitidas.has(origem);
    if (permitida) {
      res.setHeader('Access-Control-Allow-Origin', origem);
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, X-Request-Id');
    }
    res.append('Vary', 'Origin');
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      if (!permitida) {
        res.status(403).json({ erro: 'Origem não permitida.' });
        return;
      }
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      res.setHeader('Access-Control-Allow-Headers', CABECALHOS_PERMITIDOS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (!permitida && !mesmaOrigem && !['GET', 'HEAD'].includes(req.method)) {
      res.status(403).json({ erro: 'Origem não permitida.' });
      return;
    }
    next();
  };
}

export const graphqlErro = (res: Response, status: number, mensagem: string, codigo = 'BAD_REQUEST') => {
  res.status(status).json({ errors: [{ message: mensagem, extensions: { code: codigo, status } }] });
};

/** What is wrong with a GraphQL request body before Apollo reads it: a batch, or an oversized document. */
export function problemaDoDocumento(corpo: unknown, query: unknown): { status: number; mensagem: string } | null {
  if (Array.isArray(corpo)) return { status: 400, mensagem: 'Envie uma operação por requisição: lotes de operações (batching) não são aceitos.' };
  if (typeof query === 'string' && query.length > LIMITES_GRAPHQL.caracteres)
    return { status: 413, mensagem: `A consulta passa do limite de ${LIMITES_GRAPHQL.caracteres} caracteres.` };
  return null;
}

/** Before Apollo: one operation per request and a bounded document (the token limit is Apollo's parser). */
export function guardaGraphql() {
  return (req: Request, res: Response, next: NextFunction) => {
    const query = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
    const problema = problemaDoDocumento(req.body, query);
    if (problema) {
      graphqlErro(res, problema.status, problema.mensagem);
      return;
    }
    next();
  };
}
