import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationSettingsData,
} from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderScreen } from '../../../test/render-screen';
import { NotificationSettingsPage } from './notification-settings-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: [] } }),
}));

const SETTINGS = 'system/notifications/settings/';
const TEST = 'system/notifications/test/';

const defaults = (): NotificationSettingsData => ({
  events: NOTIFICATION_EVENTS.map((event) => ({
    event,
    ...NOTIFICATION_DEFAULTS[event],
    role_ids: [...NOTIFICATION_DEFAULTS[event].role_ids],
    customized: false,
  })),
  roles: [
    { key: 'owner', name: 'owner', built_in: true },
    { key: 'admin', name: 'admin', built_in: true },
    { key: 'r1', name: 'RH', built_in: false },
  ],
});

interface Call {
  path: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let overrides: Record<string, (body: unknown) => unknown>;

function renderPage(initial: NotificationSettingsData = defaults()) {
  let settings = initial;
  apiRequest.mockImplementation(
    async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ path, method, body: options.body });
      const override = overrides[`${method} ${path}`];
      if (override) return override(options.body);
      if (path === SETTINGS && method === 'GET') return settings;
      if (path === SETTINGS && method === 'PUT') {
        const { events } = options.body as { events: NotificationSettingsData['events'] };
        settings = { ...settings, events: events.map((e) => ({ ...e, customized: true })) };
        return settings;
      }
      if (path === TEST && method === 'POST') {
        return {
          event: (options.body as { event: string }).event,
          in_app: true,
          email_to: 'eu@x.com',
        };
      }
      throw new Error(`unexpected call: ${method} ${path}`);
    },
  );
  renderScreen(<NotificationSettingsPage />);
}

const writes = (method: string) => calls.filter((call) => call.method === method);

describe('the /system/notifications screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    calls = [];
    overrides = {};
  });

  it('lists every event with its switches; a recipient that does not apply shows a dash', async () => {
    renderPage();
    const table = await screen.findByTestId('notification-events');
    expect(screen.getByRole('tab', { name: 'Eventos' })).toBeInTheDocument();
    expect(within(table).getByText('Solicitação enviada')).toBeInTheDocument();
    expect(within(table).getByText('Certificado digital vencendo')).toBeInTheDocument();
    expect(within(table).getAllByText('Sempre: quem aprova')).toHaveLength(2);
    expect(within(table).getByRole('switch', { name: 'E-mail: Período fechado' })).toBeChecked();
    // The certificate has no employee nor manager.
    expect(
      within(table).queryByRole('switch', { name: 'Colaborador: Certificado digital vencendo' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByText(/ninguém é avisado/)).toBeInTheDocument();
  });

  it('saves the whole table after a change, and marks an event with both channels off', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByTestId('notification-events');
    await user.click(within(table).getByRole('switch', { name: 'E-mail: Período fechado' }));
    await user.click(within(table).getByRole('switch', { name: 'No app: Período fechado' }));
    expect(within(table).getByText('Desligado')).toBeInTheDocument();
    expect(screen.getByText(/alterações não salvas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(1));
    const body = writes('PUT')[0]!.body as { events: { event: string }[] };
    expect(body.events).toHaveLength(NOTIFICATION_EVENTS.length);
    expect(body.events.find((e) => e.event === 'period_closed')).toEqual({
      event: 'period_closed',
      in_app: false,
      email: false,
      to_employee: true,
      to_manager: false,
      role_ids: [],
    });
    await screen.findByText('Configurações de notificação salvas.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
  });

  it('shows the API’s refusal of a save', async () => {
    const user = userEvent.setup();
    overrides[`PUT ${SETTINGS}`] = () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        code: 'business_rule',
        message: 'Regra de negócio.',
        fieldErrors: { 'events.0.role_ids': ['Perfil não encontrado nesta empresa.'] },
        path: SETTINGS,
        method: 'PUT',
      });
    };
    renderPage();
    const table = await screen.findByTestId('notification-events');
    await user.click(within(table).getByRole('switch', { name: 'E-mail: Solicitação enviada' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Perfil não encontrado nesta empresa.');
  });

  it('sends a test of one event and says where it went', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('notification-events');
    await user.click(screen.getByRole('button', { name: 'Enviar teste de Férias vencendo' }));
    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(writes('POST')[0]).toMatchObject({ path: TEST, body: { event: 'vacation_expiring' } });
    await screen.findByText('Teste enviado: no sininho e por e-mail para eu@x.com.');
  });

  it('a test is not offered for an event that is off', async () => {
    const data = defaults();
    data.events = data.events.map((e) =>
      e.event === 'request_decided' ? { ...e, in_app: false, email: false, customized: true } : e,
    );
    renderPage(data);
    await screen.findByTestId('notification-events');
    expect(
      screen.getByRole('button', { name: 'Enviar teste de Solicitação decidida' }),
    ).toBeDisabled();
  });

  it('tells a load failure and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    overrides[`GET ${SETTINGS}`] = () => {
      if (fail) {
        throw new ApiError({
          kind: 'network',
          status: 0,
          code: 'network_error',
          message: 'offline',
          path: SETTINGS,
          method: 'GET',
        });
      }
      return defaults();
    };
    renderPage();
    await screen.findByText(/Não foi possível carregar as configurações de notificação/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByTestId('notification-events');
  });
});
