import type { SummaryFigures, SummaryReport } from '@ponteiro/shared';
import type { ReportEmployee } from '../reports/selection.js';
import type { SummarySumRow } from './figures.repository.js';

// The summary from the employees' sums (pure): per department, per subsidiary and for the
// company, with the rates the contract states (percent, two decimals; null without a schedule).

type Sums = Omit<SummarySumRow, 'employeeId'>;

const SUMMED = [
  'scheduled',
  'worked',
  'overtime',
  'night',
  'absence',
  'justified',
  'late',
] as const;

/** `part` of `whole` in percent with two decimals; null when nothing was scheduled. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
}

/** A group's figures from its employees' sums. */
export function summaryFigures(sums: readonly Sums[], headcount: number): SummaryFigures {
  const total = Object.fromEntries(SUMMED.map((k) => [k, 0])) as Sums;
  for (const row of sums) for (const k of SUMMED) total[k] += row[k];
  return {
    headcount,
    ...total,
    absenteeism_rate: percentOf(total.absence, total.scheduled),
    absenteeism_with_justified_rate: percentOf(total.absence + total.justified, total.scheduled),
    overtime_rate: percentOf(total.overtime, total.scheduled),
  };
}

const ZERO: Sums = {
  scheduled: 0,
  worked: 0,
  overtime: 0,
  night: 0,
  absence: 0,
  justified: 0,
  late: 0,
};

function grouped<K extends { id: string; name: string } | null>(
  employees: readonly ReportEmployee[],
  sums: ReadonlyMap<string, Sums>,
  keyOf: (employee: ReportEmployee) => K,
): { key: K; figures: SummaryFigures }[] {
  const groups = new Map<string, { key: K; sums: Sums[] }>();
  for (const employee of employees) {
    const key = keyOf(employee);
    const id = key?.id ?? '';
    let group = groups.get(id);
    if (!group) {
      group = { key, sums: [] };
      groups.set(id, group);
    }
    group.sums.push(sums.get(employee.id) ?? ZERO);
  }
  return [...groups.values()]
    .sort((a, b) =>
      a.key && b.key ? a.key.name.localeCompare(b.key.name, 'pt-BR') : a.key ? -1 : 1,
    )
    .map((g) => ({ key: g.key, figures: summaryFigures(g.sums, g.sums.length) }));
}

/** Every employee of the period counts in the headcount, with or without figures. */
export function summaryReport(
  employees: readonly ReportEmployee[],
  sums: ReadonlyMap<string, Sums>,
  from: string,
  to: string,
): SummaryReport {
  return {
    from,
    to,
    departments: grouped(employees, sums, (e) => e.department).map((g) => ({
      department: g.key,
      ...g.figures,
    })),
    subsidiaries: grouped(employees, sums, (e) => ({
      id: e.subsidiary.id,
      name: e.subsidiary.name,
    })).map((g) => ({ subsidiary: g.key, ...g.figures })),
    total: summaryFigures(
      employees.map((e) => sums.get(e.id) ?? ZERO),
      employees.length,
    ),
  };
}
