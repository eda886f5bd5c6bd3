import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
  let failedCalls: string[] = [];
  beforeEach(async () => {
    context = await browser.newContext({
      locale: options.locale ?? 'pt-BR',
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    failedCalls = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().includes('/api/')) {
        failedCalls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) await reportFailure(page, task.name, failedCalls);
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

/**
 * What a failed test's page showed: its address, the messages and errors on screen, the API calls
 * that answered 4xx/5xx, and a screenshot under .e2e/ — so a failure seen only on CI explains
 * itself.
 */
async function reportFailure(page: Page, name: string, failedCalls: string[]): Promise<void> {
  try {
    const shown = await page
      .locator('.ant-message-notice, .ant-form-item-explain-error, [role="alert"]')
      .allInnerTexts();
    const dir = join(process.cwd(), '.e2e');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.error(
      [
        `e2e failure in "${name}" at ${page.url()}`,
        `on screen: ${JSON.stringify(shown.filter((text) => text.trim()))}`,
        `API calls that failed: ${JSON.stringify(failedCalls)}`,
        `screenshot: ${file}`,
      ].join('\n'),
    );
  } catch (error) {
    console.error(`e2e failure in "${name}": the page could not be described (${error})`);
  }
}

/** Accepts every cookie on the banner, so it no longer covers the buttons at the page's foot. */
export async function acceptCookies(b: BrowserSession): Promise<void> {
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}
