import { DEFAULT_RULES } from '@ponteiro/time-engine';
import type { Database } from '../client.js';
import {
  employeeSchedules,
  type StoredSchedule,
  schedules,
  scheduleVersions,
} from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { unique } from './documents.js';

export type ScheduleRow = typeof schedules.$inferSelect;

/** The statutory rules, as the API stores them in a version when nothing overrides them. */
export const STATUTORY_RULES = DEFAULT_RULES;

/** Monday to Friday 08–12 and 13–17. */
export const OFFICE_WEEK: StoredSchedule = {
  kind: 'weekly',
  days: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [
      d,
      [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
    ]),
  ),
};

/**
 * A schedule with one version (the statutory rules unless given). The rules are written as they
 * are: pass every key, as the API would have merged them.
 */
export async function createSchedule(
  db: Database,
  companyId: string,
  over: {
    name?: string;
    code?: string;
    schedule?: StoredSchedule;
    rules?: Record<string, unknown>;
    effectiveFrom?: string;
  } = {},
): Promise<ScheduleRow> {
  const name = over.name ?? `Horário ${unique()}`;
  const [row] = await db
    .insert(schedules)
    .values({ companyId, id: uuidv7(), name, code: over.code ?? unique('H') })
    .returning();
  await db.insert(scheduleVersions).values({
    companyId,
    id: uuidv7(),
    scheduleId: row!.id,
    effectiveFrom: over.effectiveFrom ?? '2020-01-01',
    schedule: over.schedule ?? OFFICE_WEEK,
    rules: over.rules ?? { ...STATUTORY_RULES },
  });
  return row!;
}

/** The employee works the schedule from `effectiveFrom`. */
export async function assignSchedule(
  db: Database,
  companyId: string,
  employeeId: string,
  scheduleId: string,
  effectiveFrom = '2020-01-01',
): Promise<void> {
  await db
    .insert(employeeSchedules)
    .values({ companyId, id: uuidv7(), employeeId, scheduleId, effectiveFrom });
}
