// The shared jsdom set-up of the apps (client/jest.setup.ts: jest-dom, FormData, the 30 s bound of
// findBy/waitFor, matchMedia, ResizeObserver, scrollIntoView) runs first; this file adds the store's own.
import { cleanup } from '@testing-library/react';
import { limparNotificacoes, sairTudo } from '@sw/client';
import { servidor } from './servidor';

// Reduced motion makes Mantine skip its transitions (the store's screens animate more).
const semMedia = window.matchMedia;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({ ...semMedia(query), matches: query.includes('prefers-reduced-motion') }),
});
window.HTMLMediaElement.prototype.pause = function pause() {};
window.HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
const { getComputedStyle } = window;
window.getComputedStyle = (elemento: Element) => getComputedStyle(elemento);

beforeAll(() => servidor.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  servidor.resetHandlers();
  limparNotificacoes();
  sairTudo();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => servidor.close());
