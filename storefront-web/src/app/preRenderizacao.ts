/**
 * What the build pre-renders and how the browser tells whether the HTML it got can be hydrated.
 * Shared by main.tsx and the build's pre-rendering (app/preRenderizar.tsx), so both agree.
 */
import { obterSessao, sessaoFoiEncerrada } from '@sw/client';

/**
 * The public pages written as HTML at build time (a visitor's view). The gateway sends
 * dist/paginas/index.html for `/` and dist/paginas/<caminho>.html for the others
 * (gateway/src/core/estaticos.ts); every other address gets dist/index.html, the static shell.
 */
export const PAGINAS_PRE_RENDERIZADAS = ['/', '/login'] as const;

/** Attribute the pre-rendering puts on #root: the address whose visitor view the HTML holds. */
export const ATRIBUTO_PAGINA = 'data-pre-renderizada';

/**
 * The HTML in #root is a visitor's first render of this very address, and this browser would render
 * the same: no member session (a member is sent to /home) and no notice of an ended session (the
 * login shows it). Otherwise the app renders from scratch over the static HTML.
 */
export function podeHidratar(raiz: HTMLElement, caminho: string): boolean {
  const pagina = raiz.getAttribute(ATRIBUTO_PAGINA);
  if (pagina === null || pagina !== caminho) return false;
  return !obterSessao().loja && !sessaoFoiEncerrada('loja');
}
