import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn, signInAdmin } from './support/sign-in.js';

describe('company and admin shells', () => {
  const b = useBrowser();

  it('remembers a collapsed side menu across reloads', async () => {
    await signIn(b);
    const sidebar = b.page.getByTestId('company-sidebar');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(235);

    await b.page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(65);

    await b.page.reload();
    await b.page.getByTestId('company-sidebar').waitFor();
    expect(await b.page.getByTestId('company-sidebar').getAttribute('data-collapsed')).toBe('true');
  });

  it('shows screens that later work builds as "being built" inside their layout; the back-office has none left', async () => {
    await signIn(b);
    await b.page.goto(b.url('/device'));
    await b.page.getByTestId('being-built').waitFor();
    await b.page.getByTestId('company-topbar').waitFor();
    const topbar = await b.page.getByTestId('company-topbar').boundingBox();
    expect(Math.round(topbar?.height ?? 0)).toBe(64);

    await signInAdmin(b);
    await b.page.goto(b.url('/admin/company-list'));
    await b.page.getByTestId('admin-sidebar').waitFor();
    await b.page.getByTestId('admin-topbar').waitFor();
    await b.page.getByTestId('admin-companies').waitFor();
    expect(await b.page.getByTestId('being-built').count()).toBe(0);
  });

  it('on a phone, opens the company menu over the page for one navigation', async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await signIn(b);
    const sidebar = b.page.getByTestId('company-sidebar');
    await sidebar.waitFor();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');

    await b.page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('false');
    await b.page
      .getByRole('menuitem')
      .filter({ hasText: /Colaboradores/ })
      .click();
    await b.page.waitForURL(/\/employees$/);
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    // The phone's temporary choice does not overwrite the remembered desktop one.
    expect(
      await b.page.evaluate(() => localStorage.getItem('ponteiro.sidebar-collapsed')),
    ).toBeNull();
  });
});
