import { COOKIE_NAMES } from '@ponteiro/shared';
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS } from './support/sign-in.js';

describe('session cookie', () => {
  const b = useBrowser();

  it('signs in in English and, on reload, draws the menu from the cookie before the session answers', async () => {
    const { page } = b;
    await page.goto(b.url('/signin'));
    await page.getByTestId('signin-screen').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-en-US').click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await page.getByLabel('Email').fill(DEMO_USERS.employee);
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Invalid email or password').waitFor();

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => url.pathname === '/ta-events');
    const sidebar = page.getByTestId('company-sidebar');
    await expect
      .poll(() => sidebar.getByRole('menuitem').allTextContents())
      .toEqual(['Time events', 'Reports']);

    // What the SPA keeps for the next reload: the role, the company, the access (compact).
    const cookie = (await b.context.cookies()).find((c) => c.name === COOKIE_NAMES.sessionUser);
    const stored = JSON.parse(decodeURIComponent(cookie!.value));
    expect(stored).toMatchObject({ isAuthenticated: true, roleName: 'employee' });
    expect(stored.companyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie!.httpOnly).toBe(false);

    // Reload with the session call held: the menu must come from the cookie.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    let answered = false;
    await page.route(
      (url) => url.pathname.endsWith('/base/user/session/'),
      async (route: Route) => {
        held += 1;
        await released;
        await route.continue();
        answered = true;
      },
    );
    await page.reload();
    await expect
      .poll(() => sidebar.getByRole('menuitem').allTextContents(), { timeout: 15_000 })
      .toEqual(['Time events', 'Reports']);
    expect(held).toBeGreaterThan(0);
    expect(answered).toBe(false);
    // The screen itself waits for the server's answer.
    expect(await page.getByTestId('company-topbar').isVisible()).toBe(true);

    release();
    await expect.poll(() => answered).toBe(true);
    await page.getByRole('heading', { name: 'Time events' }).first().waitFor();
    await expect
      .poll(() => sidebar.getByRole('menuitem').allTextContents())
      .toEqual(['Time events', 'Reports']);
  });
});
