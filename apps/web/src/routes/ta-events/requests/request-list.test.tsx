import type { TaRequest } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { ANA, BRUNO, CARLA, DIEGO, employeeOf, taRequest } from './request-fixtures';
import { ManualPunchRequestsPage, OvertimeRequestsPage } from './request-list';
import {
  apiRequest,
  type Init,
  pickOption,
  posts,
  REQUESTS,
  sentFields,
  sentFile,
  session,
  signIn,
} from './request-test-setup';

vi.mock('../../../api/client', () => import('./request-test-setup').then((m) => m.apiClientModule));
vi.mock('../../../session/session-query', () =>
  import('./request-test-setup').then((m) => m.sessionQueryModule),
);
vi.mock('../punch/use-punch-status', () =>
  import('./request-test-setup').then((m) => m.punchStatusModule),
);

const LIST = REQUESTS;
let rows: TaRequest[] = [];

function serve() {
  apiRequest.mockImplementation(async (path: string, init: Init = {}) => {
    const method = init.method ?? 'GET';
    if (path === LIST && method === 'GET') return listPage(rows);
    if (path === LIST && method === 'POST') return taRequest();
    if (path === 'employees/') {
      return listPage([{ id: BRUNO.id, name: BRUNO.name }]);
    }
    const cancel = /^ta-events\/requests\/([^/]+)\/cancel\/$/.exec(path);
    if (cancel && method === 'POST') {
      const found = rows.find((row) => row.id === cancel[1]) as TaRequest;
      return { ...found, status: 'cancelled', can_cancel: false };
    }
    const get = /^ta-events\/requests\/([^/]+)\/$/.exec(path);
    if (get) return rows.find((row) => row.id === get[1]);
    throw new Error(`unexpected call: ${method} ${path}`);
  });
}

const listCalls = () => callsOf(apiRequest, LIST);

async function rowOf(text: string): Promise<HTMLElement> {
  const cells = await screen.findAllByText(text);
  return cells[0]?.closest('tr') as HTMLElement;
}

async function chooseOption(label: string, title: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await pickOption(title);
}

beforeEach(async () => {
  await signIn(['ta_events', 'ta_events.manual_punch', 'ta_events.overtime'], ANA);
  rows = [
    taRequest(),
    taRequest({
      status: 'approved',
      date: '2026-08-01',
      time: '17:30',
      reason: 'Saída não registrada',
      step: 2,
      decided_at: '2026-08-02T10:00:00.000Z',
      can_cancel: false,
    }),
  ];
  serve();
});

describe('the manual punch requests', () => {
  it('lists them with day and time, reason, status and step; the filters go to the server', async () => {
    renderScreen(
      <ManualPunchRequestsPage />,
      '/?status=pending&from=2026-08-01&to=2026-08-31&bogus=1',
    );
    const row = await rowOf('03/08/2026 · 08:00');
    expect(row).toHaveTextContent('Ana Souza');
    expect(row).toHaveTextContent('M-1 · Vendas');
    expect(row).toHaveTextContent('Esqueci de marcar a entrada');
    expect(row).toHaveTextContent('Pendente');
    expect(row).toHaveTextContent('1/2');
    expect(await rowOf('01/08/2026 · 17:30')).toHaveTextContent('Aprovada');
    expect(screen.getByRole('columnheader', { name: 'Dia e horário' })).toBeInTheDocument();
    // Only the API's parameters go: the type is the screen's, a stray address parameter stays out.
    expect(listCalls()[0]?.[1].query).toEqual({
      page: 1,
      page_size: 25,
      type: 'manual_punch',
      status: 'pending',
      from: '2026-08-01',
      to: '2026-08-31',
    });
    // An employee sees only their own requests: no search by name.
    expect(screen.queryByLabelText('Buscar pelo nome do colaborador')).toBeNull();

    await chooseOption('Situação', 'Aprovada');
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1].query).toMatchObject({
        type: 'manual_punch',
        status: 'approved',
      }),
    );
  });

  it('shows an empty list with a way to clear the filters', async () => {
    rows = [];
    const router = renderScreen(<ManualPunchRequestsPage />, '/?status=rejected');
    expect(await screen.findByText('Nenhuma solicitação com estes filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText('Nenhuma solicitação de inclusão de marcação ainda.'),
    ).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    apiRequest.mockImplementation(async (path: string) => {
      if (path === LIST && fail) throw new Error('Servidor indisponível');
      if (path === LIST) return listPage(rows);
      throw new Error(`unexpected call: ${path}`);
    });
    renderScreen(<ManualPunchRequestsPage />);
    expect(await screen.findByText('Servidor indisponível')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await rowOf('03/08/2026 · 08:00')).toHaveTextContent('Pendente');
  });

  it('who sees others searches them by name', async () => {
    session.permissions = [...session.permissions, 'timesheets', 'timesheets.timesheet'];
    renderScreen(<ManualPunchRequestsPage />);
    await rowOf('03/08/2026 · 08:00');
    await userEvent.type(screen.getByLabelText('Buscar pelo nome do colaborador'), 'bruno');
    await waitFor(() =>
      expect(listCalls().at(-1)?.[1].query).toMatchObject({
        type: 'manual_punch',
        search: 'bruno',
      }),
    );
  });

  it('files a manual punch: day, time and reason as fields, the document as the file', async () => {
    renderScreen(<ManualPunchRequestsPage />);
    await rowOf('03/08/2026 · 08:00');
    await userEvent.click(screen.getByRole('button', { name: /Nova solicitação/ }));
    const dialog = await screen.findByTestId('request-dialog');
    // Filed for oneself: no employee to choose.
    expect(within(dialog).queryByLabelText('Colaborador')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Horário'), '745');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Esqueci a saída do almoço');
    // Too large: refused before anything is sent.
    const big = new File(['%PDF-1.4'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(within(dialog).getByTestId('request-attachment-input'), big);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByText(/O arquivo passa de 5/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    const pdf = new File(['%PDF-1.4'], 'ponto.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByTestId('request-attachment-input'), pdf);
    expect(within(dialog).getByTestId('request-attachment-name')).toHaveTextContent('ponto.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(sentFields(posts()[0])).toEqual({
      type: 'manual_punch',
      date: dayjs().format('YYYY-MM-DD'),
      time: '07:45',
      reason: 'Esqueci a saída do almoço',
    });
    const file = sentFile(posts()[0]);
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('ponto.pdf');
    await waitFor(() => expect(screen.queryByTestId('request-dialog')).toBeNull());
  });

  it('asks for the time and the reason before sending', async () => {
    renderScreen(<ManualPunchRequestsPage />);
    await rowOf('03/08/2026 · 08:00');
    await userEvent.click(screen.getByRole('button', { name: /Nova solicitação/ }));
    const dialog = await screen.findByTestId('request-dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByText('Informe o horário (HH:MM).')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('opens a request: its details and path, and cancels it with a note after confirming', async () => {
    rows = [
      taRequest({
        attachment: {
          name: 'ponto.pdf',
          type: 'application/pdf',
          size: 2048,
          url: 'https://files.example/ponto.pdf?sig=1',
        },
        step: 2,
        path: [
          {
            action: 'submit',
            step: 0,
            actor: ANA,
            on_behalf_of: null,
            note: null,
            at: '2026-08-03T12:30:00.000Z',
          },
          {
            action: 'approve',
            step: 1,
            actor: DIEGO,
            on_behalf_of: CARLA,
            note: 'Ok pela gestão',
            at: '2026-08-04T09:00:00.000Z',
          },
        ],
      }),
    ];
    renderScreen(<ManualPunchRequestsPage />);
    const row = await rowOf('03/08/2026 · 08:00');
    await userEvent.click(within(row).getByRole('button', { name: /Detalhes/ }));
    const drawer = await screen.findByTestId('request-details');
    expect(drawer).toHaveTextContent('Inclusão de marcação');
    expect(within(drawer).getByRole('link', { name: /ponto\.pdf/ })).toHaveAttribute(
      'href',
      'https://files.example/ponto.pdf?sig=1',
    );
    const path = screen.getByTestId('request-path');
    expect(path).toHaveTextContent('Enviada');
    expect(path).toHaveTextContent('Por Ana Souza em 03/08/2026');
    expect(path).toHaveTextContent('Aprovada (etapa 1 de 2)');
    expect(path).toHaveTextContent('Por Diego Substituto em 04/08/2026');
    expect(path).toHaveTextContent('Em nome de Carla Gestora (delegação)');
    expect(path).toHaveTextContent('“Ok pela gestão”');
    expect(path).toHaveTextContent('Aguardando decisão (etapa 2 de 2)');
    expect(path).toHaveTextContent('Pode decidir: Carla Gestora');
    // Not an approver of it: no decision buttons.
    expect(screen.queryByRole('button', { name: /Aprovar/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Cancelar solicitação/ }));
    const dialog = await screen.findByTestId('cancel-request-dialog');
    expect(dialog).toHaveTextContent('Não é possível desfazer');
    const confirm = () =>
      screen
        .getAllByRole('button', { name: /Cancelar solicitação/ })
        .find((button) => button.closest('.ant-modal')) as HTMLElement;
    await userEvent.click(confirm());
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    const id = rows[0]?.id;
    expect(callsOf(apiRequest, `ta-events/requests/${id}/cancel/`, 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Já marquei');
    await userEvent.click(confirm());
    await waitFor(() =>
      expect(callsOf(apiRequest, `ta-events/requests/${id}/cancel/`, 'POST')).toHaveLength(1),
    );
    expect(callsOf(apiRequest, `ta-events/requests/${id}/cancel/`, 'POST')[0]?.[1].body).toEqual({
      note: 'Já marquei',
    });
  });
});

describe('the overtime requests', () => {
  it('shows the hours as 2h30 and files overtime for an employee as hours:minutes', async () => {
    session.permissions = [...session.permissions, 'timesheets', 'timesheets.timesheet'];
    rows = [taRequest({ type: 'overtime', time: null, minutes: 150 })];
    renderScreen(<OvertimeRequestsPage />);
    expect(await rowOf('03/08/2026 · 2h30')).toHaveTextContent('Pendente');
    expect(listCalls()[0]?.[1].query).toMatchObject({ type: 'overtime' });

    await userEvent.click(screen.getByRole('button', { name: /Nova solicitação/ }));
    const dialog = await screen.findByTestId('request-dialog');
    expect(dialog).toHaveTextContent('a marcação de ponto nunca é bloqueada');
    await chooseOption('Colaborador', BRUNO.name);
    await userEvent.type(within(dialog).getByLabelText('Horas extras'), '2:30');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Fechamento do inventário');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(sentFields(posts()[0])).toEqual({
      type: 'overtime',
      employee_id: BRUNO.id,
      date: dayjs().format('YYYY-MM-DD'),
      minutes: '150',
      reason: 'Fechamento do inventário',
    });
    expect(sentFile(posts()[0])).toBeNull();
  });

  it('refuses more than 12 hours', async () => {
    renderScreen(<OvertimeRequestsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Nova solicitação/ }));
    const dialog = await screen.findByTestId('request-dialog');
    await userEvent.type(within(dialog).getByLabelText('Horas extras'), '13:00');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Inventário');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByText('Informe de 1 minuto a 12 horas.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    rows = [taRequest({ type: 'overtime', time: null, minutes: 45, employee: employeeOf(ANA) })];
    renderScreen(<OvertimeRequestsPage />);
    expect(await screen.findByRole('heading', { name: 'Overtime' })).toBeInTheDocument();
    expect(await rowOf('08/03/2026 · 0h45')).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: /New request/ })).toBeInTheDocument();
  });
});
