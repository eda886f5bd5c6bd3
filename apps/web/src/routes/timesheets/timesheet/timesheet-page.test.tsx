import type { TimesheetData } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { ANA, CLOSED_PERIOD, MONDAY, TUESDAY, timesheetOf, WEDNESDAY } from './timesheet-fixtures';
import { TimesheetPage } from './timesheet-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['timesheets', 'timesheets.timesheet'] } }),
}));

const LEAVE_TYPE = {
  id: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
  name: 'Atestado médico',
  code: 'ATM',
  justified: true,
  paid: true,
  affects_dsr: false,
  requires_document: false,
  max_days: null,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const LEAVE = {
  ...timesheetOf().days[3]?.leave,
  id: '1e2f3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b',
  document: null,
};

const URL_ = `/?employee_id=${ANA.id}&from=2026-08-03&to=2026-08-06`;

function serve(timesheet: (call: number) => TimesheetData) {
  let loads = 0;
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    if (path === 'timesheets/timesheet/') return timesheet(loads++);
    if (path === 'employees/') return { results: [ANA], count: 1, page: 1, page_size: 25 };
    if (path === `employees/${ANA.id}/`) return { ...ANA };
    if (path === 'time-policy/leave-types/') {
      return { results: [LEAVE_TYPE], count: 1, page: 1, page_size: 100 };
    }
    if (init.method === 'POST') {
      if (path === 'timesheets/admin-punches/') return {};
      if (path === 'timesheets/leaves/') return LEAVE;
      if (path === `timesheets/leaves/${LEAVE.id}/document/`) return LEAVE;
      if (path === 'timesheets/periods/close/') return { periods: [CLOSED_PERIOD] };
      if (path === 'timesheets/periods/reopen/') return { periods: [CLOSED_PERIOD] };
    }
    throw new Error(`unexpected call: ${path}`);
  });
}

const posts = () => apiRequest.mock.calls.filter(([, init]) => init.method === 'POST');
const loads = () => apiRequest.mock.calls.filter(([path]) => path === 'timesheets/timesheet/');

async function rowOf(date: string): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getAllByRole('table').at(-1) as HTMLElement;
    const row = table.querySelector<HTMLElement>(`tr[data-row-key="${date}"]`);
    if (!row) throw new Error(`no row for ${date}`);
    return row;
  });
}

async function openAction(date: string, label: string, item: string) {
  const row = await rowOf(date);
  await userEvent.click(within(row).getByRole('button', { name: `Ações de ${label}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the timesheet screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('loads the employee and period of the address, with the closed periods above the grid', async () => {
    serve(() => timesheetOf({ days: [MONDAY, TUESDAY, WEDNESDAY] }));
    renderScreen(<TimesheetPage />, URL_);
    await rowOf('2026-08-03');
    expect(loads()[0]?.[1].query).toEqual({
      employee_id: ANA.id,
      from: '2026-08-03',
      to: '2026-08-06',
    });
    expect(screen.getByTestId('timesheet-employee')).toHaveTextContent(
      'Ana LimaCPF 123.456.789-09Matrícula M-001Matriz',
    );
    const periods = screen.getByTestId('closed-periods');
    expect(periods).toHaveTextContent('05/08/2026 a 05/08/2026');
    expect(periods).toHaveTextContent('Aguardando aceite');
    expect(periods).toHaveTextContent('por Carla Gestora');
    // The period is not a whole month: its dates are named next to the month picker.
    expect(screen.getByTestId('period-dates')).toHaveTextContent('03/08/2026 a 06/08/2026');
  });

  it('asks the user to choose an employee first', async () => {
    serve(() => timesheetOf());
    renderScreen(<TimesheetPage />, '/');
    expect(
      await screen.findByText('Escolha um colaborador para ver a folha de ponto.'),
    ).toBeVisible();
    expect(loads()).toHaveLength(0);
  });

  it('includes a punch on a day: the wall time and the reason; the figures are asked again', async () => {
    serve(() => timesheetOf({ days: [MONDAY, TUESDAY, WEDNESDAY] }));
    renderScreen(<TimesheetPage />, URL_);
    await openAction('2026-08-04', '04/08/2026', 'Incluir marcação');
    const dialog = await screen.findByTestId('include-day-dialog');
    await userEvent.type(within(dialog).getByLabelText('Hora'), '1200');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Esqueceu a saída do almoço');
    const before = loads().length;
    await userEvent.click(screen.getByRole('button', { name: 'Incluir marcação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[0]).toBe('timesheets/admin-punches/');
    expect(posts()[0]?.[1].body).toEqual({
      employee_id: ANA.id,
      punched_at: '2026-08-04T12:00',
      reason: 'Esqueceu a saída do almoço',
    });
    await waitFor(() => expect(loads().length).toBeGreaterThan(before));
  });

  it('justifies an absence with a document: the leave first, then its file', async () => {
    serve(() => timesheetOf({ days: [MONDAY, TUESDAY, WEDNESDAY] }));
    renderScreen(<TimesheetPage />, URL_);
    await openAction('2026-08-04', '04/08/2026', 'Justificar ausência');
    const dialog = await screen.findByTestId('leave-dialog');
    await userEvent.click(within(dialog).getByLabelText('Tipo de afastamento'));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Atestado médico (ATM)"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await userEvent.click(option);
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Consulta médica');
    const file = new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByTestId('leave-document-input'), file);
    expect(within(dialog).getByTestId('leave-document-name')).toHaveTextContent('atestado.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar afastamento' }));

    await waitFor(() => expect(posts()).toHaveLength(2));
    const [create, upload] = posts();
    expect(create?.[0]).toBe('timesheets/leaves/');
    expect(create?.[1].body).toEqual({
      employee_id: ANA.id,
      leave_type_id: LEAVE_TYPE.id,
      from: '2026-08-04',
      to: '2026-08-04',
      reason: 'Consulta médica',
    });
    expect(upload?.[0]).toBe(`timesheets/leaves/${LEAVE.id}/document/`);
    expect((upload?.[1].body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).toBeNull());
  });

  it('refuses a document that is not a PDF or an image before sending anything', async () => {
    serve(() => timesheetOf({ days: [MONDAY, TUESDAY] }));
    renderScreen(<TimesheetPage />, URL_);
    await openAction('2026-08-04', '04/08/2026', 'Justificar ausência');
    const dialog = await screen.findByTestId('leave-dialog');
    await userEvent.upload(
      within(dialog).getByTestId('leave-document-input'),
      new File(['x'], 'planilha.xlsx'),
      { applyAccept: false },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrar afastamento' }));
    expect(await within(dialog).findByText('Envie um PDF, JPG ou PNG.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Escolha o tipo de afastamento.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('asks again every 2 s while a day is being recomputed, and stops when it is done', async () => {
    serve((call) => timesheetOf({ days: [{ ...MONDAY, pending: call === 0 }] }));
    renderScreen(<TimesheetPage />, URL_);
    expect(await screen.findByTestId('timesheet-pending')).toHaveTextContent('Recalculando 1 dia');
    await waitFor(() => expect(loads()).toHaveLength(2), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByTestId('timesheet-pending')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(loads()).toHaveLength(2);
  });

  it('closes the period of the employee, and changes month with the arrows', async () => {
    serve(() => timesheetOf({ days: [MONDAY, TUESDAY], periods: [] }));
    const router = renderScreen(<TimesheetPage />, URL_);
    await rowOf('2026-08-03');
    expect(screen.queryByRole('button', { name: /Reabrir período/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Fechar período/ }));
    const dialog = await screen.findByTestId('period-change-dialog');
    expect(dialog).toHaveTextContent('De 03/08/2026 a 06/08/2026');
    const confirm = screen
      .getAllByRole('button', { name: 'Fechar período' })
      .find((button) => button.closest('.ant-modal'));
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[0]).toBe('timesheets/periods/close/');
    expect(posts()[0]?.[1].body).toEqual({
      employee_ids: [ANA.id],
      from: '2026-08-03',
      to: '2026-08-06',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?employee_id=${ANA.id}&from=2026-09-01&to=2026-09-30`,
      ),
    );
    await waitFor(() =>
      expect(loads().at(-1)?.[1].query).toEqual({
        employee_id: ANA.id,
        from: '2026-09-01',
        to: '2026-09-30',
      }),
    );
  });
});
