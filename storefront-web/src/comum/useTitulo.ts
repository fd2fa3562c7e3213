import { useEffect } from 'react';

export const TITULO_LOJA = 'Experiências SW';

/** Sets the document title: "Experiências SW", or "Experiências SW - {pagina}". */
export function useTitulo(pagina?: string): void {
  useEffect(() => {
    document.title = pagina ? `${TITULO_LOJA} - ${pagina}` : TITULO_LOJA;
  }, [pagina]);
}
