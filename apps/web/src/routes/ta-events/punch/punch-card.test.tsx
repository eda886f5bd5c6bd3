import {
  COOKIE_NAMES,
  endpoints,
  type PunchLogEntry,
  type PunchReceiptData,
  type PunchStatusData,
} from '@ponteiro/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { setCookie } from '../../../lib/cookies';
import { PUNCH_QUEUE_STORAGE_KEY, readQueue } from './offline-queue';
import { PunchSection } from './punch-section';

// The transport under the typed client: the card's calls reach it with their path and options.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const downloadOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api/download', () => ({ downloadOperation }));
const permissions = vi.hoisted(() => ({ list: ['timesheets', 'timesheets.punch_log'] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const EMPLOYEE = { id: '7d1c7a52-4a8e-4c1e-9b7a-1f2d3c4b5a69', name: 'Rita Nogueira' };
const SUBSIDIARY = 'a5b6c7d8-1111-4222-8333-944455566677';
const HASH = 'a3f1'.repeat(16);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const receipt = (over: Partial<PunchReceiptData>): PunchReceiptData => ({
  id: crypto.randomUUID(),
  nsr: 41,
  subsidiary_id: SUBSIDIARY,
  employee_id: EMPLOYEE.id,
  punched_at: '2026-08-03T07:58:12-03:00',
  recorded_at: '2026-08-03T07:58:12-03:00',
  time_zone: 'America/Sao_Paulo',
  hash: 'b'.repeat(64),
  flags: [],
  offline: false,
  receipt_url: '/api/v1.0/punches/x/receipt/',
  ...over,
});

const MORNING = receipt({ nsr: 41, flags: ['outside_geofence'] });
const RECORDED = receipt({
  nsr: 42,
  punched_at: '2026-08-03T08:01:07-03:00',
  recorded_at: '2026-08-03T08:01:07-03:00',
  hash: HASH,
  flags: ['location_unavailable'],
});

const status = (over: Partial<PunchStatusData> = {}): PunchStatusData => ({
  // 08:01:05 in São Paulo.
  server_time_ms: Date.UTC(2026, 7, 3, 11, 1, 5),
  time_zone: 'America/Sao_Paulo',
  employee: EMPLOYEE,
  blocked: null,
  location: { name: 'Matriz', latitude: -23.55, longitude: -46.63, radius_m: 150 },
  today: [MORNING],
  card: {
    wording_pt: null,
    wording_en: null,
    geolocation: 'recorded',
    photo: 'off',
    collectors: ['web', 'mobile', 'desktop', 'device'],
  },
  ...over,
});

const LOG_ENTRY: PunchLogEntry = {
  id: MORNING.id,
  kind: 'recorded',
  employee: { ...EMPLOYEE, cpf: '52998224725' },
  subsidiary: { id: SUBSIDIARY, name: 'Matriz' },
  nsr: 41,
  punched_at: MORNING.punched_at,
  recorded_at: MORNING.recorded_at,
  time_zone: 'America/Sao_Paulo',
  source: 'web',
  collector: '03',
  offline: false,
  hash: MORNING.hash,
  flags: ['outside_geofence'],
  latitude: -23.6,
  longitude: -46.7,
  accuracy_m: 20,
  status: 'valid',
  treatments: [],
  receipt_url: '/api/v1.0/punches/x/receipt/',
};

interface Init {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, unknown>;
}

/** The API: status, punch log, and the punch answered by `answerPunch`. */
function serve(
  current: PunchStatusData,
  answerPunch: (init: Init) => Promise<PunchReceiptData> = async () => RECORDED,
) {
  apiRequest.mockImplementation(async (path: string, init: Init = {}) => {
    if (path === 'punches/status/') return current;
    if (path === 'timesheets/punch-log/') {
      return { results: [LOG_ENTRY], count: 1, page: 1, page_size: 25 };
    }
    if (path === 'punches/' && init.method === 'POST') return answerPunch(init);
    throw new Error(`unexpected call: ${path}`);
  });
}

const punchCalls = () =>
  apiRequest.mock.calls.filter(([path, init]) => path === 'punches/' && init?.method === 'POST');

function mockGeolocation(
  answer: (ok: PositionCallback, fail: PositionErrorCallback) => void,
): ReturnType<typeof vi.fn> {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

const position = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy } }) as GeolocationPosition;

function renderCard() {
  const router = createMemoryRouter([{ path: '*', element: <PunchSection /> }], {
    initialEntries: ['/ta-events'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the punch card', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    downloadOperation.mockReset();
    downloadOperation.mockResolvedValue(undefined);
    setCookie(COOKIE_NAMES.accessToken, 'token');
    permissions.list = ['timesheets', 'timesheets.punch_log'];
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the server's clock, punches with the position and an Idempotency-Key, then the receipt", async () => {
    serve(status());
    const geolocation = mockGeolocation((ok) => ok(position(-23.5505, -46.6333, 12.34)));
    renderCard();

    const card = await screen.findByTestId('punch-card');
    // The server's time in the workplace's zone, whatever the device's clock says.
    expect(within(card).getByTestId('punch-clock')).toHaveTextContent(/^08:01:0\d$/);
    expect(card).toHaveTextContent('Fuso America/Sao_Paulo (GMT-03:00)');
    expect(card).toHaveTextContent('Colaborador: Rita Nogueira');
    expect(card).toHaveTextContent('Local de trabalho: Matriz (cerca virtual de 150 m)');
    expect(within(card).getByTestId('punch-location')).toHaveTextContent(
      'A localização será pedida ao registrar o ponto.',
    );
    const today = within(card).getByTestId('punch-today');
    expect(today).toHaveTextContent('07:58:12');
    expect(today).toHaveTextContent('NSR 41');
    expect(today).toHaveTextContent('Fora da cerca virtual');

    // "Meus comprovantes": the employee's own punches.
    const receipts = await screen.findByTestId('punch-receipts');
    expect(await within(receipts).findByText('03/08/2026')).toBeInTheDocument();
    const logCall = apiRequest.mock.calls.find(([path]) => path === 'timesheets/punch-log/');
    expect(logCall?.[1].query).toMatchObject({
      employee_id: EMPLOYEE.id,
      ordering: '-punched_at',
      page: 1,
    });

    // The button works from the keyboard.
    within(card).getByRole('button', { name: 'Registrar ponto' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect(geolocation.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
    const [call] = punchCalls();
    expect(call?.[1].body).toEqual({ latitude: -23.5505, longitude: -46.6333, accuracy_m: 12.3 });
    expect(call?.[1].headers['Idempotency-Key']).toMatch(UUID);
    expect(within(card).getByTestId('punch-location')).toHaveTextContent(
      'Localização obtida (±12 m)',
    );

    expect(dialog).toHaveTextContent('Comprovante de Registro de Ponto do Trabalhador');
    const body = within(dialog).getByTestId('punch-receipt');
    expect(body).toHaveTextContent('Rita Nogueira');
    expect(body).toHaveTextContent('NSR42');
    expect(body).toHaveTextContent('03/08/2026');
    expect(body).toHaveTextContent('08:01:07');
    expect(body).toHaveTextContent('America/Sao_Paulo (GMT-03:00)');
    expect(body).toHaveTextContent(HASH);
    expect(body).toHaveTextContent('Sem localização: o aparelho não informou onde estava');
    expect(within(dialog).getByRole('button', { name: /Copiar|Copy/ })).toBeInTheDocument();

    await userEvent.click(
      within(dialog).getByRole('button', { name: /Baixar comprovante \(PDF assinado\)/ }),
    );
    expect(downloadOperation).toHaveBeenCalledWith(
      endpoints.punches.receipt,
      'comprovante-nsr-42.pdf',
      { params: { id: RECORDED.id } },
    );
  });

  it('downloads a receipt from "Meus comprovantes"', async () => {
    serve(status());
    renderCard();
    const receipts = await screen.findByTestId('punch-receipts');
    await userEvent.click(
      await within(receipts).findByRole('button', { name: 'Baixar o comprovante do NSR 41' }),
    );
    expect(downloadOperation).toHaveBeenCalledWith(
      endpoints.punches.receipt,
      'comprovante-nsr-41.pdf',
      { params: { id: MORNING.id } },
    );
  });

  it('leaves "Meus comprovantes" out for a role without the punch log', async () => {
    permissions.list = [];
    serve(status());
    renderCard();
    await screen.findByTestId('punch-clock');
    expect(screen.queryByTestId('punch-receipts')).toBeNull();
    expect(apiRequest.mock.calls.map(([path]) => path)).toEqual(['punches/status/']);
  });

  it('punches without a position when the browser refuses it', async () => {
    serve(status());
    mockGeolocation((_, fail) => fail({ code: 1 } as GeolocationPositionError));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    await screen.findByRole('dialog');
    expect(punchCalls()[0]?.[1].body).toEqual({});
    expect(screen.getByTestId('punch-location')).toHaveTextContent(
      'Localização bloqueada no navegador: o ponto será registrado e sinalizado.',
    );
  });

  it.each([
    ['no_employee', 'Seu usuário não tem cadastro de colaborador nesta empresa', null],
    ['employee_disabled', 'Seu cadastro de colaborador está inativo', EMPLOYEE],
  ] as const)(
    'explains a blocked caller (%s) and offers no button',
    async (blocked, title, employee) => {
      serve(status({ blocked, employee, today: [] }));
      renderCard();
      expect(await screen.findByTestId('punch-blocked')).toHaveTextContent(title);
      expect(screen.queryByRole('button', { name: 'Registrar ponto' })).toBeNull();
      expect(screen.queryByTestId('punch-clock')).toBeNull();
    },
  );

  it('retries a failed punch with the same Idempotency-Key', async () => {
    let answers = 0;
    serve(status(), async () => {
      answers += 1;
      if (answers === 1) {
        throw new ApiError({
          kind: 'http',
          status: 500,
          code: 'internal_error',
          message: 'Erro interno.',
          path: 'punches/',
          method: 'POST',
        });
      }
      return RECORDED;
    });
    mockGeolocation((ok) => ok(position(-23.5, -46.6, 30)));
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    const failure = await screen.findByTestId('punch-failure');
    expect(failure).toHaveTextContent('O ponto não foi registrado: Erro interno.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('dialog');
    const [first, second] = punchCalls();
    expect(second?.[1].headers['Idempotency-Key']).toBe(first?.[1].headers['Idempotency-Key']);
    expect(second?.[1].body).toEqual(first?.[1].body);
  });

  it('keeps a punch made off-line and sends it, with its time and key, when back on-line', async () => {
    serve(status());
    mockGeolocation((ok) => ok(position(-23.5, -46.6, 8)));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCard();
    await screen.findByTestId('punch-card');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(
      await screen.findByText(
        'Você está sem conexão. O ponto pode ser registrado e será enviado depois.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Registrar ponto' }));
    expect(await screen.findByTestId('punch-queued')).toBeInTheDocument();
    expect(screen.getByTestId('punch-pending')).toHaveTextContent('pendente (off-line)');
    expect(punchCalls()).toHaveLength(0);
    const [queued] = readQueue(localStorage);
    expect(queued?.employeeId).toBe(EMPLOYEE.id);
    expect(queued?.key).toMatch(UUID);
    expect(queued?.body).toMatchObject({ latitude: -23.5, longitude: -46.6, accuracy_m: 8 });
    expect(queued?.body.client_time).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/,
    );

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(
      await screen.findByText('1 ponto registrado sem conexão foi enviado.'),
    ).toBeInTheDocument();
    const [call] = punchCalls();
    expect(call?.[1].headers['Idempotency-Key']).toBe(queued?.key);
    expect(call?.[1].body).toEqual(queued?.body);
    expect(localStorage.getItem(PUNCH_QUEUE_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('punch-pending')).toBeNull());
  });

  it('queues the punch when the request finds no connection, and sends it on the next visit', async () => {
    let connected = false;
    serve(status(), async () => {
      if (!connected) {
        throw new ApiError({
          kind: 'network',
          status: 0,
          code: 'network_error',
          message: 'Sem conexão.',
          path: 'punches/',
          method: 'POST',
        });
      }
      return RECORDED;
    });
    mockGeolocation((ok) => ok(position(-23.5, -46.6, 8)));
    const first = renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar ponto' }));
    expect(await screen.findByTestId('punch-pending')).toBeInTheDocument();
    first.unmount();
    const [queued] = readQueue(localStorage);
    expect(queued?.key).toBe(punchCalls()[0]?.[1].headers['Idempotency-Key']);

    // The next mount sends what is queued.
    connected = true;
    renderCard();
    await waitFor(() => expect(punchCalls()).toHaveLength(2));
    expect(punchCalls()[1]?.[1].headers['Idempotency-Key']).toBe(queued?.key);
    expect(punchCalls()[1]?.[1].body.client_time).toBe(queued?.body.client_time);
    await waitFor(() => expect(localStorage.getItem(PUNCH_QUEUE_STORAGE_KEY)).toBeNull());
  });

  describe("following the company's time-tracking settings (issue 19)", () => {
    const card = (over: Partial<PunchStatusData['card']>) =>
      status({ card: { ...status().card, ...over } });

    it("shows the company's wording and that the location is required", async () => {
      serve(card({ wording_pt: 'Bom trabalho, equipe!', geolocation: 'required' }));
      renderCard();
      const found = await screen.findByTestId('punch-card');
      expect(within(found).getByTestId('punch-wording')).toHaveTextContent('Bom trabalho, equipe!');
      expect(found).toHaveTextContent('A sua empresa exige a localização');
    });

    it('does not offer the button when the company does not accept web punches', async () => {
      serve(card({ collectors: ['mobile'] }));
      renderCard();
      const found = await screen.findByTestId('punch-card');
      expect(within(found).getByTestId('punch-web-refused')).toHaveTextContent(
        'não aceita registros de ponto pelo navegador',
      );
      expect(within(found).getByTestId('punch-button')).toBeDisabled();
    });

    it('asks for the photo when required and sends it with the punch', async () => {
      const user = userEvent.setup({ applyAccept: false });
      serve(card({ photo: 'required' }));
      mockGeolocation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
      renderCard();
      const found = await screen.findByTestId('punch-card');
      const button = within(found).getByRole('button', { name: 'Registrar ponto' });
      await user.click(button);
      await within(found).findByText(/A sua empresa exige uma foto/);
      expect(punchCalls()).toHaveLength(0);

      const input = within(found).getByLabelText('Foto do registro (obrigatória)');
      await user.upload(input, new File(['not an image'], 'x.txt'));
      await within(found).findByText('Escolha uma foto JPEG, PNG ou WebP.');
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      await user.upload(input, new File([jpeg], 'eu.jpg', { type: 'image/jpeg' }));
      await within(found).findByText('Foto escolhida: eu.jpg');
      await user.click(button);
      await screen.findByRole('dialog');
      expect(punchCalls()[0]?.[1].body).toEqual({ photo: btoa('\xff\xd8\xff\xe0\x01\x02\x03') });
    });
  });
});
