import type { PlatformUser } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { setLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render-screen';
import { AdminUserListPage } from './user-list-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const ALFA = { id: '33333333-3333-4333-8333-333333333333', name: 'Alfa Relógios' };
const BETA = { id: '44444444-4444-4444-8444-444444444444', name: 'Beta Serviços' };
const ANA: PlatformUser = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Alfa',
  email: 'ana@alfa.example',
  companies: [
    { ...ALFA, role: 'owner', role_name: null },
    { ...BETA, role: 'custom', role_name: 'Portaria' },
  ],
  last_login_at: '2026-11-20T12:30:00.000Z',
  created_at: '2026-01-05T12:00:00.000Z',
};
const BRUNO: PlatformUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bruno Beta',
  email: 'bruno@beta.example',
  companies: [],
  last_login_at: null,
  created_at: '2026-02-05T12:00:00.000Z',
};

const renderPage = (url = '/admin/user-list') => renderScreen(<AdminUserListPage />, url);

const listCalls = () =>
  apiRequest.mock.calls.filter(
    ([p]) => p === 'admin-test/system_manage/get_all_user_with_company/',
  );

beforeEach(async () => {
  await setLanguage('pt');
  setAdminSlug('test');
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { query?: Record<string, unknown> }) => {
    if (path !== 'admin-test/system_manage/get_all_user_with_company/') {
      throw new Error(`unexpected call: ${path}`);
    }
    const search = String(init.query?.search ?? '').toLowerCase();
    const results = [ANA, BRUNO].filter(
      (u) => u.name.toLowerCase().includes(search) || u.email.includes(search),
    );
    return { results, count: results.length, page: 1, page_size: 25 };
  });
});

describe('/admin/user-list', () => {
  it('lists users with their companies and roles', async () => {
    renderPage();
    const table = await screen.findByTestId('admin-user-list');
    const ana = (await within(table).findByText('Ana Alfa')).closest('tr') as HTMLElement;
    expect(ana).toHaveTextContent('ana@alfa.example');
    expect(ana).toHaveTextContent('Alfa Relógios · Proprietário');
    expect(ana).toHaveTextContent('Beta Serviços · Portaria');
    expect(ana).toHaveTextContent('05/01/2026');
    const bruno = within(table).getByText('Bruno Beta').closest('tr') as HTMLElement;
    expect(bruno).toHaveTextContent('Sem empresa');
    expect(bruno).toHaveTextContent('Nunca');
    expect(within(table).getByText('2 usuários')).toBeInTheDocument();
    expect(listCalls()[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, ordering: 'name' },
    });
  });

  it('searches on the server', async () => {
    renderPage();
    await screen.findByText('Ana Alfa');
    await userEvent.type(screen.getByPlaceholderText('Buscar por nome ou e-mail'), 'bruno');
    await waitFor(() => expect(screen.queryByText('Ana Alfa')).not.toBeInTheDocument());
    expect(screen.getByText('Bruno Beta')).toBeInTheDocument();
    expect(listCalls().at(-1)?.[1]).toMatchObject({ query: { search: 'bruno' } });
  });

  it("a company's users (from a link), and back to all", async () => {
    renderPage(`/admin/user-list?company_id=${ALFA.id}`);
    expect(await screen.findByText('Somente os usuários de uma empresa.')).toBeInTheDocument();
    expect(listCalls()[0]?.[1]).toMatchObject({ query: { company_id: ALFA.id } });
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar todos' }));
    await waitFor(() => expect(listCalls().at(-1)?.[1].query.company_id).toBeUndefined());
  });

  it('in en-US, with an empty state', async () => {
    await setLanguage('en-US');
    apiRequest.mockImplementation(async () => ({ results: [], count: 0, page: 1, page_size: 25 }));
    renderPage();
    expect(await screen.findByText('No user found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });
});
