import { useSyncExternalStore } from 'react';

const semMudancas = () => () => undefined;

/**
 * False in the build's pre-rendering and while React hydrates that HTML, true from then on (and in
 * a page rendered from scratch). A form of a pre-rendered page is on screen before its JavaScript:
 * typed text would be lost when React takes over the field, and a submit would reload the page.
 */
export function useHidratado(): boolean {
  return useSyncExternalStore(
    semMudancas,
    () => true,
    () => false,
  );
}
