import { TIME_TRACKING_DEFAULTS, type TimeTrackingSettings } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderScreen } from '../../../test/render-screen';
import { TimeTrackingPage } from './time-tracking-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['settings.system.time_tracking'] } }),
}));

const SETTINGS = 'system/time-tracking/settings/';
const DEFAULTS: TimeTrackingSettings = { ...TIME_TRACKING_DEFAULTS, updated_at: null };

interface Call {
  method: string;
  body: unknown;
}
let calls: Call[];
let settings: TimeTrackingSettings;
let failPut: (() => never) | undefined;

function renderPage(initial: TimeTrackingSettings | Error) {
  apiRequest.mockImplementation(
    async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ method, body: options.body });
      if (path !== SETTINGS) throw new Error(`unexpected ${method} ${path}`);
      if (method === 'GET') {
        if (initial instanceof Error) throw initial;
        return settings;
      }
      if (failPut) failPut();
      settings = {
        ...(options.body as TimeTrackingSettings),
        updated_at: '2026-03-02T13:00:00.000Z',
      };
      return settings;
    },
  );
  if (!(initial instanceof Error)) settings = initial;
  renderScreen(<TimeTrackingPage />);
}

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('the /system/time-tracking-setting screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    calls = [];
    failPut = undefined;
  });

  it('shows the sections and a live preview of the card wording in both languages', async () => {
    const user = userEvent.setup();
    renderPage(DEFAULTS);
    await screen.findByRole('heading', { name: 'Onde o ponto pode ser registrado' });
    for (const title of ['Localização e foto', 'Texto do cartão de ponto', 'Marcações anormais']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const pt = screen.getByTestId('card-preview-pt');
    const en = screen.getByTestId('card-preview-en-US');
    // Blank: the product's own text.
    expect(pt).toHaveTextContent('Horário do servidor');
    expect(en).toHaveTextContent("The server's time");
    await user.type(screen.getByLabelText('Texto em português'), 'Oi!');
    await user.type(screen.getByLabelText('Texto em inglês'), 'Hi!');
    expect(pt).toHaveTextContent('Oi!');
    expect(en).toHaveTextContent('Hi!');
    await user.click(screen.getByLabelText(/Obrigatória: sem localização/));
    expect(pt).toHaveTextContent('Com localização');
  });

  it('checks the fields with the contract before sending, then saves the whole form', async () => {
    const user = userEvent.setup();
    renderPage(DEFAULTS);
    const save = await screen.findByRole('button', { name: 'Salvar' });
    for (const label of ['Navegador (web)', 'Aplicativo de celular', 'Aplicativo de computador']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.click(screen.getByLabelText('Relógio de ponto da empresa'));
    const radius = screen.getByLabelText('Raio padrão da cerca virtual (metros)');
    await user.clear(radius);
    await user.type(radius, '5');
    const cutoff = screen.getByLabelText('Virada do dia');
    await user.clear(cutoff);
    await user.type(cutoff, '25:00');
    await user.click(save);
    await screen.findByText('Escolha ao menos uma forma de registrar o ponto.');
    await screen.findByText(/no mínimo 10/);
    expect(puts()).toEqual([]);

    await user.click(screen.getByLabelText('Navegador (web)'));
    await user.clear(radius);
    await user.type(radius, '250');
    await user.clear(cutoff);
    await user.type(cutoff, '05:00');
    await user.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      ...TIME_TRACKING_DEFAULTS,
      collectors: ['web'],
      geofence_radius_m: 250,
      workday_cutoff: '05:00',
    });
    await screen.findByText('Configurações de ponto salvas.');
  });

  it('puts the server’s field errors next to their fields', async () => {
    const user = userEvent.setup();
    failPut = () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        code: 'validation_error',
        message: 'Dados inválidos.',
        fieldErrors: { repeated_punch_seconds: ['O valor deve ser no mínimo 10.'] },
        path: SETTINGS,
        method: 'PUT',
      });
    };
    renderPage(DEFAULTS);
    const field = await screen.findByLabelText('Marcação repetida (segundos)');
    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('O valor deve ser no mínimo 10.');
  });

  it('restores the defaults only after the confirmation', async () => {
    const user = userEvent.setup();
    renderPage({ ...DEFAULTS, photo: 'required', card_wording_pt: 'Olá', updated_at: 'x' });
    await user.click(await screen.findByRole('button', { name: 'Restaurar padrões' }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!found) throw new Error('no popconfirm');
      return found;
    });
    expect(confirm).toHaveTextContent('Voltar todas as configurações');
    expect(puts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual(TIME_TRACKING_DEFAULTS);
    await screen.findByText('Configurações de ponto restauradas aos padrões.');
    expect(screen.getByLabelText('Texto em português')).toHaveValue('');
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    renderPage(new Error('boom'));
    await screen.findByText(/Não foi possível carregar as configurações/);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
