import type { Database } from '../client.js';
import { auditLog } from '../schema/index.js';
import { DEMO_DEPARTMENTS, DEMO_SUBSIDIARIES } from './demo-data.js';
import { createDemoEmployees } from './demo-employees.js';
import { createDemoPayroll } from './demo-payroll.js';
import { createDemoRegister } from './demo-register.js';
import { createDemoStructure } from './demo-structure.js';
import { createDemoTimePolicy } from './demo-time-policy.js';
import { createDemoUsers } from './demo-users.js';
import { createDemoVacations } from './demo-vacations.js';
import { seededRandom } from './documents.js';

/**
 * The demo company (demo-data.ts): structure, users, employees, their time policy, and an audit
 * entry. Seeded random
 * numbers, so every installation gets the same documents and names.
 */
export async function createDemoCompany(
  db: Database,
  options: { sealingKey?: string } = {},
): Promise<void> {
  const random = seededRandom(671);
  const structure = await createDemoStructure(db, random);
  const { companyId } = structure;
  const userIds = await createDemoUsers(db, companyId);
  const employeeCount = await createDemoEmployees(db, random, structure, userIds);
  await createDemoTimePolicy(db, structure);
  await createDemoVacations(db, structure.companyId);
  await createDemoPayroll(db, companyId);
  await createDemoRegister(db, structure, random, { sealingKey: options.sealingKey });
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
      employees: employeeCount,
    },
  });
}
