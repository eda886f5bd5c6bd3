import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { departments, employees } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import {
  DEMO_DEPARTMENTS,
  DEMO_POSITIONS,
  DEMO_SUBSIDIARIES,
  DEMO_USERS,
  EMPLOYEE_COUNT,
  FIRST_NAMES,
  SURNAMES,
} from './demo-data.js';
import type { DemoStructure } from './demo-structure.js';
import { generateCpf, generatePis } from './documents.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/**
 * The demo employees, spread over the stores; the first is the demo "employee" user. Every 17th is
 * terminated. Then each top-level department gets its first active employee as manager. Returns
 * how many were created.
 */
export async function createDemoEmployees(
  db: Database,
  random: () => number,
  structure: DemoStructure,
  userIds: Map<string, string>,
): Promise<number> {
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
      companyId: structure.companyId,
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
      subsidiaryId: structure.subsidiaryIds.get(subsidiary.key)!,
      departmentId: structure.departmentIds.get(position.department)!,
      positionId: structure.positionIds.get(position.key)!,
      locationId: structure.locationIds.get(subsidiary.key)!,
      userId: i === 0 ? userIds.get('employee')! : null,
      // Most have a salary (the rules simulator prices their minutes), some not (minutes only);
      // derived from the index, not the random sequence, so the rest of the demo stays as it was.
      monthlySalary: i % 4 === 3 ? null : (2200 + ((i * 397) % 61) * 100).toFixed(2),
    });
  }
  await db.insert(employees).values(rows);
  // Each top-level department is managed by its first active employee, when it has one.
  for (const d of DEMO_DEPARTMENTS) {
    if ('parent' in d) continue;
    const manager = rows.find(
      (r) => r.status === 'active' && r.departmentId === structure.departmentIds.get(d.key),
    );
    if (!manager) continue;
    await db
      .update(departments)
      .set({ managerEmployeeId: manager.id })
      .where(
        and(
          eq(departments.companyId, structure.companyId),
          eq(departments.id, structure.departmentIds.get(d.key)!),
        ),
      );
  }
  return rows.length;
}
