import { count, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { companies, platformAdmins } from '../schema/index.js';
import { createDemoCompany } from './demo-company.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { createDemoPlans } from './demo-plans.js';
import { ADMIN_USERNAME, createPlatformAdmin } from './platform-admin.js';

export { ADMIN_USERNAME };

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
  /** SEALING_KEY when configured: the demo company's certificate is sealed with it. */
  sealingKey?: string | undefined;
}

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
      const password = await createPlatformAdmin(tx as unknown as Database, options.adminPassword);
      report.created = true;
      report.logins.push({
        label: 'Platform administrator',
        login: ADMIN_USERNAME,
        password,
        path: '/admin-login',
      });
    }

    if (!options.demo) return;
    if (await createDemoPlans(tx as unknown as Database)) report.created = true;
    const [companyCount] = await tx.select({ n: count() }).from(companies);
    if (Number(companyCount?.n ?? 0) === 0) {
      await createDemoCompany(tx as unknown as Database, { sealingKey: options.sealingKey });
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
