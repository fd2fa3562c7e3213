import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './jest.formdata';

// findBy*/waitFor poll a condition; this bound only ends a wait that will never succeed. Screens load
// their code lazily, and on a fresh clone jest compiles that code during the first wait: with the
// machine's cores taken by other work that alone took over 5 s. The bound sits far above it, and a
// passing wait never costs more than the time the condition takes. Tests never pass their own.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks the browser APIs Mantine asks for.
const semMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: semMedia });

class ObservadorFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ObservadorFalso });
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });
Element.prototype.scrollIntoView = function scrollIntoView() {};
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

// jest-fixed-jsdom gives Node's AbortController (so fetch and msw work), but jsdom's addEventListener
// only accepts its own AbortSignal. Honour any signal by removing the listener on abort instead.
type OpcoesOuvinte = AddEventListenerOptions & { signal?: AbortSignal };
const adicionarOuvinte = window.EventTarget.prototype.addEventListener;
window.EventTarget.prototype.addEventListener = function addEventListener(
  this: EventTarget,
  tipo: string,
  ouvinte: EventListenerOrEventListenerObject | null,
  opcoes?: boolean | OpcoesOuvinte,
) {
  if (opcoes && typeof opcoes === 'object' && opcoes.signal) {
    const { signal, ...resto } = opcoes;
    if (signal.aborted) return;
    adicionarOuvinte.call(this, tipo, ouvinte, resto);
    signal.addEventListener('abort', () => this.removeEventListener(tipo, ouvinte, resto), { once: true });
    return;
  }
  adicionarOuvinte.call(this, tipo, ouvinte, opcoes);
};
