import { CHAVE_BANNERS_VISTOS } from '@sw/common';

/**
 * Whether this member already went through today's banner overlay in this browser session
 * (sessionStorage: gone when the tab closes). Read by the overlay and by the entry, which asks for
 * the banners ahead only when the overlay will show them.
 */
const chave = (parceiroId: string) => `${CHAVE_BANNERS_VISTOS}:${parceiroId}`;

export function bannersJaVistos(parceiroId: string): boolean {
  try {
    return window.sessionStorage.getItem(chave(parceiroId)) === '1';
  } catch {
    return false;
  }
}

export function marcarBannersVistos(parceiroId: string): void {
  try {
    window.sessionStorage.setItem(chave(parceiroId), '1');
  } catch {
    // private mode without storage: the overlay may show again, nothing breaks
  }
}
