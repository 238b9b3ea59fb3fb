import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { areasDeclaradas } from '../lib/i18n/textos';
import { fijarIdioma, iniciarIdioma } from '../lib/i18n/idioma';

// Every catalogue, in Spanish, loaded before any test renders (the app loads each with its page).
import.meta.glob('../**/textos/index.ts', { eager: true });
await Promise.all(areasDeclaradas().map((area) => area.cargar('es')));

// Lazy dialogs load their chunk on first open: on a busy CI machine (both engines' API suites share
// its two cores) that can take more than Testing Library's default 1 s. A wait that never ends still
// fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// A suite may run in Node (`// @vitest-environment node`, e.g. lint-boundaries.test.ts): no DOM there.
const dom = typeof window !== 'undefined';

afterEach(() => {
  if (!dom) return;
  cleanup();
  fijarIdioma('es');
  localStorage.clear();
  document.cookie = 'idioma=; path=/; max-age=0';
  document.cookie = 'idioma_oferta=; path=/; max-age=0';
  iniciarIdioma();
});

// The files of a worker share their modules (vite.config.ts: isolate false): what one file left in
// them — a spy on the API client, a signed-in session, a stubbed global — goes with that file.
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Imported here: the session module reads localStorage, which a Node suite has not.
  if (dom) (await import('../lib/session')).sessionStore.reset();
});

// An unexpected console.error fails the test.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error inesperado: ${args.map(String).join(' ')}`);
};

// jsdom lacks matchMedia, which PrimeReact reads.
if (dom) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
