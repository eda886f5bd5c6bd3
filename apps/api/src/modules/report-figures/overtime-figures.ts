import {
  OVERTIME_DAY_TYPES,
  type OvertimeDayType,
  type OvertimeFigures,
  type OvertimeReport,
} from '@ponteiro/shared';
import { pageSlice } from '../../lib/pagination.js';
import type { ReportEmployee } from '../reports/selection.js';
import type { OvertimeSumRow } from './figures.repository.js';
import { monthsOf, personOf } from './people.js';

// The overtime report from the stored days' sums (pure): per employee, department, month and in
// total, by rate, by day type and authorized or not. Sums of chunks of employees add up.

export interface OvertimeCollection {
  byEmployee: Map<string, OvertimeFigures>;
  byMonth: Map<string, OvertimeFigures>;
}

export function emptyOvertime(): OvertimeFigures {
  return {
    by_rate: {},
    workday: 0,
    rest_day: 0,
    holiday: 0,
    total: 0,
    authorized: 0,
    unauthorized: 0,
  };
}

export function addOvertime(into: OvertimeFigures, add: OvertimeFigures): OvertimeFigures {
  for (const [rate, minutes] of Object.entries(add.by_rate)) {
    into.by_rate[rate] = (into.by_rate[rate] ?? 0) + minutes;
  }
  for (const type of OVERTIME_DAY_TYPES) into[type] += add[type];
  into.total += add.total;
  into.authorized += add.authorized;
  into.unauthorized += add.unauthorized;
  return into;
}

const isDayType = (type: string): type is OvertimeDayType =>
  (OVERTIME_DAY_TYPES as readonly string[]).includes(type);

/** The repository's sums → figures per employee and per month. */
export function collectOvertime(rows: readonly OvertimeSumRow[]): OvertimeCollection {
  const collection: OvertimeCollection = { byEmployee: new Map(), byMonth: new Map() };
  for (const row of rows) {
    const map = row.level === 'employee' ? collection.byEmployee : collection.byMonth;
    let figures = map.get(row.key);
    if (!figures) {
      figures = emptyOvertime();
      map.set(row.key, figures);
    }
    if (row.type === 'authorized') {
      figures.authorized += row.minutes;
    } else if (isDayType(row.type) && row.rate !== null) {
      figures[row.type] += row.minutes;
      figures.by_rate[row.rate] = (figures.by_rate[row.rate] ?? 0) + row.minutes;
      figures.total += row.minutes;
    }
  }
  for (const map of [collection.byEmployee, collection.byMonth]) {
    for (const figures of map.values()) figures.unauthorized = figures.total - figures.authorized;
  }
  return collection;
}

/** Adds a chunk's collection into another (employees never repeat; months do). */
export function mergeOvertime(into: OvertimeCollection, add: OvertimeCollection): void {
  for (const key of ['byEmployee', 'byMonth'] as const) {
    for (const [k, figures] of add[key]) {
      const current = into[key].get(k);
      if (current) addOvertime(current, figures);
      else into[key].set(k, figures);
    }
  }
}

/** Every rate in the figures, ascending by number. */
export function ratesOf(figures: Iterable<OvertimeFigures>): string[] {
  const rates = new Set<string>();
  for (const f of figures) for (const rate of Object.keys(f.by_rate)) rates.add(rate);
  return [...rates].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}

/** Every rate present, zero where a figure has none (tables get the same columns). */
function withRates<T extends OvertimeFigures>(figures: T, rates: readonly string[]): T {
  return {
    ...figures,
    by_rate: Object.fromEntries(rates.map((rate) => [rate, figures.by_rate[rate] ?? 0])),
  };
}

/** Employees with overtime, department subtotals (by name, none last), the total and the months. */
export function overtimeTables(
  employees: readonly ReportEmployee[],
  collection: OvertimeCollection,
  from: string,
  to: string,
) {
  const withOvertime = employees.filter((e) => (collection.byEmployee.get(e.id)?.total ?? 0) > 0);
  const rates = ratesOf(collection.byEmployee.values());
  const rows = withOvertime.map((e) => ({
    employee: personOf(e),
    ...withRates(collection.byEmployee.get(e.id)!, rates),
  }));
  const departments = new Map<
    string,
    OvertimeFigures & { department: ReportEmployee['department']; employees: number }
  >();
  const total = { ...emptyOvertime(), employees: 0 };
  for (const row of rows) {
    const key = row.employee.department?.id ?? '';
    let group = departments.get(key);
    if (!group) {
      group = { ...emptyOvertime(), department: row.employee.department, employees: 0 };
      departments.set(key, group);
    }
    addOvertime(group, row);
    group.employees += 1;
    addOvertime(total, row);
    total.employees += 1;
  }
  const byName = [...departments.values()].sort((a, b) =>
    a.department && b.department
      ? a.department.name.localeCompare(b.department.name, 'pt-BR')
      : a.department
        ? -1
        : 1,
  );
  return {
    rates,
    rows,
    departments: byName.map((d) => withRates(d, rates)),
    total: withRates(total, rates),
    months: monthsOf(from, to).map((month) => ({
      month,
      ...withRates(collection.byMonth.get(month) ?? emptyOvertime(), rates),
    })),
  };
}

/** The screen's answer: one page of the employees, every subtotal. */
export function overtimeReport(
  employees: readonly ReportEmployee[],
  collection: OvertimeCollection,
  query: { from: string; to: string; page: number; page_size: number },
): OvertimeReport {
  const tables = overtimeTables(employees, collection, query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    rates: tables.rates,
    results: pageSlice(tables.rows, query),
    count: tables.rows.length,
    page: query.page,
    page_size: query.page_size,
    departments: tables.departments,
    total: tables.total,
    months: tables.months,
  };
}
