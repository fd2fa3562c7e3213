import '@testing-library/jest-dom';
import '../../../client/jest.formdata';
import { cleanup, configure } from '@testing-library/react';
import { limparNotificacoes, sairTudo } from '@sw/client';
import { servidor } from './servidor';

// jsdom lacks the layout APIs Mantine reads. Reduced motion makes Mantine skip its transitions.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverFalso });
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.HTMLMediaElement.prototype.pause = function pause() {};
window.HTMLMediaElement.prototype.play = function play() {
  return Promise.resolve();
};
const { getComputedStyle } = window;
window.getComputedStyle = (elemento: Element) => getComputedStyle(elemento);

// findBy*/waitFor poll a condition; the bound only ends a wait that will never succeed. On a fresh
// clone jest compiles a lazily loaded screen during the first wait, which on a busy machine takes
// seconds: the bound sits far above that (client/jest.setup.ts says the same for the panel).
configure({ asyncUtilTimeout: 30_000 });

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
