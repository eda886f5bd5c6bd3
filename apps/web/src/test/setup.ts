import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n, setLanguage } from '../i18n';
import { deleteCookie } from '../lib/cookies';

// Screens load as lazy chunks (one per area): on a busy 2-core machine the first import of a
// chunk can take well over testing-library's default 1 s for `findBy…`/`waitFor`, the more so with
// two test files running side by side (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks a few browser APIs that antd uses.
/** jsdom has no media queries; width queries are answered for its window (1024 px wide). */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// antd measures scrollbars with getComputedStyle(element, '::pseudo'), which jsdom does not do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, _pseudo?: string | null) => computedStyle(element);

beforeAll(async () => {
  await initI18n({ lng: 'pt' });
  // antd comes with the layouts' chunks (app/antd-provider.tsx); loading it here keeps its import
  // time out of each test's `findBy…` wait, as when it was in the entry.
  await import('../app/antd-provider');
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
  await setLanguage('pt');
});

// The toast host renders in a React root of its own, which cleanup() does not know: take it down
// before the file's document goes, or antd's notices schedule renders on a window that is gone.
afterAll(async () => {
  const { unmountToastHost } = await import('../feedback/toast-host');
  unmountToastHost();
});
