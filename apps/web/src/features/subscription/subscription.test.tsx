import {
  COOKIE_NAMES,
  type CompanySubscription,
  ERROR_MESSAGES_EN_US,
  ERROR_MESSAGES_PT,
  LOCAL_STORAGE_KEYS,
  type Session,
  type SubscriptionSummary,
  VALIDATION_MESSAGES_EN_US,
  VALIDATION_MESSAGES_PT,
} from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { registerToastTarget } from '../../feedback/toast';
import { setLanguage } from '../../i18n';
import { deleteCookie } from '../../lib/cookies';
import { AppAdminGuard, AppCompanyGuard } from '../../router/app-guards';
import { clearCompanySession, writeTokens } from '../../session/storage';
import { renderApp } from '../../test/render';
import { isSuspendedError } from './suspension';
import { daysUntil, formatBrl, formatDay } from './texts';
import { trialHasEnded } from './trial-ended';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const ACTIVE: SubscriptionSummary = {
  plan: 'Ponto 10',
  status: 'active',
  enable_access: false,
  enable_visitor: false,
  seats: 10,
  ends_on: null,
  suspension: null,
};
const SUSPENDED: SubscriptionSummary = {
  ...ACTIVE,
  status: 'suspended',
  suspension: {
    reason: 'Fatura de outubro em aberto',
    since: '2026-11-20T14:00:00.000Z',
    contact: {
      name: 'Revenda Sul (Marta)',
      email: 'marta@revenda.example',
      phone: '+55 51 3333-4444',
    },
  },
};
const sessionWith = (subscription: SubscriptionSummary | null, roleName = 'owner'): Session => ({
  user: {
    id: 'u1',
    name: 'Ana Souza',
    email: 'ana@x.com',
    phone: null,
    country_code: null,
    language: 'pt',
  } as Session['user'],
  companyId: COMPANY,
  roleName,
  permissions: [],
  subscription,
});
const companies = (count: number) =>
  [COMPANY, OTHER].slice(0, count).map((id, i) => ({
    id,
    legal_name: `Empresa ${i + 1} Ltda`,
    trade_name: null,
    employer_type: 'cnpj',
    employer_id: '11222333000181',
    role: 'owner',
  }));
const MINE: CompanySubscription = {
  ...ACTIVE,
  starts_on: '2026-11-01',
  seats_used: 3,
  monthly_price_cents: 4990,
  yearly_price_cents: 49900,
  contact: { name: 'Ponteiro', email: 'suporte@ponteiro.local', phone: null },
};

let fetchMock: Mock<typeof fetch>;
const guards = { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard };

/** Answers each call by its path; anything unlisted is an empty list. */
function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    for (const [path, respond] of Object.entries(routes)) {
      if (url.includes(path)) return respond();
    }
    return json(200, { data: { count: 0, next: null, previous: null, results: [] } });
  });
}

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
  writeTokens({ access_token: 'a', refresh_token: 'r' });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
  deleteCookie(COOKIE_NAMES.sessionUser);
  sessionStorage.clear();
  await setLanguage('pt');
});

describe('helpers', () => {
  it('formats money and days per language and counts days left', () => {
    expect(formatBrl(4990, 'pt')).toMatch(/R\$\s49,90/);
    expect(formatBrl(4990, 'en-US')).toBe('R$49.90');
    expect(formatDay('2026-01-31', 'pt')).toBe('31 de janeiro de 2026');
    expect(formatDay('2026-01-31', 'en-US')).toBe('January 31, 2026');
    const now = new Date(2026, 10, 25, 15);
    expect(daysUntil('2026-11-30', now)).toBe(5);
    expect(daysUntil('2026-11-24', now)).toBe(-1);
    expect(trialHasEnded({ ...ACTIVE, status: 'past_due', ends_on: '2026-11-24' }, now)).toBe(true);
    expect(trialHasEnded({ ...ACTIVE, status: 'past_due', ends_on: '2026-11-25' }, now)).toBe(
      false,
    );
    expect(trialHasEnded({ ...ACTIVE, status: 'trial', ends_on: '2026-11-01' }, now)).toBe(false);
    expect(trialHasEnded(null, now)).toBe(false);
  });

  it('knows the suspension 403 in both languages, and no other 403', () => {
    const forbidden = (message: string) =>
      new ApiError({
        kind: 'http',
        status: 403,
        code: 'forbidden',
        message,
        path: 'x/',
        method: 'GET',
      });
    expect(isSuspendedError(forbidden(VALIDATION_MESSAGES_PT.company_suspended))).toBe(true);
    expect(isSuspendedError(forbidden(VALIDATION_MESSAGES_EN_US.company_suspended))).toBe(true);
    expect(isSuspendedError(forbidden(ERROR_MESSAGES_PT.forbidden))).toBe(false);
    expect(isSuspendedError(forbidden(ERROR_MESSAGES_EN_US.forbidden))).toBe(false);
  });
});

describe('suspended company', () => {
  it('leads every company route to /suspended: since when, why, whom to contact', async () => {
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(SUSPENDED) }),
      'auth/companies/': () => json(200, { data: companies(2) }),
    });
    const { router } = renderApp('/employees', guards);
    const screenEl = await screen.findByTestId('suspended-screen', {}, { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/suspended');
    expect(
      within(screenEl).getByRole('heading', {
        level: 1,
        name: 'O acesso desta empresa está suspenso',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('suspended-reason')).toHaveTextContent('Fatura de outubro em aberto');
    expect(screen.getByTestId('suspended-since')).toHaveTextContent('20 de novembro de 2026');
    expect(screen.getByTestId('suspended-contact-name')).toHaveTextContent('Revenda Sul (Marta)');
    expect(screen.getByRole('link', { name: 'marta@revenda.example' })).toHaveAttribute(
      'href',
      'mailto:marta@revenda.example',
    );
    expect(screen.getByRole('link', { name: '+55 51 3333-4444' })).toHaveAttribute(
      'href',
      'tel:+555133334444',
    );
    // Two companies: the user may switch to the other one.
    await userEvent.click(await screen.findByRole('button', { name: 'Trocar de empresa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-company'));
  });

  it('speaks English, and offers no switch to a user with one company', async () => {
    await setLanguage('en-US');
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(SUSPENDED) }),
      'auth/companies/': () => json(200, { data: companies(1) }),
    });
    renderApp('/suspended', guards);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This company's access is suspended" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason')).toBeInTheDocument();
    expect(screen.getByTestId('suspended-since')).toHaveTextContent('November 20, 2026');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('auth/companies/'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Switch company' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out from the page', async () => {
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(SUSPENDED) }),
      'auth/companies/': () => json(200, { data: companies(1) }),
      'oauth2/logout/': () => json(200, { data: null }),
    });
    const { router } = renderApp('/suspended', guards);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('sends a reactivated company back to the app', async () => {
    let current = SUSPENDED;
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(current) }),
      'auth/companies/': () => json(200, { data: companies(1) }),
    });
    const { router } = renderApp('/suspended', guards);
    await screen.findByTestId('suspended-screen', {}, { timeout: 15_000 });
    current = ACTIVE;
    await userEvent.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('refreshes the session when a call meets the suspension, and lands on the page', async () => {
    let suspended = false;
    answer({
      'base/user/session/': () => {
        const data = sessionWith(suspended ? SUSPENDED : ACTIVE);
        suspended = true;
        return json(200, { data });
      },
      'auth/companies/': () => json(200, { data: companies(1) }),
      'employees/': () =>
        json(403, { code: 'forbidden', message: VALIDATION_MESSAGES_PT.company_suspended }),
    });
    const { router } = renderApp('/employees', guards);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'), {
      timeout: 15_000,
    });
    expect(await screen.findByTestId('suspended-reason')).toHaveTextContent('Fatura');
  });
});

describe('/system/subscription', () => {
  it('shows the plan, status, period, seats, modules, price and whom to ask', async () => {
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(ACTIVE) }),
      'company/subscription/': () => json(200, { data: MINE }),
    });
    renderApp('/system/subscription', guards);
    expect(
      await screen.findByTestId('subscription-plan-name', {}, { timeout: 15_000 }),
    ).toHaveTextContent('Ponto 10');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ativa');
    expect(screen.getByTestId('subscription-period')).toHaveTextContent(
      'Início: 1 de novembro de 2026 · Sem data de término',
    );
    expect(screen.getByTestId('subscription-seats')).toHaveTextContent(
      '3 de 10 colaboradores ativos',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    const modules = screen.getByTestId('subscription-modules');
    expect(modules).toHaveTextContent('Ponto eletrônico(Incluído)');
    expect(modules).toHaveTextContent('Controle de acesso(Não incluído)');
    expect(modules).toHaveTextContent('Visitantes(Não incluído)');
    expect(screen.getByTestId('subscription-price')).toHaveTextContent(
      /R\$\s49,90 por mês · R\$\s499,00 por ano/,
    );
    expect(screen.getByTestId('subscription-contact')).toHaveAttribute(
      'href',
      `mailto:suporte@ponteiro.local?subject=${encodeURIComponent('Mudança de plano: Ponto 10')}`,
    );
  });

  it('counts the days left of a trial, and shows unlimited seats as such (en-US)', async () => {
    await setLanguage('en-US');
    const ends = new Date(Date.now() + 5 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const endsOn = `${ends.getFullYear()}-${pad(ends.getMonth() + 1)}-${pad(ends.getDate())}`;
    answer({
      'base/user/session/': () => json(200, { data: sessionWith({ ...ACTIVE, status: 'trial' }) }),
      'company/subscription/': () =>
        json(200, {
          data: {
            ...MINE,
            status: 'trial',
            seats: null,
            ends_on: endsOn,
            enable_access: true,
            monthly_price_cents: null,
            yearly_price_cents: null,
          },
        }),
    });
    renderApp('/system/subscription', guards);
    expect(
      await screen.findByTestId('subscription-trial', {}, { timeout: 15_000 }),
    ).toHaveTextContent('5 trial days left');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Trial');
    expect(screen.getByTestId('subscription-seats')).toHaveTextContent(
      '3 active employees · unlimited',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-modules')).toHaveTextContent(
      'Access control(Included)',
    );
    expect(screen.getByTestId('subscription-price')).toHaveTextContent('No price set');
  });

  it('sends a plan-change request to the provider as feedback of the upgrade kind', async () => {
    let sent: FormData | undefined;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('base/user/session/')) return json(200, { data: sessionWith(ACTIVE) });
      if (url.includes('company/subscription/')) return json(200, { data: MINE });
      if (url.includes('/feedback/') && init?.method === 'POST') {
        sent = init.body as FormData;
        return json(201, { data: { id: '00000000-0000-4000-8000-0000000000f1' } });
      }
      return json(200, { data: { count: 0, next: null, previous: null, results: [] } });
    });
    renderApp('/system/subscription', guards);
    await userEvent.click(
      await screen.findByRole('button', { name: /Pedir mudança de plano/ }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByLabelText('O que você precisa');
    expect(message).toHaveValue(
      'Gostaria de mudar do plano Ponto 10 (3 de 10 colaboradores ativos). Precisamos de: ',
    );
    await userEvent.clear(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(dialog).findByText('Escreva o que você precisa.')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.type(message, 'Mais 20 colaboradores e o controle de acesso.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.get('category')).toBe('upgrade');
    expect(sent?.get('message')).toBe('Mais 20 colaboradores e o controle de acesso.');
    expect(sent?.get('page')).toBe('/system/subscription');
  });

  it('says when the subscription cannot be loaded, and retries', async () => {
    let fail = true;
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(ACTIVE) }),
      'company/subscription/': () =>
        fail ? json(500, { code: 'internal', message: 'Erro' }) : json(200, { data: MINE }),
    });
    renderApp('/system/subscription', guards);
    expect(
      await screen.findByText('Não foi possível carregar a assinatura.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('subscription-plan-name')).toHaveTextContent('Ponto 10');
  });
});

describe('trial-ended notice', () => {
  const PAST_DUE: SubscriptionSummary = { ...ACTIVE, status: 'past_due', ends_on: '2026-01-31' };

  it('tells staff the trial ended, links to the subscription, and can be dismissed', async () => {
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(PAST_DUE) }),
      'company/subscription/': () =>
        json(200, {
          data: { ...MINE, ...PAST_DUE, contact: { ...MINE.contact, name: 'Revenda Sul' } },
        }),
    });
    renderApp('/organization', guards);
    const banner = await screen.findByTestId('trial-ended-banner', {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Seu período de teste terminou em 31 de janeiro de 2026; fale com Revenda Sul para contratar um plano.',
      ),
    );
    expect(within(banner).getByRole('link', { name: 'Ver a assinatura' })).toHaveAttribute(
      'href',
      '/system/subscription',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Fechar o aviso' }));
    await waitFor(() => expect(screen.queryByTestId('trial-ended-banner')).not.toBeInTheDocument());
  });

  it('is not shown to an employee, nor while the trial runs', async () => {
    answer({
      'base/user/session/': () => json(200, { data: sessionWith(PAST_DUE, 'employee') }),
    });
    const first = renderApp('/reports', guards);
    await screen.findByTestId('company-sidebar', {}, { timeout: 15_000 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('trial-ended-banner')).not.toBeInTheDocument();
    first.unmount();

    answer({
      'base/user/session/': () =>
        json(200, { data: sessionWith({ ...PAST_DUE, status: 'trial', ends_on: '2099-01-01' }) }),
    });
    renderApp('/organization', guards);
    await screen.findByRole('heading', { level: 1, name: 'Organização' }, { timeout: 15_000 });
    expect(screen.queryByTestId('trial-ended-banner')).not.toBeInTheDocument();
  });
});
