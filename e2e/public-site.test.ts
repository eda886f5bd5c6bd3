import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

describe('public site', () => {
  const b = useBrowser();

  it('renders the home page with what the product does', async () => {
    await b.page.goto(b.url('/'));
    await b.page.getByTestId('home-hero').waitFor();
    expect(await b.page.locator('h1').count()).toBe(1);
    expect(await b.page.title()).toContain('Ponteiro');
    await b.page.getByTestId('public-footer').waitFor();
  });

  it('deep-links /pricing straight from the server', async () => {
    const response = await b.page.goto(b.url('/pricing'));
    expect(response?.status()).toBe(200);
    await b.page.getByTestId('pricing-plans').waitFor();
  });

  it.each(['/privacy-policy', '/terms-of-service', '/lgpd', '/user-agreement'])(
    'shows the legal page %s',
    async (path) => {
      await b.page.goto(b.url(path));
      await b.page.getByTestId('legal-document').waitFor();
      expect((await b.page.locator('h1').innerText()).length).toBeGreaterThan(3);
    },
  );

  it('shows the not-found screen for an unknown route and for /404', async () => {
    await b.page.goto(b.url('/definitely/not-a-page'));
    await b.page.getByTestId('not-found').waitFor();
    await b.page.goto(b.url('/404'));
    await b.page.getByTestId('not-found').waitFor();
  });

  it('keeps the chosen language across a reload', async () => {
    await b.page.goto(b.url('/'));
    const header = b.page.getByTestId('public-header');
    await header.waitFor();
    expect(await b.page.locator('html').getAttribute('lang')).toMatch(/^pt/);
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await b.page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await expect.poll(() => header.innerText()).toContain('Sign in');

    await b.page.reload();
    await b.page.getByTestId('public-header').waitFor();
    expect(await b.page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await b.page.getByTestId('public-header').innerText()).toContain('Sign in');
    const cookies = await b.context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en-US');

    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-pt').click();
    await expect.poll(() => b.page.getByTestId('public-header').innerText()).toContain('Entrar');
  });
});

describe('API documentation', () => {
  const b = useBrowser();

  it('renders the OpenAPI document in Swagger UI', async () => {
    await b.page.goto(b.url('/api/docs'));
    await b.page.getByText('Ponteiro API').first().waitFor();
    await b.page.getByText('/api/health/').first().waitFor();
  });
});
