import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { assignAfterCreate } from './employee-form-schedule';
import { type EmployeeFormValues, formValuesOf } from './form-values';

// The create form's first schedule: a second call after the employee exists, whose failure is
// reported, never thrown (the employee stays created).
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));

const ID = '7d1c7a52-4a8e-4c1e-9b7a-1f2d3c4b5a69';
const SCHEDULE = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const values = (over: Partial<EmployeeFormValues>): EmployeeFormValues => ({
  ...formValuesOf(null),
  ...over,
});

describe('assignAfterCreate', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('does nothing without a schedule', async () => {
    expect(await assignAfterCreate(ID, values({ schedule_from: dayjs('2025-03-02') }))).toBe(
      undefined,
    );
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('assigns the schedule from the chosen date', async () => {
    apiRequest.mockResolvedValue({});
    const chosen = values({ schedule_id: SCHEDULE, schedule_from: dayjs('2025-03-02') });
    expect(await assignAfterCreate(ID, chosen)).toBeUndefined();
    expect(apiRequest).toHaveBeenCalledWith(`employees/${ID}/schedules/`, {
      method: 'POST',
      body: { schedule_id: SCHEDULE, effective_from: '2025-03-02' },
      silent: true,
    });
  });

  it("returns the API's message when the assignment fails", async () => {
    apiRequest.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'validation_error',
        message: 'Horário não encontrado.',
        path: `employees/${ID}/schedules/`,
        method: 'POST',
      }),
    );
    const chosen = values({ schedule_id: SCHEDULE, schedule_from: dayjs('2025-03-02') });
    expect(await assignAfterCreate(ID, chosen)).toBe('Horário não encontrado.');
  });
});
