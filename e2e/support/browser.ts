import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './chromium.js';

export interface BrowserSession {
  readonly page: Page;
  readonly context: BrowserContext;
  /** An absolute URL of the app under test. */
  url(path: string): string;
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test, so tests never see
 * each other's consent or language choices.
 */
export function useBrowser(options: { locale?: string } = {}): BrowserSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({
      locale: options.locale ?? 'pt-BR',
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    url: (path: string) => new URL(path, baseUrl).toString(),
  };
}

/** Accepts every cookie on the banner, so it no longer covers the buttons at the page's foot. */
export async function acceptCookies(b: BrowserSession): Promise<void> {
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}
