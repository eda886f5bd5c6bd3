import type { AppRelease } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { AdminAppReleasePage } from './app-release-page';
import { AdminAppReleasesPage } from './app-releases-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const ANDROID: AppRelease = {
  id: '11111111-1111-4111-8111-111111111111',
  platform: 'android',
  version: '2.1.0',
  build: 210,
  notes_pt: 'Ponto offline',
  notes_en: 'Offline punches',
  min_supported_version: '2.0.0',
  forced_update: true,
  released_at: '2026-11-01T12:00:00Z',
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
};
const IOS: AppRelease = {
  ...ANDROID,
  id: '22222222-2222-4222-8222-222222222222',
  platform: 'ios',
  version: '2.0.5',
  build: 205,
  notes_en: '',
  min_supported_version: null,
  forced_update: false,
};

const me = { superuser: true };
const URL = 'admin-test/app_history/';

function answer(path: string, init: { method?: string; query?: Record<string, unknown> }) {
  const method = init.method ?? 'GET';
  if (path === 'admin-test/users/get_user/') {
    return {
      id: '77777777-7777-4777-8777-777777777777',
      username: 'ana',
      is_superuser: me.superuser,
    };
  }
  if (path === URL && method === 'GET') {
    if (init.query?.id) {
      const found = [ANDROID, IOS].find((r) => r.id === init.query?.id);
      if (!found) {
        throw new ApiError({
          kind: 'http',
          status: 404,
          code: 'not_found',
          message: 'x',
          path,
          method,
        });
      }
      return found;
    }
    const platform = init.query?.platform;
    return page([ANDROID, IOS].filter((r) => !platform || r.platform === platform));
  }
  return undefined;
}

/** The screen at `url`; the list's links lead to a stand-in detail page. */
const renderPage = (element: ReactElement, url = '/', path = '*') =>
  renderScreen(element, url, {
    path,
    routes: [{ path: '/admin/app-history/:id', element: <p>detail page</p> }],
  });

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

beforeEach(async () => {
  await setLanguage('pt');
  setAdminSlug('test');
  me.superuser = true;
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('the app releases screen', () => {
  it('lists releases newest first, filters by platform and opens one', async () => {
    const router = renderPage(<AdminAppReleasesPage />, '/admin/app-history', '/admin/app-history');
    const table = await screen.findByTestId('admin-app-releases');
    const android = (await within(table).findByText('2.1.0')).closest('tr') as HTMLElement;
    expect(android).toHaveTextContent('Android');
    expect(android).toHaveTextContent('210');
    expect(android).toHaveTextContent('Obrigatória');
    expect(android).toHaveTextContent('2.0.0');
    const ios = within(table).getByText('2.0.5').closest('tr') as HTMLElement;
    expect(ios).toHaveTextContent('Opcional');
    expect(within(table).getByText('2 versões')).toBeInTheDocument();
    expect(callsTo(URL)[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, ordering: '-released_at' },
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Plataforma' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="iOS"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.search).toBe('?platform=ios'));
    await waitFor(() => expect(within(table).queryByText('2.1.0')).toBeNull());

    await userEvent.click(within(table).getByText('2.0.5').closest('tr') as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/app-history/${IOS.id}`),
    );
  });

  it('publishes a release, checking the version format and showing a taken build', async () => {
    apiRequest.mockImplementation(
      async (path: string, init: { method?: string; body?: unknown }) => {
        if (path === URL && init.method === 'POST') {
          throw new ApiError({
            kind: 'http',
            status: 409,
            code: 'conflict',
            message: 'Conflito',
            path,
            method: 'POST',
            fieldErrors: { build: ['Já existe uma release com este build nesta plataforma.'] },
          });
        }
        return answer(path, init);
      },
    );
    renderPage(<AdminAppReleasesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova versão' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Versão'), '2.2');
    await userEvent.type(within(dialog).getByLabelText('Build'), '210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Use o formato 1.2.3 (números separados por pontos).'),
    ).toBeInTheDocument();
    expect(callsTo(URL, 'POST')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Versão'), '.0');
    await userEvent.type(within(dialog).getByLabelText('Versão mínima suportada'), '3.0.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'A versão mínima não pode ser maior que a versão da release.',
      ),
    ).toBeInTheDocument();
    const min = within(dialog).getByLabelText('Versão mínima suportada');
    await userEvent.clear(min);
    await userEvent.type(min, '2.0.0');
    await userEvent.type(within(dialog).getByLabelText('Notas da versão (português)'), 'Novidades');
    await userEvent.click(within(dialog).getByLabelText('Atualização obrigatória'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(URL, 'POST')).toHaveLength(1));
    expect(callsTo(URL, 'POST')[0]?.[1].body).toEqual({
      platform: 'android',
      version: '2.2.0',
      build: 210,
      notes_pt: 'Novidades',
      notes_en: '',
      min_supported_version: '2.0.0',
      forced_update: true,
      released_at: null,
    });
    expect(
      await within(dialog).findByText('Já existe uma release com este build nesta plataforma.'),
    ).toBeInTheDocument();
  });

  it('is read-only for administrators who are not superusers', async () => {
    me.superuser = false;
    renderPage(<AdminAppReleasesPage />);
    expect(
      await screen.findByText(
        'Somente superusuários cadastram ou alteram versões do aplicativo e produtos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova versão' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar a versão/ })).toBeNull();
  });

  it('shows the empty state in English', async () => {
    await setLanguage('en-US');
    apiRequest.mockImplementation(async (path: string, init: { method?: string }) =>
      path === URL ? page([]) : answer(path, init),
    );
    renderPage(<AdminAppReleasesPage />);
    expect(await screen.findByText('No versions found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'App versions' })).toBeInTheDocument();
  });
});

describe('the app release page', () => {
  it('shows the release with both notes and edits it by ?id=', async () => {
    apiRequest.mockImplementation(
      async (path: string, init: { method?: string; body?: unknown }) => {
        if (path === URL && init.method === 'PUT') return { ...ANDROID, ...(init.body as object) };
        return answer(path, init);
      },
    );
    renderPage(<AdminAppReleasePage />, `/r/${ANDROID.id}`, '/r/:id');
    expect(
      await screen.findByRole('heading', { name: 'Versão 2.1.0 — Android' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ponto offline')).toBeInTheDocument();
    expect(screen.getByText('Offline punches')).toBeInTheDocument();
    expect(callsTo(URL)[0]?.[1]).toMatchObject({ query: { id: ANDROID.id } });

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Versão')).toHaveValue('2.1.0');
    await userEvent.click(within(dialog).getByLabelText('Atualização obrigatória'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(URL, 'PUT')).toHaveLength(1));
    expect(callsTo(URL, 'PUT')[0]?.[1]).toMatchObject({
      query: { id: ANDROID.id },
      body: {
        version: '2.1.0',
        build: 210,
        forced_update: false,
        released_at: '2026-11-01T12:00:00.000Z',
      },
    });
  });

  it('says so when the release does not exist', async () => {
    renderPage(<AdminAppReleasePage />, '/r/99999999-9999-4999-8999-999999999999', '/r/:id');
    expect(await screen.findByText('Esta versão não existe.')).toBeInTheDocument();
  });
});
