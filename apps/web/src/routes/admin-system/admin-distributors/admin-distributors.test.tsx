import type { AdminDevice, Distributor, DistributorDetail, Plan } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { AdminDevicesPage } from '../admin-devices/devices-page';
import { distributorFormData } from './distributor-api';
import { distributorInputOf } from './distributor-dialog';
import { contractFileName } from './distributor-drawer';
import { AdminDistributorsPage } from './distributors-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const PLAN: Plan = {
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
const SUL: Distributor = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Revenda Sul',
  cnpj: '11222333000181',
  contact_name: 'Marta Lima',
  email: 'marta@revenda.com.br',
  phone: '11987654321',
  notes: null,
  has_contract: true,
  contract_name: 'contrato.pdf',
  has_logo: false,
  logo_url: null,
  companies: 2,
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
};
const SUL_DETAIL: DistributorDetail = {
  ...SUL,
  commissions: [{ plan_id: PLAN.id, plan_name: PLAN.name, commission_percent: 12.5 }],
  company_list: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Acme Ltda',
      plan: 'Básico',
      created_at: '2026-02-01T12:00:00Z',
    },
  ],
};

const me = { superuser: true };
let devices: AdminDevice[] = [];

function answer(path: string, init: { method?: string }) {
  const method = init.method ?? 'GET';
  if (path === 'admin-test/users/get_user/') {
    return { id: '7', username: 'ana', is_superuser: me.superuser };
  }
  if (path === 'admin-test/plan/' && method === 'GET') return page([PLAN]);
  if (path === 'admin-test/distributor/' && method === 'GET') return page([SUL]);
  if (path === `admin-test/distributor/${SUL.id}/` && method === 'GET') return SUL_DETAIL;
  if (path === 'admin-test/device/' && method === 'GET') return page(devices);
  return undefined;
}

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

beforeEach(async () => {
  await setLanguage('pt');
  setAdminSlug('test');
  me.superuser = true;
  devices = [];
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('the distributor form', () => {
  it('sends text fields, commissions as JSON and the chosen files', () => {
    const contract = new File(['%PDF-1.7'], 'c.pdf');
    const input = distributorInputOf(
      {
        name: ' Revenda ',
        cnpj: '11.222.333/0001-81',
        email: '',
        commissions: { [PLAN.id]: 10, other: null },
        contract,
        remove_logo: true,
      },
      true,
    );
    expect(input.fields).toEqual({
      name: 'Revenda',
      cnpj: '11.222.333/0001-81',
      contact_name: '',
      email: '',
      phone: '',
      notes: '',
      commissions: JSON.stringify([{ plan_id: PLAN.id, commission_percent: 10 }]),
      remove_logo: 'true',
    });
    const form = distributorFormData(input);
    expect(form.get('contract')).toBeInstanceOf(File);
    expect(form.get('logo')).toBeNull();
    // Without the plans the commissions are left as they are.
    expect(distributorInputOf({ name: 'a', cnpj: 'b' }, true).fields.commissions).toBeUndefined();
    expect(contractFileName('assinado')).toBe('assinado.pdf');
    expect(contractFileName(null)).toBe('contrato.pdf');
  });
});

describe('the distributors screen', () => {
  it('lists them with the CNPJ formatted, contact and companies', async () => {
    renderScreen(<AdminDistributorsPage />);
    const table = await screen.findByTestId('admin-distributors');
    const row = (await within(table).findByText('Revenda Sul')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('11.222.333/0001-81');
    expect(row).toHaveTextContent('Marta Lima');
    expect(row).toHaveTextContent('2');
    expect(within(table).getByText('1 distribuidor')).toBeInTheDocument();
  });

  it('creates one with a commission per plan as a multipart form', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === 'admin-test/distributor/' && init.method === 'POST') {
        return { ...SUL_DETAIL, name: 'Nova' };
      }
      return answer(path, init);
    });
    renderScreen(<AdminDistributorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo distribuidor' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Nova');
    await userEvent.type(within(dialog).getByLabelText('CNPJ'), '11.222.333/0001-82');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CNPJ inválido.')).toBeInTheDocument();
    expect(callsTo('admin-test/distributor/', 'POST')).toHaveLength(0);

    const cnpj = within(dialog).getByLabelText('CNPJ');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0001-81');
    await userEvent.type(
      await within(dialog).findByLabelText('Comissão no plano Básico (%)'),
      '10',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('admin-test/distributor/', 'POST')).toHaveLength(1));
    const body = callsTo('admin-test/distributor/', 'POST')[0]?.[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Nova');
    expect(body.get('cnpj')).toBe('11.222.333/0001-81');
    expect(JSON.parse(String(body.get('commissions')))).toEqual([
      { plan_id: PLAN.id, commission_percent: 10 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the server's field errors beside the fields", async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === 'admin-test/distributor/' && init.method === 'POST') {
        throw new ApiError({
          kind: 'http',
          status: 409,
          code: 'conflict',
          message: 'Conflito.',
          fieldErrors: { cnpj: ['Já existe um distribuidor com este CNPJ.'] },
          path,
          method: 'POST',
        });
      }
      return answer(path, init);
    });
    renderScreen(<AdminDistributorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo distribuidor' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Nova');
    await userEvent.type(within(dialog).getByLabelText('CNPJ'), '11222333000181');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um distribuidor com este CNPJ.'),
    ).toBeInTheDocument();
  });

  it('shows the detail with commissions and companies', async () => {
    renderScreen(<AdminDistributorsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver o distribuidor Revenda Sul' }),
    );
    const drawer = await screen.findByText('Distribuidor Revenda Sul');
    const panel = drawer.closest('.ant-drawer') as HTMLElement;
    expect(await within(panel).findByText('Acme Ltda')).toBeInTheDocument();
    expect(within(panel).getByText('12,5 %')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Baixar contrato' })).toBeInTheDocument();
  });

  it('confirms a deletion saying how many companies it brought', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === `admin-test/distributor/${SUL.id}/` && init.method === 'DELETE') return null;
      return answer(path, init);
    });
    renderScreen(<AdminDistributorsPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir o distribuidor Revenda Sul' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 empresas foram trazidas por ele');
    expect(callsTo(`admin-test/distributor/${SUL.id}/`, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsTo(`admin-test/distributor/${SUL.id}/`, 'DELETE')).toHaveLength(1),
    );
  });

  it('is read-only for administrators who are not superusers', async () => {
    me.superuser = false;
    renderScreen(<AdminDistributorsPage />);
    expect(
      await screen.findByText('Somente superusuários criam, alteram ou excluem distribuidores.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo distribuidor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir o distribuidor Revenda Sul' })).toBeNull();
  });
});

describe('the devices screen', () => {
  it('explains where devices come from when there are none', async () => {
    renderScreen(<AdminDevicesPage />);
    expect(
      await screen.findByText(/aparecem aqui quando as empresas os cadastram/),
    ).toBeInTheDocument();
  });

  it('lists them in English too', async () => {
    await setLanguage('en-US');
    devices = [
      {
        id: '44444444-4444-4444-8444-444444444444',
        name: 'Portaria',
        serial_number: 'DSPS0001',
        kind: 'time_clock',
        protocol: 'controlid',
        company: { id: '33333333-3333-4333-8333-333333333333', name: 'Acme Ltda' },
        product: null,
        last_seen_at: null,
        active: true,
        created_at: '2026-02-01T12:00:00Z',
      },
    ];
    renderScreen(<AdminDevicesPage />, '/?search=port');
    const row = (await screen.findByText('DSPS0001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Time clock');
    expect(row).toHaveTextContent('Control iD');
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
    expect(callsTo('admin-test/device/')[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, search: 'port' },
    });
  });
});
