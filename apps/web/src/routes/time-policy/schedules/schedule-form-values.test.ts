import type { EngineSchedule, Schedule } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { scheduleBodyOf, scheduleValuesOf } from './schedule-form-values';

const NIGHT: EngineSchedule = {
  kind: 'cycle',
  anchor: '2026-11-01',
  pattern: [[['19:00', '07:00']], []],
};

const saved = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Noturno 12x36',
  code: 'N1236',
  kind: 'cycle',
  current: {
    id: '00000000-0000-4000-8000-000000000002',
    effective_from: '2026-12-01',
    schedule: NIGHT,
    rules: { ...DEFAULT_RULES, restDays: [] },
    overrides: { restDays: [] },
    pre_assigned_break: true,
    created_at: '2026-11-20T12:00:00Z',
    created_by: { id: null, name: null },
  },
  versions: 1,
  employees: 0,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
} as Schedule;

describe('schedule form values', () => {
  it('starts a new schedule on the commercial week from today, with no rules of its own', () => {
    const body = scheduleBodyOf(scheduleValuesOf(null, '2026-11-24'));
    expect(body).toMatchObject({ name: '', code: '', rules: {}, effective_from: '2026-11-24' });
    expect(body.schedule).toEqual({
      kind: 'weekly',
      days: expect.objectContaining({ sat: [['08:00', '12:00']], sun: [] }),
    });
  });

  it('gives back what was saved, from the later of today and the version in force', () => {
    const values = scheduleValuesOf(saved, '2026-11-24');
    expect(scheduleBodyOf(values)).toEqual({
      name: 'Noturno 12x36',
      code: 'N1236',
      schedule: NIGHT,
      rules: { restDays: [] },
      pre_assigned_break: true,
      effective_from: '2026-12-01',
    });
    // Switching to weekly keeps the cycle in the form, and back.
    expect(scheduleBodyOf({ ...values, kind: 'weekly' }).schedule.kind).toBe('weekly');
    expect(scheduleValuesOf(saved, '2027-01-05').effective_from?.format('YYYY-MM-DD')).toBe(
      '2027-01-05',
    );
  });
});
