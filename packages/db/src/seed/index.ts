import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { hashPassword } from '../password.js';
import {
  auditLog,
  companies,
  companyMembers,
  departments,
  employees,
  locations,
  platformAdmins,
  positions,
  subsidiaries,
  users,
} from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import {
  DEMO_COMPANY,
  DEMO_DEPARTMENTS,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_SUBSIDIARIES,
  DEMO_USERS,
  EMPLOYEE_COUNT,
  FIRST_NAMES,
  SURNAMES,
} from './demo-data.js';
import { generateCnpj, generateCpf, generatePis, seededRandom } from './documents.js';

export interface SeedLogin {
  label: string;
  login: string;
  password: string;
  path: string;
}

export interface SeedReport {
  /** Whether this call created anything. */
  created: boolean;
  /** Logins whose password is known (demo data, or a password generated just now). */
  logins: SeedLogin[];
}

export interface SeedOptions {
  /** Also create the demo company. */
  demo: boolean;
  /** Platform administrator's password; demo password in demo mode, random otherwise. */
  adminPassword?: string | undefined;
}

export const ADMIN_USERNAME = 'admin';
const SEED_LOCK_KEY = 7_140_672;

/**
 * Seeds what an empty installation needs: a platform administrator and, in demo mode, the demo
 * company. Idempotent: each part is created only when its table is empty. One transaction.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { created: false, logins: [] };
  await db.transaction(async (tx) => {
    // Instances starting together would both find the tables empty; the lock makes the second
    // wait for the first one's commit and then find the data there.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [admins] = await tx.select({ n: count() }).from(platformAdmins);
    if (Number(admins?.n ?? 0) === 0) {
      // Never the published demo password, not even in demo mode: the platform administrator
      // reads the email outbox, i.e. every user's reset link. Random, reported once.
      const password = options.adminPassword ?? randomBytes(12).toString('base64url');
      const id = uuidv7();
      await tx.insert(platformAdmins).values({
        id,
        username: ADMIN_USERNAME,
        name: 'Administrador da plataforma',
        passwordHash: await hashPassword(password),
        isSuperuser: true,
      });
      await tx
        .insert(auditLog)
        .values({ actorType: 'system', action: 'seed', entity: 'platform_admin', entityId: id });
      report.created = true;
      report.logins.push({
        label: 'Platform administrator',
        login: ADMIN_USERNAME,
        password,
        path: '/admin-login',
      });
    }

    if (!options.demo) return;
    const [companyCount] = await tx.select({ n: count() }).from(companies);
    if (Number(companyCount?.n ?? 0) === 0) {
      await createDemoCompany(tx as unknown as Database);
      report.created = true;
    }
    for (const user of DEMO_USERS) {
      report.logins.push({
        label: user.label,
        login: user.email,
        password: DEMO_PASSWORD,
        path: '/signin',
      });
    }
  });
  return report;
}

async function createDemoCompany(db: Database): Promise<void> {
  const random = seededRandom(671);
  const companyId = uuidv7();
  // The head office (matriz) is branch 0001 of the company's CNPJ root.
  const matrixCnpj = generateCnpj(random);
  await db.insert(companies).values({
    id: companyId,
    employerType: 'cnpj',
    employerId: matrixCnpj,
    legalName: DEMO_COMPANY.legalName,
    tradeName: DEMO_COMPANY.tradeName,
    timezone: DEMO_COMPANY.timezone,
    address: DEMO_COMPANY.address,
  });

  const subsidiaryIds = new Map<string, string>();
  for (const s of DEMO_SUBSIDIARIES) subsidiaryIds.set(s.key, uuidv7());
  await db.insert(subsidiaries).values(
    DEMO_SUBSIDIARIES.map((s, index) => ({
      companyId,
      id: subsidiaryIds.get(s.key)!,
      name: s.name,
      employerType: 'cnpj' as const,
      // Same root (8 digits), branch number 0001, 0002, …; the last branch uses the alphanumeric
      // CNPJ format that the Receita issues from July 2026.
      employerId:
        index === DEMO_SUBSIDIARIES.length - 1
          ? generateCnpj(random, `12ABC345${String(index + 1).padStart(4, '0')}`)
          : generateCnpj(random, `${matrixCnpj.slice(0, 8)}${String(index + 1).padStart(4, '0')}`),
      timezone: s.timezone,
      address: s.address,
    })),
  );

  // One geofenced location per store (the punch screens check the radius in later issues).
  const locationIds = new Map<string, string>();
  for (const s of DEMO_SUBSIDIARIES) locationIds.set(s.key, uuidv7());
  await db.insert(locations).values(
    DEMO_SUBSIDIARIES.map((s) => ({
      companyId,
      id: locationIds.get(s.key)!,
      name: `Loja ${s.address.city}`,
      address: s.address,
      latitude: s.location.latitude,
      longitude: s.location.longitude,
      radiusMeters: 150,
    })),
  );

  const departmentIds = new Map<string, string>();
  for (const d of DEMO_DEPARTMENTS) departmentIds.set(d.key, uuidv7());
  // Parents first: the self-referencing foreign key is checked row by row.
  for (const d of DEMO_DEPARTMENTS) {
    await db.insert(departments).values({
      companyId,
      id: departmentIds.get(d.key)!,
      name: d.name,
      parentId: 'parent' in d ? departmentIds.get(d.parent)! : null,
    });
  }

  const positionIds = new Map<string, string>();
  for (const p of DEMO_POSITIONS) positionIds.set(p.key, uuidv7());
  await db.insert(positions).values(
    DEMO_POSITIONS.map((p) => ({
      companyId,
      id: positionIds.get(p.key)!,
      name: p.name,
      cbo: p.cbo,
    })),
  );

  const userIds = new Map<string, string>();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) userIds.set(u.key, uuidv7());
  await db.insert(users).values(
    DEMO_USERS.map((u) => ({
      id: userIds.get(u.key)!,
      name: u.name,
      email: u.email,
      passwordHash: demoHash,
      countryCode: '+55',
    })),
  );
  await db
    .insert(companyMembers)
    .values(DEMO_USERS.map((u) => ({ companyId, userId: userIds.get(u.key)!, role: u.role })));

  const usedCpfs = new Set<string>();
  const rows = [];
  for (let i = 0; i < EMPLOYEE_COUNT; i++) {
    const position = DEMO_POSITIONS[i === 0 ? 3 : Math.floor(random() * DEMO_POSITIONS.length)]!;
    const subsidiary = DEMO_SUBSIDIARIES[i % DEMO_SUBSIDIARIES.length]!;
    const name =
      i === 0
        ? DEMO_USERS[2].name
        : `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)} ${pick(random, SURNAMES)}`;
    let cpf = generateCpf(random);
    while (usedCpfs.has(cpf)) cpf = generateCpf(random);
    usedCpfs.add(cpf);
    const admission = new Date(
      Date.UTC(
        2019 + Math.floor(random() * 7),
        Math.floor(random() * 12),
        1 + Math.floor(random() * 28),
      ),
    );
    const disabled = i % 17 === 16;
    const birth = new Date(
      Date.UTC(
        1965 + Math.floor(random() * 38),
        Math.floor(random() * 12),
        1 + Math.floor(random() * 28),
      ),
    );
    // Terminated some months after admission, within the last year or so.
    const termination = disabled
      ? new Date(Math.max(admission.getTime() + 90 * DAY_MS, Date.UTC(2025, 9, 1) + i * DAY_MS))
      : null;
    rows.push({
      companyId,
      id: uuidv7(),
      name,
      cpf,
      pis: generatePis(random),
      birthDate: birth.toISOString().slice(0, 10),
      email: i === 0 ? DEMO_USERS[2].email : null,
      phone: i % 3 === 0 ? `119${String(80000000 + Math.floor(random() * 9999999))}` : null,
      countryCode: i % 3 === 0 ? '+55' : null,
      registration: String(1001 + i),
      devicePin: String(1001 + i),
      badge: i % 2 === 0 ? `CR${String(50000 + i)}` : null,
      admissionDate: admission.toISOString().slice(0, 10),
      terminationDate: termination ? termination.toISOString().slice(0, 10) : null,
      status: disabled ? ('disabled' as const) : ('active' as const),
      subsidiaryId: subsidiaryIds.get(subsidiary.key)!,
      departmentId: departmentIds.get(position.department)!,
      positionId: positionIds.get(position.key)!,
      locationId: locationIds.get(subsidiary.key)!,
      userId: i === 0 ? userIds.get('employee')! : null,
    });
  }
  await db.insert(employees).values(rows);
  // Each top-level department is managed by its first active employee, when it has one.
  for (const d of DEMO_DEPARTMENTS) {
    if ('parent' in d) continue;
    const manager = rows.find(
      (r) => r.status === 'active' && r.departmentId === departmentIds.get(d.key),
    );
    if (!manager) continue;
    await db
      .update(departments)
      .set({ managerEmployeeId: manager.id })
      .where(
        and(eq(departments.companyId, companyId), eq(departments.id, departmentIds.get(d.key)!)),
      );
  }
  await db.insert(auditLog).values({
    companyId,
    actorType: 'system',
    action: 'seed',
    entity: 'company',
    entityId: companyId,
    after: {
      subsidiaries: DEMO_SUBSIDIARIES.length,
      locations: DEMO_SUBSIDIARIES.length,
      departments: DEMO_DEPARTMENTS.length,
      employees: rows.length,
    },
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}
