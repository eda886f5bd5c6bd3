import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { employeeLeaves, employees, leaveTypes } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusMonths = (date: string, months: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return Date.UTC(y, m - 1 + months, Math.min(d, last));
};

/**
 * The demo's past vacations (férias), so the leave balance reads like a real company's: each
 * active employee took 30 days two months into each concession period, when those days ended at
 * least two months before `now`; every fifth employee has not taken the last of them (owed, and
 * in double once its concession ends, art. 137). Periods acquired lately stay open.
 */
export async function createDemoVacations(db: Database, companyId: string, now = new Date()) {
  const [vacation] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(and(eq(leaveTypes.companyId, companyId), eq(leaveTypes.code, 'FERIAS')));
  if (!vacation) return;
  const people = await db
    .select({ id: employees.id, admission: employees.admissionDate })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = [];
  for (const [index, person] of people.entries()) {
    const taken: { from: string; to: string }[] = [];
    for (let k = 1; ; k++) {
      // Period k is acquired on the k-th anniversary; its concession runs the 12 months after.
      const acquired = plusMonths(person.admission, 12 * k);
      const from = acquired + 60 * DAY_MS;
      if (from + 29 * DAY_MS > today - 60 * DAY_MS) break;
      taken.push({ from: iso(from), to: iso(from + 29 * DAY_MS) });
    }
    if (index % 5 === 4) taken.pop();
    for (const period of taken) {
      rows.push({
        companyId,
        id: uuidv7(),
        employeeId: person.id,
        leaveTypeId: vacation.id,
        fromDate: period.from,
        toDate: period.to,
        reason: 'Férias',
      });
    }
  }
  if (rows.length > 0) await db.insert(employeeLeaves).values(rows);
}
