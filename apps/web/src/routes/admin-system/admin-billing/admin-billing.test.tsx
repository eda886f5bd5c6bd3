import type { Plan, Subscription } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { centsToInput, formatCents, parseReais } from './money';
import { AdminPlansPage } from './plans-page';
import { AdminSubscriptionsPage } from './subscriptions-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const BASIC: Plan = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Básico',
  description: null,
  monthly_price_cents: 9990,
  yearly_price_cents: 99900,
  seats: 50,
  enable_access: true,
  enable_visitor: false,
  trial_days: 0,
  is_public: true,
  is_trial: false,
  companies: 3,
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
};
const TRIAL: Plan = {
  ...BASIC,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Gratuito',
  monthly_price_cents: 0,
  yearly_price_cents: 0,
  seats: null,
  enable_access: false,
  trial_days: 14,
  is_public: false,
  is_trial: true,
  companies: 1234,
};
const ACME = { id: '33333333-3333-4333-8333-333333333333', name: 'Acme Ltda' };
const BETA = { id: '44444444-4444-4444-8444-444444444444', name: 'Beta Serviços' };
const subscription = (over: Partial<Subscription>): Subscription => ({
  id: '55555555-5555-4555-8555-555555555555',
  company: ACME,
  plan: { id: TRIAL.id, name: TRIAL.name },
  status: 'trial',
  starts_on: '2026-03-01',
  ends_on: '2026-03-15',
  seats: null,
  current: true,
  created_at: '2026-03-01T12:00:00Z',
  ...over,
});
const ACME_TRIAL = subscription({});
const BETA_ACTIVE = subscription({
  id: '66666666-6666-4666-8666-666666666666',
  company: BETA,
  plan: { id: BASIC.id, name: BASIC.name },
  status: 'active',
  ends_on: null,
  seats: 80,
});

const me = { superuser: true };

function answer(path: string, init: { method?: string; query?: Record<string, unknown> }) {
  const method = init.method ?? 'GET';
  if (path === 'admin-test/users/get_user/') {
    return {
      id: '77777777-7777-4777-8777-777777777777',
      username: 'ana',
      is_superuser: me.superuser,
    };
  }
  if (path === 'admin-test/plan/' && method === 'GET') return page([BASIC, TRIAL]);
  if (path === 'admin-test/subscription/' && method === 'GET') {
    const search = String(init.query?.search ?? '').toLowerCase();
    return page(
      [ACME_TRIAL, BETA_ACTIVE].filter((s) => s.company.name.toLowerCase().includes(search)),
    );
  }
  return undefined;
}

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

async function pickOption(label: string, title: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });
  await userEvent.click(option);
}

beforeEach(() => {
  setAdminSlug('test');
  me.superuser = true;
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('prices in reais', () => {
  it('reads what is typed as centavos', () => {
    expect(parseReais('99,90')).toBe(9990);
    expect(parseReais('99,9')).toBe(9990);
    expect(parseReais('R$ 1.234,56')).toBe(123456);
    expect(parseReais('1.234')).toBe(123400);
    expect(parseReais('10')).toBe(1000);
    expect(parseReais('99.90')).toBe(9990);
    expect(parseReais('0')).toBe(0);
    expect(parseReais('')).toBeNull();
    expect(parseReais('9,999')).toBeNull();
    expect(parseReais('-5')).toBeNull();
    expect(parseReais('abc')).toBeNull();
    expect(centsToInput(123456)).toBe('1234,56');
  });

  it('shows them as BRL in the UI language', async () => {
    expect(formatCents(123456)).toMatch(/^R\$\s1\.234,56$/);
    await setLanguage('en-US');
    expect(formatCents(123456)).toBe('R$1,234.56');
  });
});

describe('the plans screen', () => {
  it('lists the plans with prices, seats and tags', async () => {
    renderScreen(<AdminPlansPage />);
    const table = await screen.findByTestId('admin-plans');
    const basic = (await within(table).findByText('Básico')).closest('tr') as HTMLElement;
    expect(basic).toHaveTextContent('R$ 99,90');
    expect(basic).toHaveTextContent('R$ 999,00');
    expect(basic).toHaveTextContent('50');
    expect(basic).toHaveTextContent('Acesso');
    expect(basic).toHaveTextContent('Público');
    expect(basic).toHaveTextContent('Sem teste');
    const trial = within(table).getByText('Gratuito').closest('tr') as HTMLElement;
    expect(trial).toHaveTextContent('ilimitado');
    expect(trial).toHaveTextContent('Plano de teste');
    expect(trial).toHaveTextContent('14 dias');
    expect(trial).toHaveTextContent('1.234');
    expect(within(table).getByText('2 planos')).toBeInTheDocument();
    expect(callsTo('admin-test/plan/')[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25 },
    });
  });

  it('creates a plan with prices in centavos and blank seats as unlimited', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string; body?: Plan }) => {
      if (path === 'admin-test/plan/' && init.method === 'POST') {
        return { ...BASIC, ...init.body, id: '88888888-8888-4888-8888-888888888888' };
      }
      return answer(path, init);
    });
    renderScreen(<AdminPlansPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo plano' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Pro');
    await userEvent.type(within(dialog).getByLabelText('Preço mensal (R$)'), '99,9x');
    await userEvent.type(within(dialog).getByLabelText('Preço anual (R$)'), '1.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe um valor em reais, como 99,90.'),
    ).toBeInTheDocument();
    expect(callsTo('admin-test/plan/', 'POST')).toHaveLength(0);

    const monthly = within(dialog).getByLabelText('Preço mensal (R$)');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '99,90');
    await userEvent.click(within(dialog).getByLabelText('Controle de acesso'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('admin-test/plan/', 'POST')).toHaveLength(1));
    expect(callsTo('admin-test/plan/', 'POST')[0]?.[1].body).toEqual({
      name: 'Pro',
      description: null,
      monthly_price_cents: 9990,
      yearly_price_cents: 100000,
      seats: null,
      enable_access: true,
      enable_visitor: false,
      trial_days: 0,
      is_public: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a plan from its values and shows the server's refusal", async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === `admin-test/plan/${BASIC.id}/` && init.method === 'PUT') {
        throw new ApiError({
          kind: 'http',
          status: 403,
          code: 'permission_denied',
          message: 'Somente superusuários alteram planos.',
          path,
          method: 'PUT',
        });
      }
      return answer(path, init);
    });
    renderScreen(<AdminPlansPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar o plano Básico' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Preço mensal (R$)')).toHaveValue('99,90');
    expect(within(dialog).getByLabelText('Preço anual (R$)')).toHaveValue('999,00');
    expect(within(dialog).getByLabelText('Colaboradores')).toHaveValue('50');
    await userEvent.clear(within(dialog).getByLabelText('Colaboradores'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Somente superusuários alteram planos.'),
    ).toBeInTheDocument();
    expect(callsTo(`admin-test/plan/${BASIC.id}/`, 'PUT')[0]?.[1].body).toMatchObject({
      monthly_price_cents: 9990,
      yearly_price_cents: 99900,
      seats: null,
    });
  });

  it('is read-only for administrators who are not superusers', async () => {
    me.superuser = false;
    renderScreen(<AdminPlansPage />);
    expect(
      await screen.findByText('Somente superusuários criam ou alteram planos e assinaturas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo plano' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar o plano Básico' })).toBeNull();
  });
});

describe('the subscriptions screen', () => {
  it('lists those in force by default, and filters by status or all of them', async () => {
    const router = renderScreen(<AdminSubscriptionsPage />);
    const list = await screen.findByTestId('admin-subscriptions');
    const acme = (await within(list).findByText('Acme Ltda')).closest('tr') as HTMLElement;
    expect(acme).toHaveTextContent('Gratuito');
    expect(acme).toHaveTextContent('Teste');
    expect(acme).toHaveTextContent('Em vigor');
    expect(acme).toHaveTextContent('01/03/2026');
    expect(acme).toHaveTextContent('15/03/2026');
    expect(acme).toHaveTextContent('do plano');
    const beta = within(list).getByText('Beta Serviços').closest('tr') as HTMLElement;
    expect(beta).toHaveTextContent('Ativa');
    expect(beta).toHaveTextContent('80');
    expect(callsTo('admin-test/subscription/')[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, current: 'true' },
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Só as em vigor' }));
    await waitFor(() => expect(router.state.location.search).toBe('?current=all'));
    await waitFor(() =>
      expect(callsTo('admin-test/subscription/').at(-1)?.[1].query).toEqual({
        page: 1,
        page_size: 25,
      }),
    );

    await pickOption('Situação', 'Em atraso');
    await waitFor(() =>
      expect(callsTo('admin-test/subscription/').at(-1)?.[1].query).toEqual({
        page: 1,
        page_size: 25,
        status: 'past_due',
      }),
    );
  });

  it('creates a subscription for a company picked among those subscribed', async () => {
    apiRequest.mockImplementation(
      async (path: string, init: { method?: string; body?: { seats: number } }) => {
        if (path === 'admin-test/subscription/' && init.method === 'POST') {
          return { ...BETA_ACTIVE, id: '99999999-9999-4999-8999-999999999999' };
        }
        return answer(path, init);
      },
    );
    renderScreen(<AdminSubscriptionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova assinatura' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha a empresa.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha o plano.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Empresa' }), 'beta');
    await waitFor(() =>
      expect(
        callsTo('admin-test/subscription/').some(
          ([, init]) => init.query.search === 'beta' && init.query.current === 'true',
        ),
      ).toBe(true),
    );
    await pickOption('Empresa', 'Beta Serviços');
    await pickOption('Plano', 'Básico');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Colaboradores' }), '80');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('admin-test/subscription/', 'POST')).toHaveLength(1));
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(callsTo('admin-test/subscription/', 'POST')[0]?.[1].body).toEqual({
      company_id: BETA.id,
      plan_id: BASIC.id,
      status: 'active',
      starts_on: iso,
      ends_on: null,
      seats: 80,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a subscription after a confirmation', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === `admin-test/subscription/${ACME_TRIAL.id}/` && init.method === 'DELETE') {
        return null;
      }
      return answer(path, init);
    });
    renderScreen(<AdminSubscriptionsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir a assinatura de Acme Ltda' }),
    );
    expect(await screen.findByText('Excluir a assinatura de Acme Ltda?')).toBeInTheDocument();
    expect(callsTo(`admin-test/subscription/${ACME_TRIAL.id}/`, 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsTo(`admin-test/subscription/${ACME_TRIAL.id}/`, 'DELETE')).toHaveLength(1),
    );
  });
});
