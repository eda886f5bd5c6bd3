import type { MyFeedback } from '@ponteiro/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, renderScreen } from '../../test/render-screen';
import { FeedbackButton } from './feedback-button';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));

const ANSWERED: MyFeedback = {
  id: '11111111-1111-4111-8111-111111111111',
  category: 'bug',
  message: 'O relatório não abre.',
  page: '/reports',
  app_version: '0.1.0',
  has_screenshot: false,
  status: 'answered',
  reply: 'Corrigido, obrigado!',
  replied_at: '2026-11-21T12:00:00Z',
  reply_read: false,
  created_at: '2026-11-20T12:00:00Z',
};
const state = { unread: 0, mine: [] as MyFeedback[] };

function answer(path: string, init: { method?: string }) {
  const method = init.method ?? 'GET';
  if (path === 'feedback/unread/') return { count: state.unread };
  if (path === 'feedback/' && method === 'GET') {
    return { results: state.mine, count: state.mine.length, page: 1, page_size: 25 };
  }
  if (path === 'feedback/' && method === 'POST') {
    return { ...ANSWERED, status: 'new', reply: null, replied_at: null, reply_read: true };
  }
  if (path === `feedback/${ANSWERED.id}/read/` && method === 'POST') {
    state.unread = 0;
    return { ...ANSWERED, reply_read: true };
  }
  return undefined;
}

const callsTo = (path: string, method?: string) => callsOf(apiRequest, path, method);

const renderButton = () => renderScreen(<FeedbackButton />, '/employees/list');

beforeEach(() => {
  state.unread = 0;
  state.mine = [];
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    const found = answer(path, init);
    if (found === undefined) throw new Error(`unexpected call: ${init.method} ${path}`);
    return found;
  });
});

describe('send feedback from the top bar', () => {
  it('checks the form, then sends category, message, page, version and the screenshot', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('/employees/list');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escreva a mensagem.')).toBeInTheDocument();
    expect(callsTo('feedback/', 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Sugestão"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await userEvent.click(option);
    await userEvent.type(within(dialog).getByLabelText('Mensagem'), 'Poderia ter modo escuro.');

    const input = within(dialog).getByTestId('feedback-screenshot-input') as HTMLInputElement;
    // A PDF is refused here, before the server sees it.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('Envie uma imagem JPEG ou PNG.')).toBeInTheDocument();
    const shot = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tela.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [shot] } });
    expect(await within(dialog).findByText('tela.png')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(callsTo('feedback/', 'POST')).toHaveLength(1));
    const body = callsTo('feedback/', 'POST')[0]?.[1].body as FormData;
    expect(body.get('category')).toBe('idea');
    expect(body.get('message')).toBe('Poderia ter modo escuro.');
    expect(body.get('page')).toBe('/employees/list');
    expect(body.get('app_version')).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Obrigado! Recebemos o seu feedback.')).toBeInTheDocument();
  }, 60_000);

  it('shows the unread badge, opens on "Minhas mensagens" and marks the reply read', async () => {
    state.unread = 1;
    state.mine = [ANSWERED];
    renderButton();
    const button = await screen.findByRole('button', {
      name: 'Enviar feedback (1 resposta não lida)',
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    const item = await within(dialog).findByTestId('feedback-item');
    expect(item).toHaveTextContent('O relatório não abre.');
    expect(item).toHaveTextContent('Respondido');
    expect(within(item).getByTestId('feedback-reply')).toHaveTextContent('Corrigido, obrigado!');
    expect(item).toHaveTextContent('Nova resposta');
    await waitFor(() => expect(callsTo(`feedback/${ANSWERED.id}/read/`, 'POST')).toHaveLength(1));
    expect(
      await screen.findByRole('button', { name: 'Enviar feedback' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('says so when nothing was sent yet', async () => {
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar feedback' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Minhas mensagens' }));
    expect(
      await within(dialog).findByText('Você ainda não enviou nenhuma mensagem.'),
    ).toBeInTheDocument();
    expect(callsTo(`feedback/${ANSWERED.id}/read/`, 'POST')).toHaveLength(0);
  });
});
