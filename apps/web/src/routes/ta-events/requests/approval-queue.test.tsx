import type { TaRequest } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { ANA, BRUNO, CARLA, employeeOf, taRequest } from './request-fixtures';
import { apiRequest, type Init as SentInit, signIn } from './request-test-setup';
import { RequestsHome } from './requests-home';

vi.mock('../../../api/client', () => import('./request-test-setup').then((m) => m.apiClientModule));
vi.mock('../../../session/session-query', () =>
  import('./request-test-setup').then((m) => m.sessionQueryModule),
);
vi.mock('../punch/use-punch-status', () =>
  import('./request-test-setup').then((m) => m.punchStatusModule),
);

type Init = SentInit<{ ids: string[]; decision: string; note?: string }>;

const QUEUE = 'ta-events/approvals/';
const DECIDE = 'ta-events/approvals/decide/';
let queue: TaRequest[] = [];
let mine: TaRequest[] = [];

function serve() {
  apiRequest.mockImplementation(async (path: string, init: Init = {}) => {
    const method = init.method ?? 'GET';
    if (path === QUEUE) return listPage(queue);
    if (path === 'ta-events/requests/' && method === 'GET') return listPage(mine);
    if (path === DECIDE) {
      const ids = init.body?.ids ?? [];
      const decided = queue.filter((row) => ids.includes(row.id));
      queue = queue.filter((row) => !ids.includes(row.id));
      return { decided };
    }
    const get = /^ta-events\/requests\/([^/]+)\/$/.exec(path);
    if (get) return [...queue, ...mine].find((row) => row.id === get[1]);
    throw new Error(`unexpected call: ${method} ${path}`);
  });
}

const decisions = () => callsOf(apiRequest, DECIDE, 'POST');

async function rowOf(text: string): Promise<HTMLElement> {
  const queueTable = await screen.findByTestId('approval-queue');
  const cell = await within(queueTable).findByText(text);
  return cell.closest('tr') as HTMLElement;
}

beforeEach(async () => {
  await signIn(['ta_events', 'ta_events.manual_punch', 'ta_events.overtime'], CARLA);
  queue = [
    taRequest({ employee: employeeOf(ANA), can_decide: true, can_cancel: false }),
    taRequest({
      type: 'overtime',
      employee: employeeOf(BRUNO),
      time: null,
      minutes: 90,
      reason: 'Inventário',
      can_decide: true,
      can_cancel: false,
    }),
  ];
  mine = [
    taRequest({
      type: 'leave',
      employee: employeeOf(CARLA),
      time: null,
      leave_type: {
        id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
        name: 'Férias',
        code: 'FER',
        requires_document: false,
      },
      from: '2026-09-01',
      to: '2026-09-10',
      date: '2026-09-01',
      reason: 'Férias de setembro',
    }),
  ];
  serve();
});

describe('waiting for your approval', () => {
  it('approves the selected requests at once: {ids, decision}, then asks the queue again', async () => {
    renderScreen(<RequestsHome />);
    const section = await screen.findByTestId('approval-queue');
    expect(section).toHaveAttribute('id', 'approvals');
    expect(
      within(section).getByRole('heading', { name: 'Aguardando sua aprovação (2)' }),
    ).toBeInTheDocument();
    const ana = await rowOf('Ana Souza');
    const bruno = await rowOf('Bruno Lima');
    expect(bruno).toHaveTextContent('03/08/2026 · 1h30');
    expect(bruno).toHaveTextContent('Horas extras');
    await userEvent.click(within(ana).getByRole('checkbox'));
    await userEvent.click(within(bruno).getByRole('checkbox'));
    expect(within(section).getByText('2 selecionadas')).toBeInTheDocument();

    const before = callsOf(apiRequest, QUEUE).length;
    await userEvent.click(within(section).getByRole('button', { name: /Aprovar selecionadas/ }));
    const dialog = await screen.findByTestId('decision-dialog');
    expect(screen.getByText('Aprovar 2 solicitações?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('seguem para a próxima etapa');
    const confirm = screen
      .getAllByRole('button', { name: 'Aprovar' })
      .find((button) => button.closest('.ant-modal')) as HTMLElement;
    await userEvent.click(confirm);
    await waitFor(() => expect(decisions()).toHaveLength(1));
    const body = decisions()[0]?.[1].body as Init['body'];
    expect(body?.decision).toBe('approve');
    expect(body?.note).toBeUndefined();
    expect([...(body?.ids ?? [])].sort()).toEqual(
      [ana.dataset.rowKey, bruno.dataset.rowKey].sort(),
    );
    await waitFor(() => expect(callsOf(apiRequest, QUEUE).length).toBeGreaterThan(before));
    // Nothing left to decide: the section goes away.
    await waitFor(() => expect(screen.queryByTestId('approval-queue')).toBeNull());
  });

  it('rejects only with a note, which goes with the ids', async () => {
    renderScreen(<RequestsHome />);
    const ana = await rowOf('Ana Souza');
    const id = ana.dataset.rowKey as string;
    await userEvent.click(within(ana).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Recusar selecionadas/ }));
    const dialog = await screen.findByTestId('decision-dialog');
    expect(screen.getByText('Recusar a solicitação?')).toBeInTheDocument();
    const confirm = () =>
      screen
        .getAllByRole('button', { name: 'Recusar' })
        .find((button) => button.closest('.ant-modal')) as HTMLElement;
    await userEvent.click(confirm());
    expect(
      await within(dialog).findByText(
        'Para recusar, explique o motivo (ao menos 3 caracteres): o colaborador verá.',
      ),
    ).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo da recusa'), 'Fora da política');
    await userEvent.click(confirm());
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]?.[1].body).toEqual({
      ids: [id],
      decision: 'reject',
      note: 'Fora da política',
    });
  });

  it('decides one request from its details', async () => {
    renderScreen(<RequestsHome />);
    const bruno = await rowOf('Bruno Lima');
    await userEvent.click(within(bruno).getByRole('button', { name: /Detalhes/ }));
    const details = await screen.findByTestId('request-details');
    expect(details).toHaveTextContent('Bruno Lima');
    expect(details).toHaveTextContent('1h30');
    await userEvent.click(screen.getByRole('button', { name: /Aprovar$/ }));
    await screen.findByTestId('decision-dialog');
    await userEvent.type(screen.getByLabelText('Observação (opcional)'), 'Combinado');
    const confirm = screen
      .getAllByRole('button', { name: 'Aprovar' })
      .find((button) => button.closest('.ant-modal')) as HTMLElement;
    await userEvent.click(confirm);
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0]?.[1].body).toEqual({
      ids: [bruno.dataset.rowKey],
      decision: 'approve',
      note: 'Combinado',
    });
  });

  it('a link naming a request opens it, and the parameter leaves the address', async () => {
    const id = mine[0]?.id as string;
    const router = renderScreen(<RequestsHome />, `/?request=${id}`);
    expect(await screen.findByTestId('request-details')).toHaveTextContent('Férias (FER)');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Carla's own pending request: she may cancel it.
    expect(screen.getByRole('button', { name: /Cancelar solicitação/ })).toBeInTheDocument();
  });

  it('a link to #approvals brings the queue into view', async () => {
    renderScreen(<RequestsHome />, '/#approvals');
    const section = await screen.findByTestId('approval-queue');
    await waitFor(() => expect(document.activeElement).toBe(section));
  });

  it('does not show when nothing waits; "my requests" lists the caller’s own', async () => {
    queue = [];
    renderScreen(<RequestsHome />);
    const mineSection = await screen.findByTestId('my-requests');
    expect(
      within(mineSection).getByRole('heading', { name: 'Minhas solicitações' }),
    ).toBeInTheDocument();
    const row = (await within(mineSection).findByText('Férias de setembro')).closest('tr');
    expect(row).toHaveTextContent('Afastamento');
    expect(row).toHaveTextContent('01/09/2026 – 10/09/2026');
    expect(callsOf(apiRequest, 'ta-events/requests/')[0]?.[1].query).toEqual({
      page: 1,
      page_size: 25,
      employee_id: CARLA.id,
    });
    expect(screen.queryByTestId('approval-queue')).toBeNull();
    // No leave permission: no "Solicitar afastamento".
    expect(screen.queryByRole('button', { name: /Solicitar afastamento/ })).toBeNull();
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderScreen(<RequestsHome />);
    const section = await screen.findByTestId('approval-queue');
    expect(
      within(section).getByRole('heading', { name: 'Waiting for your approval (2)' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My requests' })).toBeInTheDocument();
  });
});
