import type { ReportPerson } from '@ponteiro/shared';
import { dateIn } from '../../lib/calendar-date.js';
import type { ReportEmployee } from '../reports/selection.js';

// What the figures reports share: who a row is about, chunks of employees, the months of a period
// and the last day that has happened.

/** Employees per transaction (and per `= any(array[…])` list). */
export const EMPLOYEE_CHUNK = 200;

export function personOf(employee: ReportEmployee): ReportPerson {
  return {
    id: employee.id,
    name: employee.name,
    registration: employee.registration,
    department: employee.department,
    subsidiary: { id: employee.subsidiary.id, name: employee.subsidiary.name },
  };
}

export function chunksOf<T>(items: readonly T[], size = EMPLOYEE_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Every month (`YYYY-MM`) the period touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * The last day a report counts: days after today have not happened (no absence, no overtime
 * yet). A job has no caller's zone: the latest "today" of the employees' workplaces.
 */
export function lastCountedDay(to: string, today: string): string {
  return to < today ? to : today;
}

export function todayOfWorkplaces(employees: readonly ReportEmployee[], now: Date): string {
  const zones = new Set(employees.map((e) => e.subsidiary.timeZone));
  if (zones.size === 0) zones.add('America/Sao_Paulo');
  return [...zones]
    .map((zone) => dateIn(now, zone))
    .sort()
    .at(-1)!;
}
