import type { AdminCompany, AdminCompanyDetail, RecordHistoryEntry } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { ApiError } from '../../../api/api-error';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { changedFields } from '../record-history';
import { AdminCompaniesPage } from './companies-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const ACME: AdminCompany = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme',
  legal_name: 'Acme Comércio Ltda',
  employer_type: 'cnpj',
  employer_id: '11222333000181',
  status: 'active',
  suspended_at: null,
  suspension_reason: null,
  plan: { id: '22222222-2222-4222-8222-222222222222', name: 'Básico' },
  subscription_status: 'active',
  seats_used: 45,
  seats_allowed: 50,
  members: 3,
  distributor: { id: '33333333-3333-4333-8333-333333333333', name: 'Revenda Sul' },
  created_at: '2026-02-10T12:00:00Z',
};
const SOLO: AdminCompany = {
  ...ACME,
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Maria Silva',
  legal_name: 'Maria Silva',
  employer_type: 'cpf',
  employer_id: '52998224725',
  status: 'suspended',
  suspended_at: '2026-03-01T12:00:00Z',
  suspension_reason: 'Pagamento em atraso',
  plan: null,
  subscription_status: null,
  seats_used: 2,
  seats_allowed: null,
  distributor: null,
};
const ACME_DETAIL: AdminCompanyDetail = {
  ...ACME,
  timezone: 'America/Sao_Paulo',
  people: [
    {
      user_id: '55555555-5555-4555-8555-555555555555',
      name: 'Ana Dona',
      email: 'ana@acme.com.br',
      role: 'owner',
      last_login_at: '2026-03-02T13:00:00Z',
    },
  ],
  subscriptions: [],
  devices: [],
};
const HISTORY: RecordHistoryEntry[] = [
  {
    id: '66666666-6666-4666-8666-666666666666',
    action: 'set_distributor',
    actor: { type: 'admin', id: null, name: 'Equipe Ponteiro' },
    before: { distributor: null },
    after: { distributor: 'Revenda Sul' },
    created_at: '2026-03-03T12:00:00Z',
  },
];

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
  if (method !== 'GET') return undefined;
  if (path === 'admin-test/dashboard/companyList/') return page([ACME, SOLO]);
  if (path === `admin-test/companies/${ACME.id}/`) return ACME_DETAIL;
  if (path === 'admin-test/history/') return page(HISTORY);
  if (path === 'admin-test/plan/') return page([]);
  if (path === 'admin-test/distributor/') return page([ACME.distributor]);
  return undefined;
}

const renderPage = () => renderScreen(<AdminCompaniesPage />, '/');

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

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

describe('record history changes', () => {
  it('lists the fields that changed, not the whole record', () => {
    expect(
      changedFields(
        { id: 'x', name: 'Básico', seats: 50, updated_at: 'a' },
        { name: 'Básico', seats: null },
      ),
    ).toEqual([{ field: 'seats', before: 50, after: null }]);
    expect(changedFields(null, { name: 'Pro' })).toEqual([
      { field: 'name', before: null, after: 'Pro' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('the companies screen', () => {
  it('lists the companies with document, plan, seats and status', async () => {
    renderPage();
    const table = await screen.findByTestId('admin-companies');
    const acme = (await within(table).findByRole('button', { name: 'Ver a empresa Acme' })).closest(
      'tr',
    ) as HTMLElement;
    expect(acme).toHaveTextContent('Acme Comércio Ltda · 11.222.333/0001-81');
    expect(acme).toHaveTextContent('Básico');
    expect(acme).toHaveTextContent('45 de 50');
    expect(acme.querySelector('[data-warning="true"]')).not.toBeNull();
    expect(acme).toHaveTextContent('Ativa');
    expect(acme).toHaveTextContent('Revenda Sul');
    expect(acme).toHaveTextContent('10/02/2026');
    const solo = within(table).getByText('Maria Silva').closest('tr') as HTMLElement;
    expect(solo).toHaveTextContent('529.982.247-25');
    expect(solo).toHaveTextContent('2 (ilimitado)');
    expect(solo).toHaveTextContent('Suspensa');
    expect(solo).toHaveTextContent('Sem plano');
    expect(within(table).getByText('2 empresas')).toBeInTheDocument();
    expect(callsTo('admin-test/dashboard/companyList/')[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, ordering: '-created_at' },
    });
  });

  it('opens the drawer with people, history, and checks the suspension reason', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === `admin-test/companies/${ACME.id}/suspend/` && init.method === 'POST') {
        throw new ApiError({
          kind: 'http',
          status: 409,
          code: 'conflict',
          message: 'A empresa já está suspensa.',
          path,
          method: 'POST',
        });
      }
      return answer(path, init);
    });
    renderPage();
    await userEvent.click(await screen.findByText('Acme Comércio Ltda · 11.222.333/0001-81'));
    const drawer = await screen.findByTestId('company-drawer');
    expect(await within(drawer).findByText('America/Sao_Paulo')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Pessoas (1)' }));
    expect(await within(drawer).findByText('ana@acme.com.br')).toBeInTheDocument();
    expect(within(drawer).getByText('Proprietário')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Dispositivos (0)' }));
    expect(await within(drawer).findByText('Nenhum dispositivo cadastrado.')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Histórico' }));
    const entry = await within(drawer).findByTestId('history-entry');
    expect(entry).toHaveTextContent('Mudança de distribuidor');
    expect(entry).toHaveTextContent('por Equipe Ponteiro');
    expect(entry).toHaveTextContent('Distribuidor: — → Revenda Sul');
    expect(callsTo('admin-test/history/')[0]?.[1]).toMatchObject({
      query: { entity: 'company', entity_id: ACME.id, page: 1, page_size: 25 },
    });

    await userEvent.click(within(drawer).getByRole('button', { name: 'Suspender' }));
    const dialog = (await screen.findByText('Suspender Acme')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/veem uma página com o motivo/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), ' a ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(callsTo(`admin-test/companies/${ACME.id}/suspend/`, 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Contrato encerrado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await within(dialog).findByText('A empresa já está suspensa.')).toBeInTheDocument();
    expect(callsTo(`admin-test/companies/${ACME.id}/suspend/`, 'POST')[0]?.[1].body).toEqual({
      reason: 'a Contrato encerrado',
    });
  });

  it('is read-only for administrators who are not superusers', async () => {
    me.superuser = false;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver a empresa Acme' }));
    const drawer = await screen.findByTestId('company-drawer');
    expect(await within(drawer).findByText('America/Sao_Paulo')).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Somente superusuários suspendem, reativam ou mudam o distribuidor de uma empresa.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Suspender' })).toBeNull();
    expect(within(drawer).queryByRole('combobox', { name: 'Distribuidor da empresa' })).toBeNull();
    await waitFor(() => expect(callsTo('admin-test/users/get_user/').length).toBeGreaterThan(0));
  });
});
