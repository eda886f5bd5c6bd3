import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../../feedback/toast';
import { setLanguage } from '../../i18n';
import { deleteCookie } from '../../lib/cookies';
import { clearCompanySession, writeTokens } from '../../session/storage';
import { renderApp } from '../../test/render';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const company = (n: number) => ({
  id: `0190a0a0-0000-7000-8000-00000000000${n}`,
  employer_type: 'cnpj',
  employer_id: '11222333000181',
  legal_name: `Empresa ${n} Ltda`,
  trade_name: `Empresa ${n}`,
  timezone: 'America/Sao_Paulo',
  role: 'owner',
});

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
  deleteCookie(COOKIE_NAMES.adminSession);
  await setLanguage('pt');
});

describe('company choice says how many companies', { timeout: 60_000 }, () => {
  it.each([
    ['pt', 1, 'Você tem acesso a uma empresa.'],
    ['pt', 2, 'Você tem acesso a 2 empresas.'],
    ['en-US', 1, 'You have access to one company.'],
    ['en-US', 2, 'You have access to 2 companies.'],
  ] as const)('%s, %i → %s', async (language, n, text) => {
    await setLanguage(language);
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockImplementation(async () =>
      json(200, { data: Array.from({ length: n }, (_, i) => company(i + 1)) }),
    );
    renderApp('/select-company');
    // The first render also loads the auth chunk.
    expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('sign-up from an invitation link', { timeout: 60_000 }, () => {
  it('prefills the invited email', async () => {
    const next = '/select-company?invitation=tok123&email=convidada%40example.com';
    renderApp(`/signup?next=${encodeURIComponent(next)}`);
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 15_000 });
    await waitFor(() => expect(email).toHaveValue('convidada@example.com'));
  });

  it('leaves the email empty without an invitation', async () => {
    renderApp('/signup');
    const email = await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 15_000 });
    expect(email).toHaveValue('');
  });
});
