import type { TimesheetData } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render-screen';
import {
  CLOSED_PERIOD,
  MONDAY,
  TUESDAY,
  timesheetOf,
} from '../../timesheets/timesheet/timesheet-fixtures';
import { TimeMirrorPage } from './time-mirror-page';

const apiRequest = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ permissions: ['reports', 'reports.time_mirror'] }));
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const OWN = timesheetOf({ days: [MONDAY, TUESDAY], can_treat: false });
const ANSWERED = {
  ...CLOSED_PERIOD,
  acceptance: { decision: 'accept' as const, note: null, at: '2026-08-11T14:30:00Z', ip: null },
};

function serve(timesheet: () => TimesheetData | Promise<never>) {
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    if (path === 'timesheets/timesheet/') return timesheet();
    if (init.method === 'POST' && path === `timesheets/periods/${CLOSED_PERIOD.id}/acceptance/`) {
      return ANSWERED;
    }
    throw new Error(`unexpected call: ${path}`);
  });
}

const posts = () => apiRequest.mock.calls.filter(([, init]) => init.method === 'POST');
const loads = () => apiRequest.mock.calls.filter(([path]) => path === 'timesheets/timesheet/');

describe('the time mirror', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    session.permissions = ['reports', 'reports.time_mirror'];
  });

  it("shows the caller's own timesheet, read-only, without naming an employee", async () => {
    serve(() => OWN);
    renderScreen(<TimeMirrorPage />, '/?from=2026-08-03&to=2026-08-06');
    expect(await screen.findByTestId('timesheet-grid')).toBeInTheDocument();
    expect(loads()[0]?.[1].query).toEqual({ from: '2026-08-03', to: '2026-08-06' });
    expect(screen.queryByRole('button', { name: /^Ações/ })).toBeNull();
    expect(screen.getByText(/Só leitura/)).toBeInTheDocument();
    // Not staff: no way to other people's timesheets.
    expect(screen.queryByTestId('staff-timesheet-link')).toBeNull();
  });

  it('accepts a closed period, then shows the decision and when it was given', async () => {
    let answered = false;
    serve(() => (answered ? timesheetOf({ ...OWN, periods: [ANSWERED] }) : OWN));
    renderScreen(<TimeMirrorPage />, '/?from=2026-08-01&to=2026-08-31');
    const question = await screen.findByTestId('period-question');
    expect(question).toHaveTextContent('Este período foi fechado');
    await userEvent.click(
      within(question).getByRole('button', {
        name: 'Aceitar o espelho de 05/08/2026 a 05/08/2026',
      }),
    );
    const dialog = await screen.findByTestId('acceptance-dialog');
    expect(dialog).toHaveTextContent('não pode ser mudado depois');
    answered = true;
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[1].body).toEqual({ decision: 'accept' });
    const answer = await screen.findByTestId('period-answer');
    expect(answer).toHaveTextContent('Você aceitou este espelho em 11/08/2026');
    expect(screen.queryByTestId('period-question')).toBeNull();
  });

  it('disagrees only with a note', async () => {
    serve(() => OWN);
    renderScreen(<TimeMirrorPage />, '/?from=2026-08-01&to=2026-08-31');
    const question = await screen.findByTestId('period-question');
    await userEvent.click(within(question).getByRole('button', { name: /^Discordar/ }));
    const dialog = await screen.findByTestId('acceptance-dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Discordar' }));
    expect(
      await within(dialog).findByText('Conte com o que você não concorda (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText('Com o que você não concorda?'),
      'A saída de 05/08 foi às 18:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Discordar' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[0]).toBe(`timesheets/periods/${CLOSED_PERIOD.id}/acceptance/`);
    expect(posts()[0]?.[1].body).toEqual({
      decision: 'disagree',
      note: 'A saída de 05/08 foi às 18:00',
    });
  });

  it('tells a user who is not an employee, and offers staff the timesheets', async () => {
    session.permissions = ['reports', 'reports.time_mirror', 'timesheets', 'timesheets.timesheet'];
    serve(() =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          status: 422,
          code: 'business_rule',
          message: i18n.t('validation.no_employee'),
          path: 'timesheets/timesheet/',
          method: 'GET',
        }),
      ),
    );
    renderScreen(<TimeMirrorPage />);
    expect(await screen.findByTestId('time-mirror-not-employee')).toHaveTextContent(
      'Seu usuário não tem cadastro de colaborador nesta empresa',
    );
    // No error box: being no employee is a state, not a failure.
    expect(within(screen.getByTestId('time-mirror')).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('staff-timesheet-link')).toHaveAttribute(
      'href',
      '/timesheets/timesheet',
    );
  });
});
