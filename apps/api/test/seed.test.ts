import {
  companies,
  companyHolidays,
  companyMembers,
  employeeSchedules,
  employees,
  leaveTypes,
  plans,
  platformAdmins,
  registerRecords,
  scheduleVersions,
  subsidiaries,
  users,
  verifyPassword,
  verifyRegisters,
} from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { isValidCnpj, isValidCpf, isValidPis } from '@ponteiro/shared';
import { computeTimesheet, parseScenario } from '@ponteiro/time-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from './support/test-database.js';

describe.each(testDatabaseKinds())('seed (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('creates the administrator and a demo company with valid documents, once', async () => {
    const first = await seedIfEmpty(database.db, { demo: true });
    expect(first.created).toBe(true);
    expect(first.logins.map((l) => l.login)).toContain('admin');

    const [company] = await database.db.select().from(companies);
    expect(company && isValidCnpj(company.employerId)).toBe(true);
    const subs = await database.db.select().from(subsidiaries);
    expect(subs.length).toBeGreaterThanOrEqual(3);
    expect(subs.every((s) => isValidCnpj(s.employerId))).toBe(true);
    // One branch carries an alphanumeric CNPJ.
    expect(subs.some((s) => /[A-Z]/.test(s.employerId))).toBe(true);
    expect(new Set(subs.map((s) => s.timezone)).size).toBeGreaterThan(1);

    const staff = await database.db.select().from(employees);
    expect(staff.length).toBeGreaterThanOrEqual(10);
    expect(staff.every((e) => isValidCpf(e.cpf) && (!e.pis || isValidPis(e.pis)))).toBe(true);
    expect(new Set(staff.map((e) => e.cpf)).size).toBe(staff.length);

    // The platform administrator never gets the published demo password: it reads every
    // user's reset links in the outbox. Its random password is reported on the first seed only.
    const [admin] = await database.db.select().from(platformAdmins);
    expect(await verifyPassword(admin!.passwordHash, 'Ponteiro@2026')).toBe(false);
    const adminLogin = first.logins.find((l) => l.login === 'admin');
    expect(await verifyPassword(admin!.passwordHash, adminLogin!.password)).toBe(true);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    // The product speaks Portuguese by default; the back-office shows this name.
    expect(admin!.name).toBe('Administrador da plataforma');
    const roles = (await database.db.select().from(companyMembers)).map((m) => m.role).sort();
    expect(roles).toEqual(['admin', 'employee', 'owner']);

    // Something to sell: /pricing and the back-office start with three public plans.
    const sold = await database.db.select().from(plans).where(eq(plans.isPublic, true));
    expect(sold.map((p) => p.name).sort()).toEqual(['Corporativo', 'Essencial', 'Profissional']);

    const again = await seedIfEmpty(database.db, { demo: true });
    expect(again.created).toBe(false);
    expect(await database.db.select().from(plans)).toHaveLength(4);
    expect(again.logins.map((l) => l.login)).not.toContain('admin');
    expect(await database.db.select().from(users)).toHaveLength(3);
  });

  it('opens each workplace register with its employer and includes every active employee; the chains verify', async () => {
    const db = database.db;
    const records = await db.select().from(registerRecords);
    const active = (await db.select().from(employees)).filter((e) => e.status === 'active');
    expect(records.filter((r) => r.type === '5' && r.operation === 'I')).toHaveLength(
      active.length,
    );
    expect(records.filter((r) => r.type === '7').length).toBeGreaterThan(100);
    const checks = await verifyRegisters(db);
    expect(checks.length).toBeGreaterThan(1);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    for (const c of checks.filter((c) => c.records > 0)) {
      expect(records.find((r) => r.subsidiaryId === c.subsidiaryId && r.nsr === 1)?.type).toBe('2');
    }
  });

  it('gives every demo employee a schedule the engine computes, and the cities their holidays', async () => {
    const db = database.db;
    const staff = await db.select().from(employees);
    const assigned = await db.select().from(employeeSchedules);
    expect(new Set(assigned.map((a) => a.employeeId))).toEqual(new Set(staff.map((e) => e.id)));
    const versions = await db.select().from(scheduleVersions);
    const kinds = versions.map((v) => v.schedule.kind);
    expect(kinds).toContain('weekly');
    expect(kinds).toContain('cycle');
    // A 12x36 night crew and a night week exist, and people work them.
    const nightSchedules = new Set(
      versions
        .filter(
          (v) =>
            JSON.stringify(v.schedule).includes('"19:00","07:00"') ||
            JSON.stringify(v.schedule).includes('"22:00"'),
        )
        .map((v) => v.scheduleId),
    );
    expect(nightSchedules.size).toBe(2);
    expect(assigned.some((a) => nightSchedules.has(a.scheduleId))).toBe(true);
    for (const v of versions) {
      expect(() =>
        computeTimesheet(
          parseScenario({
            timezone: 'America/Recife',
            from: '2026-11-01',
            to: '2026-11-30',
            schedule: v.schedule,
            rules: v.rules,
          }),
        ),
      ).not.toThrow();
    }
    const holidays = await db.select().from(companyHolidays);
    const cities = (await db.select().from(subsidiaries)).map((s) => s.address.city);
    for (const city of cities) expect(holidays.some((h) => h.city === city)).toBe(true);
    expect((await db.select().from(leaveTypes)).length).toBe(9);
    // The demo employee (the one with a login) keeps an hours bank; the others do not.
    const withLogin = staff.filter((e) => e.userId !== null).map((e) => e.id);
    const bankIds = new Set(versions.filter((v) => v.rules.hoursBank).map((v) => v.scheduleId));
    expect(assigned.filter((a) => bankIds.has(a.scheduleId)).map((a) => a.employeeId)).toEqual(
      withLogin,
    );
  });
});

describe('seed without demo data', () => {
  it('creates only the administrator, with a random password it reports once', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const report = await seedIfEmpty(database.db, { demo: false });
      expect(report.logins).toHaveLength(1);
      expect(report.logins[0]!.password).not.toBe('Ponteiro@2026');
      expect(report.logins[0]!.password.length).toBeGreaterThanOrEqual(12);
      expect(await database.db.select().from(companies)).toHaveLength(0);
      expect((await seedIfEmpty(database.db, { demo: false })).logins).toHaveLength(0);
    } finally {
      await database.destroy();
    }
  });
});
