import { DEFAULT_LEAVE_TYPES } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  companyHolidays,
  employeeSchedules,
  employees,
  leaveTypes,
  type StoredSchedule,
  schedules,
  scheduleVersions,
} from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { DEMO_HOLIDAYS, DEMO_SCHEDULES } from './demo-data-time-policy.js';
import type { DemoStructure } from './demo-structure.js';

/**
 * The demo company's time policy: its schedules (a 44 h week — the demo employee's with an hours
 * bank —, day and night 12x36, a night week), every employee on one of them from the admission
 * date, the workplaces' state and municipal holidays, and the usual leave types.
 */
export async function createDemoTimePolicy(db: Database, structure: DemoStructure): Promise<void> {
  const { companyId } = structure;
  const scheduleIds = new Map<string, string>();
  for (const s of DEMO_SCHEDULES) {
    const id = uuidv7();
    scheduleIds.set(s.key, id);
    await db.insert(schedules).values({ companyId, id, name: s.name, code: s.code });
    const rules = { ...DEFAULT_RULES, ...s.rules };
    await db.insert(scheduleVersions).values({
      companyId,
      id: uuidv7(),
      scheduleId: id,
      effectiveFrom: '2019-01-01',
      schedule: s.schedule as StoredSchedule,
      rules,
      overrides: s.rules,
      preAssignedBreak: s.preAssignedBreak,
    });
  }

  // By department: bakers work at night, the butchers and logistics in 12x36 shifts.
  const byDepartment = new Map<string, string>();
  for (const s of DEMO_SCHEDULES) {
    for (const d of s.departments) byDepartment.set(structure.departmentIds.get(d)!, s.key);
  }
  const people = await db
    .select({
      id: employees.id,
      departmentId: employees.departmentId,
      admission: employees.admissionDate,
      userId: employees.userId,
    })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  await db.insert(employeeSchedules).values(
    people.map((p, k) => {
      // Logistics alternates day and night 12x36 crews.
      let key = byDepartment.get(p.departmentId ?? '') ?? 'comercial';
      // The demo employee (the one with a login) keeps an hours bank.
      if (p.userId !== null && key === 'comercial') key = 'comercialBanco';
      if (
        key === 'dia12x36' &&
        structure.departmentIds.get('log') === p.departmentId &&
        k % 2 === 1
      ) {
        key = 'noite12x36';
      }
      return {
        companyId,
        id: uuidv7(),
        employeeId: p.id,
        scheduleId: scheduleIds.get(key)!,
        effectiveFrom: p.admission,
      };
    }),
  );

  await db.insert(companyHolidays).values(
    DEMO_HOLIDAYS.map((h) => ({
      companyId,
      id: uuidv7(),
      date: h.date,
      name: h.name,
      scope: h.scope,
      state: h.state,
      city: 'city' in h ? h.city : null,
      recurring: true,
    })),
  );
  await db.insert(leaveTypes).values(
    DEFAULT_LEAVE_TYPES.map((l) => ({
      companyId,
      id: uuidv7(),
      name: l.name,
      code: l.code,
      justified: l.justified,
      paid: l.paid,
      affectsDsr: l.affects_dsr,
      requiresDocument: l.requires_document,
      maxDays: l.max_days,
      active: l.active,
      category: l.category,
    })),
  );
}
