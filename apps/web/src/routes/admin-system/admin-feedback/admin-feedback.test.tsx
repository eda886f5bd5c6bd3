import type { AdminFeedback } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../../api/admin-path';
import { callsOf, listPage as page, renderScreen } from '../../../test/render-screen';
import { AdminFeedbackPage } from './feedback-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const BUG: AdminFeedback = {
  id: '11111111-1111-4111-8111-111111111111',
  category: 'bug',
  message: 'O botão de salvar não responde na tela de colaboradores.',
  page: '/employees',
  app_version: '1.4.0',
  has_screenshot: false,
  status: 'new',
  reply: null,
  replied_at: null,
  reply_read: true,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  company: { id: '22222222-2222-4222-8222-222222222222', name: 'Padaria Aurora' },
  user: { id: '33333333-3333-4333-8333-333333333333', name: 'Olga Dona', email: 'olga@a.example' },
  replied_by: null,
};
const IDEA: AdminFeedback = {
  ...BUG,
  id: '44444444-4444-4444-8444-444444444444',
  category: 'idea',
  message: 'Modo escuro, por favor.',
  status: 'read',
  user: null,
};

const current = { bug: BUG };

function answer(
  path: string,
  init: { method?: string; body?: { reply?: string; status?: string } },
) {
  const method = init.method ?? 'GET';
  if (path === 'admin-test/feedback/' && method === 'GET') return page([current.bug, IDEA]);
  if (path === `admin-test/feedback/${BUG.id}/` && method === 'GET') return current.bug;
  if (path === `admin-test/feedback/${BUG.id}/` && method === 'PUT') {
    const body = init.body ?? {};
    current.bug =
      body.reply !== undefined
        ? {
            ...current.bug,
            status: 'answered',
            reply: body.reply,
            replied_at: '2026-11-21T12:00:00Z',
            reply_read: false,
            replied_by: { id: '55555555-5555-4555-8555-555555555555', username: 'suporte' },
          }
        : { ...current.bug, status: body.status as AdminFeedback['status'] };
    return current.bug;
  }
  return undefined;
}

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

const renderPage = (url = '/') => renderScreen(<AdminFeedbackPage />, url);

beforeEach(() => {
  setAdminSlug('test');
  current.bug = BUG;
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('/admin/feedback', () => {
  it('lists the feedback with company, user, type, status and an excerpt, newest first', async () => {
    renderPage();
    const table = await screen.findByTestId('admin-feedback');
    const bug = (await within(table).findByText(/^O botão de salvar/)).closest('tr') as HTMLElement;
    expect(bug).toHaveTextContent('Padaria Aurora');
    expect(bug).toHaveTextContent('Olga Dona');
    expect(bug).toHaveTextContent('olga@a.example');
    expect(bug).toHaveTextContent('Problema');
    expect(bug).toHaveTextContent('Novo');
    expect(bug).toHaveTextContent('O botão de salvar');
    const idea = within(table).getByText('Modo escuro, por favor.').closest('tr') as HTMLElement;
    expect(idea).toHaveTextContent('Usuário removido');
    expect(idea).toHaveTextContent('Lido');
    expect(idea).toHaveTextContent('Sugestão');
    expect(callsTo('admin-test/feedback/')[0]?.[1]).toMatchObject({
      query: { page: 1, page_size: 25, ordering: '-created_at' },
    });
  });

  it('sends the status and category filters and the search from the address', async () => {
    renderPage('/?status=new&category=bug&search=salvar');
    await screen.findByTestId('admin-feedback');
    await waitFor(() =>
      expect(callsTo('admin-test/feedback/').at(-1)?.[1]).toMatchObject({
        query: { status: 'new', category: 'bug', search: 'salvar' },
      }),
    );
  });

  it('opens the drawer, marks it read and replies', async () => {
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir o feedback de Olga Dona (Padaria Aurora)' }),
    );
    const drawer = await screen.findByTestId('feedback-drawer');
    expect(await within(drawer).findByTestId('feedback-message')).toHaveTextContent(
      'O botão de salvar não responde na tela de colaboradores.',
    );
    expect(drawer).toHaveTextContent('/employees');
    expect(drawer).toHaveTextContent('1.4.0');
    expect(drawer).toHaveTextContent('Sem captura de tela.');
    // Opening it did not change it.
    expect(callsTo(`admin-test/feedback/${BUG.id}/`, 'PUT')).toHaveLength(0);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Marcar como lido' }));
    await waitFor(() =>
      expect(callsTo(`admin-test/feedback/${BUG.id}/`, 'PUT')[0]?.[1]).toMatchObject({
        body: { status: 'read' },
      }),
    );

    // An empty reply is refused before any call.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enviar resposta' }));
    expect(await within(drawer).findByText('Escreva a resposta.')).toBeInTheDocument();
    expect(callsTo(`admin-test/feedback/${BUG.id}/`, 'PUT')).toHaveLength(1);

    await userEvent.type(within(drawer).getByLabelText('Resposta'), 'Corrigido na 1.4.1.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(callsTo(`admin-test/feedback/${BUG.id}/`, 'PUT')[1]?.[1]).toMatchObject({
        body: { reply: 'Corrigido na 1.4.1.' },
      }),
    );
    expect(await within(drawer).findByText(/Respondido por suporte/)).toBeInTheDocument();
    expect(drawer).toHaveTextContent('O usuário ainda não leu a resposta.');
    expect(within(drawer).getByRole('button', { name: 'Atualizar resposta' })).toBeInTheDocument();
  });
});
