import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yIssues } from './support/a11y.js';
import { acceptCookies, type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 19: the owner keeps /dashboard open; the demo employee punches in another browser
// context; the dashboard shows it without a reload (the page polls every 15 s).

const EMPLOYEE_NAME = 'Ana Silva Santos';

/** The number shown on a tile. */
async function tileCount(tile: Locator): Promise<number> {
  const text = (await tile.locator('.ant-statistic-content').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

describe('company dashboard', () => {
  const b = useBrowser();

  it('the present count changes without a reload when the employee punches elsewhere', async () => {
    await signIn(b);
    await acceptCookies(b);
    const dashboard = b.page.getByTestId('company-dashboard');
    await dashboard.waitFor();
    const present = b.page.getByTestId('tile-present');
    await present.waitFor();
    const people = b.page.getByTestId('dashboard-people');
    const before = await tileCount(present);
    // Another file may have made her punch today already: then her last punch changes instead.
    const row = people.getByRole('row').filter({ hasText: EMPLOYEE_NAME });
    const wasPresent = (await row.count()) > 0;
    const lastBefore = wasPresent ? await row.first().textContent() : null;
    // Marks the page: a reload would lose it.
    await b.page.evaluate(() => {
      (window as unknown as { __kept: boolean }).__kept = true;
    });

    // The employee, in a context of their own (other cookies, other session).
    const other = await b.context.browser()!.newContext({
      locale: 'pt-BR',
      viewport: { width: 1280, height: 800 },
    });
    try {
      await other.grantPermissions(['geolocation']);
      await other.setGeolocation({ latitude: -23.5505, longitude: -46.6333, accuracy: 12 });
      const employee: BrowserSession = { page: await other.newPage(), context: other, url: b.url };
      await signIn(employee, DEMO_USERS.employee);
      await acceptCookies(employee);
      await employee.page.goto(employee.url('/ta-events'));
      const card = employee.page.getByTestId('punch-card');
      await card.waitFor();
      await expect
        .poll(() => card.getByTestId('punch-clock').textContent())
        .toMatch(/\d{2}:\d{2}:\d{2}/);
      await card.getByTestId('punch-button').click();
      await employee.page.getByTestId('punch-receipt').waitFor();
    } finally {
      await other.close();
    }

    if (wasPresent) {
      await expect
        .poll(async () => row.first().textContent(), { timeout: 40_000, interval: 1_000 })
        .not.toBe(lastBefore);
    } else {
      await expect
        .poll(() => tileCount(present), { timeout: 40_000, interval: 1_000 })
        .toBe(before + 1);
      await people.getByText(EMPLOYEE_NAME).waitFor();
    }
    // Still the same page: it was not reloaded.
    expect(await b.page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(
      true,
    );
  }, 120_000);

  it('has no serious accessibility issue, and a tile opens the screen that resolves it', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.getByTestId('company-dashboard').waitFor();
    await b.page.getByTestId('dashboard-month').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/dashboard');
    await b.page
      .getByRole('link', { name: 'Abrir: Marcações anormais pendentes (7 dias)' })
      .click();
    await b.page.waitForURL((url) => url.pathname === '/timesheets/abnormal-punch');
  });
});
