import type { HoursBankBalance } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import type { ReportEmployee } from '../reports/selection.js';
import type { OvertimeSumRow } from './figures.repository.js';
import { hoursBankRow, hoursBankTotals } from './hours-bank-figures.js';
import { collectOvertime, mergeOvertime, overtimeReport } from './overtime-figures.js';
import { lastCountedDay, monthsOf } from './people.js';
import { percentOf, summaryReport } from './summary-figures.js';

// The figures reports' pure parts: the sums become rows, subtotals, months and rates.

function employee(id: string, department: string | null, subsidiary = 'S1'): ReportEmployee {
  return {
    id,
    name: `Pessoa ${id}`,
    cpf: '00000000000',
    pis: null,
    registration: null,
    admissionDate: '2026-01-01',
    terminationDate: null,
    position: null,
    subsidiary: {
      id: `${subsidiary}-id`,
      name: subsidiary,
      legalName: null,
      employerType: 'cnpj',
      employerId: '0',
      cnoCaepfType: null,
      cnoCaepf: null,
      timeZone: 'America/Sao_Paulo',
    },
    department: department ? { id: `${department}-id`, name: department } : null,
  };
}

const row = (
  level: OvertimeSumRow['level'],
  key: string,
  type: string,
  rate: string | null,
  minutes: number,
): OvertimeSumRow => ({ level, key, type, rate, minutes });

describe('periods', () => {
  it.each([
    ['2026-09-01', '2026-09-30', ['2026-09']],
    ['2026-11-15', '2027-02-01', ['2026-11', '2026-12', '2027-01', '2027-02']],
  ])('the months of %s…%s', (from, to, months) => {
    expect(monthsOf(from, to)).toEqual(months);
  });

  it.each([
    ['2026-09-30', '2026-11-29', '2026-09-30'],
    ['2026-12-31', '2026-11-29', '2026-11-29'],
  ])('counts up to %s or today (%s) → %s', (to, today, last) => {
    expect(lastCountedDay(to, today)).toBe(last);
  });
});

describe('overtime', () => {
  const ana = employee('a', 'Vendas');
  const bruno = employee('b', null);
  const carla = employee('c', 'Compras');

  it('sums by rate and day type, authorized apart; chunks add up by month', () => {
    const first = collectOvertime([
      row('employee', 'a', 'workday', '50', 90),
      row('employee', 'a', 'rest_day', '100', 240),
      row('employee', 'a', 'authorized', null, 60),
      row('month', '2026-09', 'workday', '50', 90),
      row('month', '2026-09', 'rest_day', '100', 240),
      row('month', '2026-09', 'authorized', null, 60),
    ]);
    const second = collectOvertime([
      row('employee', 'b', 'holiday', '100', 120),
      row('month', '2026-09', 'holiday', '100', 120),
      row('month', '2026-10', 'workday', '75', 30),
      row('employee', 'b', 'workday', '75', 30),
    ]);
    mergeOvertime(first, second);
    const report = overtimeReport([ana, bruno, carla], first, {
      from: '2026-09-15',
      to: '2026-11-02',
      page: 1,
      page_size: 25,
    });
    expect(report.rates).toEqual(['50', '75', '100']);
    // Carla had none: left out of the list and of the departments.
    expect(report.results.map((r) => [r.employee.id, r.by_rate, r.total, r.unauthorized])).toEqual([
      ['a', { 50: 90, 75: 0, 100: 240 }, 330, 270],
      ['b', { 50: 0, 75: 30, 100: 120 }, 150, 150],
    ]);
    // By name, the employees without a department last.
    expect(
      report.departments.map((d) => [d.department?.name ?? null, d.employees, d.total]),
    ).toEqual([
      ['Vendas', 1, 330],
      [null, 1, 150],
    ]);
    expect(report.total).toMatchObject({
      employees: 2,
      workday: 120,
      rest_day: 240,
      holiday: 120,
      total: 480,
      authorized: 60,
      unauthorized: 420,
    });
    // Every month of the period, zero where nothing was worked.
    expect(report.months.map((m) => [m.month, m.total, m.authorized])).toEqual([
      ['2026-09', 450, 60],
      ['2026-10', 30, 0],
      ['2026-11', 0, 0],
    ]);
    expect(report.months[2]?.by_rate).toEqual({ 50: 0, 75: 0, 100: 0 });
  });

  it('pages the employees but not the subtotals', () => {
    const collection = collectOvertime([
      row('employee', 'a', 'workday', '50', 10),
      row('employee', 'b', 'workday', '50', 20),
    ]);
    const page = overtimeReport([ana, bruno], collection, {
      from: '2026-09-01',
      to: '2026-09-30',
      page: 2,
      page_size: 1,
    });
    expect(page.results.map((r) => r.employee.id)).toEqual(['b']);
    expect(page).toMatchObject({ count: 2, total: { total: 30, employees: 2 } });
  });
});

describe('summary', () => {
  it.each([
    [9600, 10080, 95.24],
    [630, 20160, 3.13],
    [0, 480, 0],
    [10, 0, null],
  ])('%i of %i is %s %%', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBe(percent);
  });

  it('groups by department and subsidiary; everyone counts in the headcount', () => {
    const sums = new Map([
      [
        'a',
        { scheduled: 960, worked: 900, overtime: 30, night: 0, absence: 60, justified: 0, late: 5 },
      ],
      [
        'b',
        { scheduled: 480, worked: 0, overtime: 0, night: 0, absence: 0, justified: 480, late: 0 },
      ],
    ]);
    const report = summaryReport(
      [
        employee('a', 'Vendas', 'Matriz'),
        employee('b', null, 'Sul'),
        employee('c', 'Vendas', 'Sul'),
      ],
      sums,
      '2026-09-01',
      '2026-09-30',
    );
    expect(
      report.departments.map((d) => [d.department?.name ?? null, d.headcount, d.scheduled]),
    ).toEqual([
      ['Vendas', 2, 960],
      [null, 1, 480],
    ]);
    expect(
      report.subsidiaries.map((s) => [s.subsidiary.name, s.headcount, s.absenteeism_rate]),
    ).toEqual([
      ['Matriz', 1, 6.25],
      ['Sul', 2, 0],
    ]);
    expect(report.total).toMatchObject({
      headcount: 3,
      scheduled: 1440,
      absence: 60,
      justified: 480,
      absenteeism_rate: 4.17,
      absenteeism_with_justified_rate: 37.5,
      overtime_rate: 2.08,
    });
  });
});

describe('hours bank', () => {
  const ledger = (over: Partial<HoursBankBalance>): HoursBankBalance => ({
    employee: { id: 'c', name: 'Carla', registration: null },
    rules: {
      period: 'monthly',
      start_month: 1,
      expiry_months: null,
      at_expiry: 'pay',
      ref: 'CLT art. 59 §6',
    },
    from: '2026-09-01',
    to: '2026-10-31',
    opening: null,
    balance_before: 0,
    lines: [],
    balance: 0,
    period: { from: '2026-10-01', to: '2026-10-31' },
    next_expiry: null,
    ...over,
  });

  it('sums the lines by kind; an opening inside the period is the balance brought in', () => {
    const row = hoursBankRow(
      employee('c', 'Vendas'),
      ledger({
        balance_before: 0,
        lines: [
          { date: '2026-09-05', kind: 'opening', minutes: 100, balance: 100 },
          { date: '2026-09-08', kind: 'credit', minutes: 60, balance: 160 },
          { date: '2026-09-09', kind: 'debit', minutes: -30, balance: 130 },
          { date: '2026-09-10', kind: 'adjustment', minutes: -10, balance: 120 },
          { date: '2026-09-30', kind: 'paid', minutes: -70, balance: 50 },
          { date: '2026-09-30', kind: 'paid', minutes: -50, balance: 0 },
          { date: '2026-10-02', kind: 'credit', minutes: 15, balance: 15 },
        ],
        balance: 15,
        next_expiry: { date: '2026-10-31', minutes: 15 },
      }),
    );
    expect(row).toMatchObject({
      balance_before: 100,
      credits: 75,
      debits: -30,
      adjustments: -10,
      paid: -120,
      forfeited: 0,
      balance: 15,
      // One line per day and kind, whatever the credits that expired.
      expired: [{ date: '2026-09-30', kind: 'paid', minutes: -120 }],
      next_expiry: { date: '2026-10-31', minutes: 15 },
    });
    const { balance_before, credits, debits, adjustments, paid, forfeited, balance } =
      hoursBankTotals([row]);
    expect(balance_before + credits + debits + adjustments + paid + forfeited).toBe(balance);
  });
});
