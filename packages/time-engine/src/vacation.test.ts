import { describe, expect, it } from 'vitest';
import {
  entitledDays,
  type VacationInput,
  vacationBalance,
  vacationSplitProblem,
} from './vacation.js';

const base: VacationInput = {
  admission: '2024-03-04',
  asOf: '2026-11-28',
  unjustifiedAbsences: [],
  vacations: [],
};

/** `n` consecutive days from `from`. */
function days(from: string, n: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('art. 130: days due by unjustified absences in the acquisition period', () => {
  it.each([
    [0, 30],
    [5, 30],
    [6, 24],
    [14, 24],
    [15, 18],
    [23, 18],
    [24, 12],
    [32, 12],
    [33, 0],
    [120, 0],
  ])('%i absences → %i days', (absences, due) => {
    expect(entitledDays(absences)).toBe(due);
  });

  it('counts only the absences inside each period (limits at the edges)', () => {
    const { periods } = vacationBalance({
      ...base,
      // 6 in the first period (the last one on its last day), 5 in the second (its first day).
      unjustifiedAbsences: [...days('2025-02-26', 6), ...days('2025-03-04', 5)],
    });
    expect(
      periods.map((p) => [
        p.acquisition_start,
        p.acquisition_end,
        p.unjustified_absences,
        p.entitled_days,
      ]),
    ).toEqual([
      ['2024-03-04', '2025-03-03', 6, 24],
      ['2025-03-04', '2026-03-03', 5, 30],
      ['2026-03-04', '2027-03-03', 0, 30],
    ]);
  });

  it('more than 32 absences: no vacation for that period', () => {
    const { periods } = vacationBalance({ ...base, unjustifiedAbsences: days('2024-06-03', 33) });
    expect(periods[0]).toMatchObject({ entitled_days: 0, left_days: 0, status: 'none' });
  });
});

describe('art. 134 and 137: the concession period and double pay', () => {
  it('the concession period is the 12 months after the acquisition; days left past it are overdue', () => {
    const { periods } = vacationBalance(base);
    expect(periods[0]).toMatchObject({
      acquisition_end: '2025-03-03',
      concession_end: '2026-03-03',
      status: 'overdue',
      left_days: 30,
    });
    expect(periods[0]?.refs).toContain('CLT art. 137; TST Súmula 81');
    expect(periods[1]).toMatchObject({ status: 'open', concession_end: '2027-03-03' });
    expect(periods[2]).toMatchObject({ status: 'acquiring' });
  });

  it('days taken go to the oldest acquired period; after its concession end they are double', () => {
    const { periods, advance_days } = vacationBalance({
      ...base,
      vacations: [
        { from: '2025-07-01', to: '2025-07-20' }, // 20 days of the first period, in time
        { from: '2026-03-02', to: '2026-03-13' }, // 2 more in time, then 8 late, then 2 of the second
      ],
    });
    expect(advance_days).toBe(0);
    expect(periods[0]).toMatchObject({
      taken_days: 30,
      double_days: 8,
      left_days: 0,
      status: 'taken',
    });
    expect(periods[0]?.refs).toContain('CLT art. 137; TST Súmula 81');
    expect(periods[1]).toMatchObject({ taken_days: 2, left_days: 28, status: 'open' });
  });

  it('warns when the concession period ends soon with days left', () => {
    const asOf = '2027-01-15'; // the second period's concession ends on 2027-03-03
    const { periods } = vacationBalance({
      ...base,
      asOf,
      vacations: [{ from: '2025-07-01', to: '2025-07-30' }],
    });
    expect(periods[1]).toMatchObject({ status: 'open', expiring_soon: true });
    expect(vacationBalance({ ...base, asOf, warnDays: 30 }).periods[1]?.expiring_soon).toBe(false);
  });

  it('vacation before any period is acquired is granted in advance', () => {
    const { periods, advance_days } = vacationBalance({
      ...base,
      asOf: '2024-12-20',
      vacations: [{ from: '2024-12-16', to: '2024-12-20' }],
    });
    expect(advance_days).toBe(5);
    expect(periods).toHaveLength(1);
    expect(periods[0]?.status).toBe('acquiring');
  });
});

describe('proportional days while acquiring (art. 146)', () => {
  it.each([
    ['2024-03-17', 0], // 14 days: not a twelfth yet
    ['2024-03-18', 2.5], // 15 days
    ['2024-04-03', 2.5], // one month
    ['2024-09-03', 15], // six months
    ['2025-03-03', 30], // the last day of the period
  ])('as of %s: %d days', (asOf, accrued) => {
    const { periods } = vacationBalance({ ...base, asOf });
    expect(periods.at(-1)).toMatchObject({ status: 'acquiring', accrued_days: accrued });
  });

  it('a day after the 12 months, the period is acquired and a new one starts', () => {
    const { periods } = vacationBalance({ ...base, asOf: '2025-03-04' });
    expect(periods.map((p) => p.status)).toEqual(['open', 'acquiring']);
  });

  it('admitted on 29 February: the year ends on 27 February, the next starts on the 28th', () => {
    const { periods } = vacationBalance({ ...base, admission: '2024-02-29', asOf: '2025-03-10' });
    expect(periods[0]).toMatchObject({
      acquisition_end: '2025-02-27',
      concession_end: '2026-02-27',
    });
    expect(periods[1]?.acquisition_start).toBe('2025-02-28');
  });
});

describe('art. 133: a period is lost, and a new one starts on the return', () => {
  it.each([
    ['paid_leave', 30, false],
    ['paid_leave', 31, true],
    ['company_stoppage', 31, true],
    ['inss_benefit', 180, false],
    ['inss_benefit', 181, true],
  ] as const)('%s of %i days → lost: %s', (kind, length, lost) => {
    const leave = days('2024-06-03', length);
    const { periods } = vacationBalance({
      ...base,
      interruptions: [{ kind, from: leave[0] ?? '', to: leave.at(-1) ?? '' }],
    });
    expect(periods[0]?.status === 'lost').toBe(lost);
    if (lost) {
      const back = days(leave.at(-1) ?? '', 2)[1];
      expect(periods[0]).toMatchObject({
        lost_reason: kind,
        entitled_days: 0,
        acquisition_end: leave.at(-1),
      });
      expect(periods[1]?.acquisition_start).toBe(back);
    }
  });

  it('INSS benefit days add up across separate leaves in the same period (even if discontinuous)', () => {
    const { periods } = vacationBalance({
      ...base,
      interruptions: [
        { kind: 'inss_benefit', from: '2024-04-01', to: '2024-06-29' }, // 90 days
        { kind: 'inss_benefit', from: '2024-09-02', to: '2024-12-01' }, // 91 days
      ],
    });
    expect(periods[0]).toMatchObject({ status: 'lost', acquisition_end: '2024-12-01' });
    expect(periods[1]?.acquisition_start).toBe('2024-12-02');
  });

  it('an employee still away has no new period yet', () => {
    const { periods } = vacationBalance({
      ...base,
      asOf: '2024-09-01',
      interruptions: [{ kind: 'inss_benefit', from: '2024-03-10', to: '2025-01-31' }],
    });
    expect(periods).toHaveLength(1);
    expect(periods[0]?.status).toBe('lost');
  });
});

describe('art. 134 §1: splitting vacation', () => {
  it.each([
    [[30], null],
    [[14, 16], null],
    [[14, 5, 11], null],
    [[10, 10, 10], 'no_part_of_14_days'],
    [[20, 4, 6], 'part_under_5_days'],
    [[14, 5, 5, 6], 'too_many_parts'],
  ] as const)('%j → %s', (parts, problem) => {
    expect(vacationSplitProblem(parts)).toBe(problem);
  });
});
