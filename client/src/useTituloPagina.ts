import { useEffect } from 'react';

export const NOME_PRODUTO = 'Experiências SW';

/** Sets the browser tab title to "<titulo> | Experiências SW" while the screen is shown. */
export function useTituloPagina(titulo: string | null | undefined): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const anterior = document.title;
    document.title = titulo ? `${titulo} | ${NOME_PRODUTO}` : NOME_PRODUTO;
    return () => {
      document.title = anterior;
    };
  }, [titulo]);
}
