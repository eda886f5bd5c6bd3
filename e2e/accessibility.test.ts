import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yIssues } from './support/a11y.js';
import { callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS, signIn, signInAdmin } from './support/sign-in.js';

// axe-core on every real screen (not the "being built" panels): serious and critical stay at
// zero. Soft assertions, so one run lists the problems of every screen, not only the first.

/** Waits until the screen is drawn and settled: its test id, no request or spinner pending. */
async function settle(page: Page, testId: string) {
  await page.getByTestId(testId).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({
    state: 'detached',
  });
  // antd fades and slides things in; a half-faded text would be measured at partial contrast.
  await page.waitForTimeout(400);
}

async function check(b: BrowserSession, context: string) {
  expect.soft(await seriousA11yIssues(b.page), `${context} (${b.page.url()})`).toEqual([]);
}

async function visit(b: BrowserSession, path: string, testId: string) {
  await b.page.goto(b.url(path));
  await settle(b.page, testId);
  await check(b, path);
}

/** Accepts the cookie banner after its own check, so later screens are checked without it. */
async function checkAndAcceptCookies(b: BrowserSession, context: string) {
  await b.page.getByTestId('cookie-banner').waitFor();
  await b.page.waitForTimeout(400);
  await check(b, `${context} with the cookie banner`);
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

/** The language list and a top-bar menu open: their items are checked too. */
async function checkOpenLanguageMenu(b: BrowserSession, context: string) {
  await b.page.getByTestId('language-switch').first().click();
  await b.page.locator('.ant-dropdown:visible').first().waitFor();
  await b.page.waitForTimeout(400);
  await check(b, `${context} with the language list open`);
  await b.page.keyboard.press('Escape');
  await b.page.locator('.ant-dropdown:visible').first().waitFor({ state: 'hidden' });
}

describe('accessibility (axe-core, WCAG 2.1 A/AA: no serious or critical issue)', () => {
  describe('in Portuguese', () => {
    const b = useBrowser();

    it('public pages', async () => {
      await b.page.goto(b.url('/'));
      await settle(b.page, 'home-hero');
      await checkAndAcceptCookies(b, '/');
      await check(b, '/');
      await checkOpenLanguageMenu(b, '/');
      await visit(b, '/pricing', 'pricing-plans');
      for (const path of ['/privacy-policy', '/terms-of-service', '/lgpd', '/user-agreement']) {
        await visit(b, path, 'legal-document');
      }
    }, 120_000);

    it('sign-in, sign-up, forgot password and admin login, also with errors on screen', async () => {
      await visit(b, '/signin', 'signin-screen');
      await b.page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await b.page.locator('.text-field__error').first().waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/signin with field errors');

      await visit(b, '/signup', 'signup-screen');
      await visit(b, '/forgot-password', 'forgot-password-screen');
      await visit(b, '/admin-login', 'admin-login-screen');
    }, 120_000);

    it('the company area: organization screens and the open user menu', async () => {
      await signIn(b);
      await visit(b, '/organization', 'company-topbar');
      await b.page.getByTestId('user-menu').click();
      await b.page.locator('.ant-dropdown:visible').first().waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/organization with the user menu open');
      await b.page.keyboard.press('Escape');

      await visit(b, '/organization/structure', 'structure');
      await visit(b, '/organization/subsidiary', 'subsidiaries');
      await visit(b, '/organization/department', 'departments');
      await visit(b, '/organization/position', 'positions');
      await visit(b, '/organization/location', 'locations');
      await visit(b, '/organization/dashboard', 'organization-dashboard');
    }, 120_000);

    it('the company area: employees list, new and edit forms (with errors)', async () => {
      const token = await companyToken(b);
      const list = (await callApi(b, 'employees/', undefined, token)) as unknown as {
        data: { results: { id: string }[] };
      };
      const someone = list.data.results[0]?.id;
      expect(someone).toBeTruthy();

      await signIn(b);
      await visit(b, '/employees', 'employees');
      await visit(b, '/employees/create', 'employee-form');
      await b.page.getByTestId('cookie-accept-all').click(); // the banner covers the button
      await b.page.getByRole('button', { name: 'Salvar', exact: true }).click();
      await b.page.locator('.ant-form-item-explain-error').first().waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/employees/create with field errors');
      await visit(b, `/employees/edit?id=${someone}`, 'employee-edit');
    }, 120_000);

    it('the company area: time policy schedules (also with the form open) and advanced rules', async () => {
      await signIn(b);
      await visit(b, '/time-policy/schedule', 'schedules');
      await b.page.getByTestId('cookie-accept-all').click(); // the banner covers the drawer
      await b.page.getByRole('button', { name: 'Novo horário' }).click();
      await settle(b.page, 'schedule-preview');
      await check(b, '/time-policy/schedule with the new schedule form');
      // A rotation, with its rules open (the three-way choices, the rest days box).
      await b.page.getByText('Escala: um ciclo de dias que se repete').click();
      await b.page.getByText(/^Regras de cálculo/).click();
      await b.page.waitForTimeout(400);
      await check(b, '/time-policy/schedule with a rotation and its rules');
      await visit(b, '/time-policy/advanced-setting', 'advanced-settings');
    }, 120_000);

    it('the company area: holidays (a day picked, the import dialog), leave types, hours bank', async () => {
      await signIn(b);
      await visit(b, '/time-policy/holiday?year=2026', 'holiday-calendar');
      await b.page.getByTestId('cookie-accept-all').click(); // the banner covers the dialog
      await b.page.getByRole('button', { name: /^21 de abril: Tiradentes/ }).click();
      await settle(b.page, 'holiday-day');
      await check(b, '/time-policy/holiday with a day picked');
      await b.page.getByRole('button', { name: 'Importar feriados' }).click();
      await settle(b.page, 'holiday-import');
      await check(b, '/time-policy/holiday with the import dialog open');
      await visit(b, '/time-policy/leave-setting', 'leave-types');
      await visit(b, '/time-policy/hours-bank', 'hours-bank-openings');
    }, 120_000);

    it('the company area: punch log, punches by manager (the include form) and abnormal punches', async () => {
      await signIn(b);
      await visit(b, '/timesheets/punch-log', 'punch-log');
      await visit(b, '/timesheets/admin-punch', 'admin-punch-list');
      await b.page.getByTestId('cookie-accept-all').click(); // the banner covers the form
      await b.page.getByRole('button', { name: 'Incluir marcação' }).click();
      await b.page.locator('.ant-form-item-explain-error').first().waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/timesheets/admin-punch with field errors');
      await visit(b, '/timesheets/abnormal-punch', 'abnormal-punch');
      await visit(b, '/timesheets/abnormal-punch-approval', 'abnormal-punch-approval');
    }, 120_000);

    it('the company area: roles and permissions, AFD/AEJ settings, profiles, legal-file checks', async () => {
      await signIn(b);
      await visit(b, '/system/role-permission', 'roles-tab');
      await visit(b, '/system/role-permission?tab=users', 'members-tab');
      await visit(b, '/system/afd-aej', 'afd-aej-settings');
      await visit(b, '/user-profile', 'user-profile');
      await visit(b, '/company-profile', 'company-profile');
      await visit(b, '/reports/afd', 'afd-check');
      await visit(b, '/reports/aej', 'aej-check');
    }, 120_000);

    it('the company area: requests, the approval flows and the open bell', async () => {
      await signIn(b);
      await visit(b, '/ta-events', 'requests-actions');
      await visit(b, '/ta-events/manual-punch', 'request-filters');
      await visit(b, '/ta-events/overtime', 'request-filters');
      await visit(b, '/workflow', 'workflow-flows');
      await visit(b, '/workflow?tab=delegations', 'workflow-delegations');
      await b.page.getByTestId('notifications-menu').click();
      await b.page.getByTestId('notifications-panel').waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/workflow with the notifications open');
    }, 120_000);

    it('the company area: the reports and the open Downloads list', async () => {
      await signIn(b);
      await visit(b, '/reports/time-mirror', 'time-mirror-staff');
      await visit(b, '/reports/hours-bank', 'hours-bank-report');
      await visit(b, '/reports/overtime', 'overtime-report');
      await visit(b, '/reports/summary', 'summary-report');
      await visit(b, '/reports/payroll', 'payroll-page');
      await b.page.getByTestId('downloads-menu').click();
      await b.page.getByTestId('downloads-panel').waitFor();
      await b.page.waitForTimeout(400);
      await check(b, '/reports/payroll with the Downloads list open');
    }, 120_000);

    it('the company area: the dashboard and the system settings', async () => {
      await signIn(b);
      await visit(b, '/dashboard', 'company-dashboard');
      await b.page.getByTestId('dashboard-month').waitFor();
      await check(b, '/dashboard with the month');
      await visit(b, '/system/subscription', 'subscription-page');
      await visit(b, '/system/time-tracking-setting', 'time-tracking-settings');
      await visit(b, '/system/notifications', 'notification-settings');
      await visit(b, '/system/personalization', 'personalization-settings');
      await visit(b, '/system/notifications?tab=integrations', 'webhooks-panel');
      await visit(b, '/time-policy/simulator', 'simulator-form');
    }, 120_000);

    it('the back-office: users, outbox and account settings', async () => {
      await signInAdmin(b);
      await visit(b, '/admin/users', 'admin-users');
      await visit(b, '/admin/outbox', 'admin-outbox');
      await visit(b, '/admin/account-settings/profile', 'admin-profile');
      await visit(b, '/admin/account-settings/security', 'admin-topbar');
    }, 120_000);
  });

  describe('in English', () => {
    const b = useBrowser({ locale: 'en-US' });

    it('sign-in and a company screen', async () => {
      await visit(b, '/signin', 'signin-screen');
      await b.page.getByLabel('Email').fill(DEMO_USERS.owner);
      await b.page.getByLabel('Password').fill(DEMO_PASSWORD);
      await b.page.getByLabel('Password').press('Enter');
      await b.page.waitForURL((url) => url.pathname === '/dashboard');
      await visit(b, '/employees', 'employees');
      await checkOpenLanguageMenu(b, '/employees');
    }, 120_000);
  });
});
