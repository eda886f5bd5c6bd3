import type { Product } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { productBodyOf } from './product-dialog';
import { AdminProductsPage } from './products-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const CLOCK: Product = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Relógio REP-P',
  code_prefix: 'DSPS',
  description: 'Com biometria',
  has_photo: true,
  photo_url:
    '/api/v1.0/media/products/11111111-1111-4111-8111-111111111111/photo-1.png?exp=1&sig=x',
  is_active: true,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
};
const GATE: Product = {
  ...CLOCK,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Catraca',
  code_prefix: null,
  description: null,
  has_photo: false,
  photo_url: null,
  is_active: false,
};
const PHOTO_ID = '33333333-3333-4333-8333-333333333333';

const me = { superuser: true };
const URL_ = 'admin-test/products/';

function answer(path: string, init: { method?: string; query?: Record<string, unknown> }) {
  const method = init.method ?? 'GET';
  if (path === 'admin-test/users/get_user/') {
    return {
      id: '77777777-7777-4777-8777-777777777777',
      username: 'ana',
      is_superuser: me.superuser,
    };
  }
  if (path === URL_ && method === 'GET') {
    const search = String(init.query?.search ?? '').toLowerCase();
    return page([CLOCK, GATE].filter((p) => p.name.toLowerCase().includes(search)));
  }
  if (path === `${URL_}photo/` && method === 'POST') {
    return { photo_id: PHOTO_ID, content_type: 'image/png', size: 4 };
  }
  return undefined;
}

const renderPage = () => renderScreen(<AdminProductsPage />, '/admin/product-management');

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

beforeEach(async () => {
  await setLanguage('pt');
  setAdminSlug('test');
  me.superuser = true;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('the product body', () => {
  it('leaves the photo out unless it changed', () => {
    const values = { name: ' Catraca ', code_prefix: '', description: ' ', is_active: true };
    expect(productBodyOf(values)).toEqual({
      name: 'Catraca',
      code_prefix: null,
      description: null,
      is_active: true,
    });
    expect(productBodyOf(values, null)).toMatchObject({ photo_id: null });
    expect(productBodyOf({ ...values, code_prefix: 'HCSS' }, PHOTO_ID)).toMatchObject({
      code_prefix: 'HCSS',
      photo_id: PHOTO_ID,
    });
  });
});

describe('the products screen', () => {
  it('lists products with thumbnail, prefix, description and status; searches', async () => {
    const router = renderPage();
    const table = await screen.findByTestId('admin-products');
    const clock = (await within(table).findByText('Relógio REP-P')).closest('tr') as HTMLElement;
    expect(clock).toHaveTextContent('DSPS');
    expect(clock).toHaveTextContent('Com biometria');
    expect(clock).toHaveTextContent('Ativo');
    expect(within(clock).getByRole('img')).toHaveAttribute('src', CLOCK.photo_url);
    const gate = within(table).getByText('Catraca').closest('tr') as HTMLElement;
    expect(gate).toHaveTextContent('Inativo');
    expect(within(table).getByText('2 produtos')).toBeInTheDocument();

    await userEvent.type(
      screen.getByPlaceholderText('Buscar por nome, prefixo ou descrição'),
      'cat',
    );
    await waitFor(() => expect(router.state.location.search).toContain('search=cat'));
    await waitFor(() => expect(within(table).queryByText('Relógio REP-P')).toBeNull());
  });

  it('creates a product with an uploaded photo and shows a taken name', async () => {
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
      if (path === URL_ && init.method === 'POST') {
        throw new ApiError({
          kind: 'http',
          status: 409,
          code: 'conflict',
          message: 'Conflito',
          path,
          method: 'POST',
          fieldErrors: { name: ['Já existe um produto com este nome.'] },
        });
      }
      return answer(path, init);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo produto' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Catraca');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', {
      type: 'image/png',
    });
    await userEvent.upload(within(dialog).getByLabelText('Foto do produto'), file);
    await waitFor(() => expect(callsTo(`${URL_}photo/`, 'POST')).toHaveLength(1));
    expect(callsTo(`${URL_}photo/`, 'POST')[0]?.[1].body).toBeInstanceOf(FormData);
    await waitFor(() =>
      expect(within(dialog).getByTestId('product-photo-preview')).toHaveAttribute(
        'data-loaded',
        'true',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(URL_, 'POST')).toHaveLength(1));
    expect(callsTo(URL_, 'POST')[0]?.[1].body).toEqual({
      name: 'Catraca',
      code_prefix: null,
      description: null,
      is_active: true,
      photo_id: PHOTO_ID,
    });
    expect(
      await within(dialog).findByText('Já existe um produto com este nome.'),
    ).toBeInTheDocument();
  });

  it('edits a product keeping its photo unless removed (after confirming)', async () => {
    apiRequest.mockImplementation(
      async (path: string, init: { method?: string; body?: unknown }) => {
        if (path === `${URL_}${CLOCK.id}/` && init.method === 'PUT') {
          return { ...CLOCK, ...(init.body as object) };
        }
        return answer(path, init);
      },
    );
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar o produto Relógio REP-P' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Relógio REP-P');
    await userEvent.click(within(dialog).getByRole('button', { name: /Remover/ }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(confirm).toHaveTextContent('Remover a imagem?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('product-photo-preview')).toHaveAttribute(
        'data-loaded',
        'false',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(`${URL_}${CLOCK.id}/`, 'PUT')).toHaveLength(1));
    expect(callsTo(`${URL_}${CLOCK.id}/`, 'PUT')[0]?.[1].body).toEqual({
      name: 'Relógio REP-P',
      code_prefix: 'DSPS',
      description: 'Com biometria',
      is_active: true,
      photo_id: null,
    });
  });

  it('is read-only for administrators who are not superusers, in English too', async () => {
    me.superuser = false;
    await setLanguage('en-US');
    renderPage();
    expect(
      await screen.findByText('Only superusers add or change app versions and products.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New product' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });
});
