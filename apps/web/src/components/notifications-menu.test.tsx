import { type AppNotification, COOKIE_NAMES, type NotificationSummary } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { setCookie } from '../lib/cookies';
import { callsOf, listPage, renderScreen } from '../test/render-screen';
import { NotificationsMenu } from './notifications-menu';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../api/client', () => ({ apiRequest }));

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const note = (
  n: number,
  kind: AppNotification['kind'],
  params: AppNotification['params'],
  read = false,
): AppNotification => ({
  id: id(n),
  kind,
  params,
  read,
  created_at: '2026-11-03T12:00:00.000Z',
});

const NOTIFICATIONS: AppNotification[] = [
  note(1, 'request_submitted', {
    request_type: 'manual_punch',
    employee_name: 'Ana Silva Santos',
    date: '2026-11-03',
  }),
  note(2, 'request_decided', { request_type: 'overtime', decision: 'approved' }),
  note(3, 'request_escalated', { request_type: 'leave' }, true),
  note(4, 'vacation_expiring', { employee_name: 'Ana', days: 30 }, true),
  note(5, 'hours_bank_expiring', { minutes: 150, date: '2026-12-15' }, true),
];

let summary: NotificationSummary;
let stored: AppNotification[];

beforeEach(async () => {
  await setLanguage('pt');
  setCookie(COOKIE_NAMES.accessToken, 'token');
  summary = { unread: 2, approvals: 0 };
  stored = NOTIFICATIONS.map((n) => ({ ...n }));
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { body?: { ids?: string[] } }) => {
    if (path === 'notifications/summary/') return summary;
    if (path === 'notifications/') return listPage(stored);
    if (path === 'notifications/read/') {
      const ids = init.body?.ids;
      stored = stored.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
      summary = { ...summary, unread: stored.filter((n) => !n.read).length };
      return { updated: 1 };
    }
    throw new Error(`unexpected call: ${path}`);
  });
});

const bell = () => screen.findByRole('button', { name: /^Notificações/ });

async function openPanel() {
  await userEvent.click(await bell());
  return screen.findByTestId('notifications-list');
}

describe('the notification bell', () => {
  it('shows the unread count on the bell, in its name too', async () => {
    renderScreen(<NotificationsMenu />);
    expect(
      await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2');
    expect(screen.queryByTestId('approvals-count')).toBeNull();
    expect(callsOf(apiRequest, 'notifications/')).toHaveLength(0);
  });

  it('words each notification in the reader language, unread ones marked', async () => {
    renderScreen(<NotificationsMenu />);
    const list = await openPanel();
    const items = within(list).getAllByRole('button');
    expect(
      items.map((item) => item.querySelector('.notification-item__text')?.textContent),
    ).toEqual([
      'Ana Silva Santos pediu inclusão de marcação em 03/11/2026',
      'Sua solicitação de horas extras foi aprovada',
      'Solicitação escalada para a próxima etapa',
      'Férias de Ana vencem em 30 dias',
      'Crédito do banco de horas (2h30) vence em 15/12/2026',
    ]);
    expect(items.map((item) => item.dataset.unread === 'true')).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(items[0]).toHaveTextContent('Não lida');
    expect(callsOf(apiRequest, 'notifications/')[0]?.[1].query).toEqual({ page_size: 25 });
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderScreen(<NotificationsMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const list = await screen.findByTestId('notifications-list');
    expect(
      within(list).getByText('Ana Silva Santos asked to add a punch on 11/03/2026'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Your overtime request was approved')).toBeInTheDocument();
    expect(within(list).getByText("Ana's vacation expires in 30 days")).toBeInTheDocument();
    expect(
      within(list).getByText('Hours bank credit (2h 30m) expires on 12/15/2026'),
    ).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    renderScreen(<NotificationsMenu />);
    await openPanel();
    const before = callsOf(apiRequest, 'notifications/summary/').length;
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(callsOf(apiRequest, 'notifications/read/', 'POST')).toHaveLength(1));
    expect(callsOf(apiRequest, 'notifications/read/', 'POST')[0]?.[1].body).toEqual({});
    // The counts are asked for again.
    await waitFor(() =>
      expect(callsOf(apiRequest, 'notifications/summary/').length).toBeGreaterThan(before),
    );
    // Read at once, before the server's answer to the list comes back.
    const list = screen.getByTestId('notifications-list');
    expect(list.querySelectorAll('[data-unread="true"]')).toHaveLength(0);
  });

  it('opening one marks it read and goes to its screen', async () => {
    const router = renderScreen(<NotificationsMenu />);
    const list = await openPanel();
    await userEvent.click(within(list).getByText('Sua solicitação de horas extras foi aprovada'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ta-events/overtime'));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'notifications/read/', 'POST')[0]?.[1].body).toEqual({
        ids: [id(2)],
      }),
    );
  });

  it('a read one only navigates; the expiry notices lead to the balances', async () => {
    const router = renderScreen(<NotificationsMenu />);
    const list = await openPanel();
    await userEvent.click(within(list).getByText('Férias de Ana vencem em 30 dias'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ta-events/leave-balance'));
    expect(callsOf(apiRequest, 'notifications/read/', 'POST')).toHaveLength(0);
  });

  it('shows the approvals waiting beside the bell and on top of the panel', async () => {
    summary = { unread: 0, approvals: 3 };
    const router = renderScreen(<NotificationsMenu />);
    const count = await screen.findByRole('link', {
      name: '3 solicitações aguardam sua aprovação',
    });
    expect(count).toHaveTextContent('3');
    expect(count).toHaveAttribute('href', '/ta-events#approvals');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    await openPanel();
    const panel = screen.getByTestId('notifications-panel');
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    await userEvent.click(
      within(panel).getByRole('link', { name: '3 solicitações aguardam sua aprovação' }),
    );
    await waitFor(() => expect(router.state.location.hash).toBe('#approvals'));
    expect(router.state.location.pathname).toBe('/ta-events');
  });

  it('takes the keyboard into the panel; Escape closes it, back on the bell', async () => {
    renderScreen(<NotificationsMenu />);
    await openPanel();
    const panel = screen.getByTestId('notifications-panel');
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('notifications-menu')).toHaveFocus());
    // Closing: its leave animation has started (jsdom never ends one).
    await waitFor(() => expect(panel.closest('.ant-dropdown')).toHaveClass('ant-slide-up-leave'));
  });

  it('without a session asks nothing and shows the empty state', async () => {
    setCookie(COOKIE_NAMES.accessToken, '');
    renderScreen(<NotificationsMenu />);
    await userEvent.click(await bell());
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
