import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

const STORAGE_KEY = 'ponteiro.cookie-consent';

describe('cookie consent', () => {
  const b = useBrowser();

  async function stored() {
    const raw = await b.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
    return raw
      ? (JSON.parse(raw) as { dismissed: boolean; categories: Record<string, boolean> })
      : null;
  }

  async function expectBannerGoneAfterReload() {
    await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
    await b.page.reload();
    await b.page.getByTestId('public-header').waitFor();
    expect(await b.page.getByTestId('cookie-banner').count()).toBe(0);
  }

  it('accept all: every category on, banner gone for good', async () => {
    await b.page.goto(b.url('/'));
    await b.page.getByTestId('cookie-banner').waitFor();
    await b.page.getByTestId('cookie-accept-all').click();
    expect(await stored()).toMatchObject({
      dismissed: true,
      categories: {
        necessary: true,
        functional: true,
        performance: true,
        analytics: true,
        targeting: true,
      },
    });
    await expectBannerGoneAfterReload();
  });

  it('necessary only: every optional category off', async () => {
    await b.page.goto(b.url('/'));
    await b.page.getByTestId('cookie-necessary-only').click();
    expect(await stored()).toMatchObject({
      dismissed: true,
      categories: {
        necessary: true,
        functional: false,
        performance: false,
        analytics: false,
        targeting: false,
      },
    });
    await expectBannerGoneAfterReload();
  });

  it('custom settings: saved as chosen, and the footer link reopens them', async () => {
    await b.page.goto(b.url('/'));
    await b.page.getByTestId('cookie-customize').click();
    const dialog = b.page.getByTestId('cookie-settings');
    await dialog.waitFor();
    await b.page.getByTestId('cookie-toggle-analytics').click();
    await b.page.getByTestId('cookie-toggle-targeting').click();
    await b.page.getByTestId('cookie-save').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stored()).toMatchObject({
      dismissed: true,
      categories: {
        necessary: true,
        functional: true,
        performance: true,
        analytics: false,
        targeting: false,
      },
    });
    await expectBannerGoneAfterReload();

    await b.page.getByTestId('footer-cookie-settings').click();
    await b.page.getByTestId('cookie-settings').waitFor();
    expect(await b.page.getByTestId('cookie-toggle-analytics').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await b.page.getByTestId('cookie-toggle-functional').getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
