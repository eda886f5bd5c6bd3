import type { Schedule, Simulation } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { todayIso } from '../../timesheets/punch-log/use-punch-list';
import { ApplyDialog } from './apply-dialog';

// "Apply as a new schedule version": the proposal goes through the schedules' own update, on
// top of the chosen schedule's overrides (night and breaks merged key by key), from a date.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

const ID = '00000000-0000-4000-8000-000000000001';
const WEEK = { kind: 'weekly', days: { mon: [['08:00', '17:00']] } };

const schedule = {
  id: ID,
  name: 'Comercial 44h',
  code: 'C1',
  kind: 'weekly',
  current: {
    id: ID,
    effective_from: '2026-01-01',
    schedule: WEEK,
    rules: DEFAULT_RULES,
    overrides: { tolerancePerMark: 10, night: { end: '06:00' } },
    pre_assigned_break: true,
    created_at: '2026-01-01T12:00:00Z',
    created_by: { id: null, name: 'Mariana' },
  },
  versions: 1,
  employees: 3,
  created_at: '2026-01-01T12:00:00Z',
  updated_at: '2026-01-01T12:00:00Z',
} as unknown as Schedule;

const simulation = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: null,
  status: 'done',
  done: 3,
  total: 3,
  proposal: { rules: { hoursBank: true, night: { start: '23:00' } }, schedule: null },
  selection: { from: '2026-10-01', to: '2026-10-31', who: 'all' },
  result: null,
  error: null,
  created_by: { id: null, name: 'Mariana' },
  created_at: '2026-11-01T12:00:00Z',
  finished_at: '2026-11-01T12:00:05Z',
} as unknown as Simulation;

describe('the apply-as-a-new-version dialog', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockImplementation(
      async (_path: string, init: { method: string; body?: unknown }) =>
        init.method === 'GET'
          ? { count: 1, next: null, previous: null, results: [schedule] }
          : { ...schedule, ...(init.body as object) },
    );
  });

  it('writes the proposal over the schedule’s own overrides, from tomorrow by default', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ApplyDialog simulation={simulation} open onClose={onClose} />);
    const form = await screen.findByTestId('simulator-apply-form');

    await user.click(within(form).getByRole('combobox'));
    await user.click(await screen.findByTitle('Comercial 44h (C1)'));
    await user.click(screen.getByRole('button', { name: 'Criar versão' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const update = apiRequest.mock.calls.find(([, init]) => init.method !== 'GET')!;
    expect(update[0]).toContain(`time-policy/schedules/${ID}/`);
    expect(update[1].body).toEqual({
      name: 'Comercial 44h',
      code: 'C1',
      schedule: WEEK,
      rules: { tolerancePerMark: 10, hoursBank: true, night: { end: '06:00', start: '23:00' } },
      pre_assigned_break: true,
      effective_from: dayjs(todayIso()).add(1, 'day').format('YYYY-MM-DD'),
    });
  });

  it('asks for a schedule before writing anything', async () => {
    const user = userEvent.setup();
    renderScreen(<ApplyDialog simulation={simulation} open onClose={() => undefined} />);
    await screen.findByTestId('simulator-apply-form');
    await user.click(screen.getByRole('button', { name: 'Criar versão' }));
    await waitFor(() =>
      expect(
        screen.getByTestId('simulator-apply-form').querySelector('.ant-form-item-has-error'),
      ).not.toBeNull(),
    );
    expect(apiRequest.mock.calls.every(([, init]) => init.method === 'GET')).toBe(true);
  });
});
