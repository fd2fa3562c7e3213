/**
 * Build-time entry (vite build --ssr, run by scripts/pre-renderizar.mjs in Node): the HTML of a
 * visitor's first render of a page, so the browser paints it before any JavaScript runs and React
 * then hydrates it. Nothing here reaches the browser.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { Observable } from 'rxjs';
import { tema, variaveisAcessiveis } from '@sw/client';
import { CascaLoja } from '../layout/CascaLoja';
import { AppLoja } from './AppLoja';

export { PAGINAS_PRE_RENDERIZADAS, ATRIBUTO_PAGINA } from './preRenderizacao';

/** A client whose requests never answer: a query renders its loading state, as in the browser's first render. */
function clienteSemRede() {
  return new ApolloClient({ ssrMode: true, link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
}

/** A boundary the first pass found still loading: React writes it apart, to be moved in by an inline script. */
const FRONTEIRA_PENDENTE = '<template id="B:';

/**
 * The HTML of `caminho` as a visitor's first render (lazy screens resolved, queries still loading).
 * A lazy screen suspends only the first time it renders; once loaded, the next pass writes it in
 * place, as the browser's hydration expects (and no inline script, which the CSP forbids).
 */
export async function preRenderizar(caminho: string): Promise<string> {
  const Roteador = ({ children }: { children: ReactNode }) => <StaticRouter location={caminho}>{children}</StaticRouter>;
  for (let passo = 0; passo < 5; passo++) {
    // No size limit per boundary: React would otherwise move a large screen out of place, for an
    // inline script to put back.
    const { prelude } = await prerender(<AppLoja cliente={clienteSemRede()} roteador={Roteador} />, { progressiveChunkSize: Infinity });
    const html = await new Response(prelude).text();
    if (!html.includes(FRONTEIRA_PENDENTE) && !html.includes('<script')) return html;
  }
  throw new Error(`${caminho}: a pré-renderização ainda tem partes carregando depois de 5 passadas`);
}

/** The static shell of the other addresses (layout/CascaLoja), with the theme's CSS variables. */
export function preRenderizarCasca(): string {
  return renderToString(
    <MantineProvider theme={tema} defaultColorScheme="light" cssVariablesResolver={variaveisAcessiveis}>
      <CascaLoja />
    </MantineProvider>,
  );
}
