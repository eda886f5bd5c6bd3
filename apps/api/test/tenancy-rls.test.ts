import {
  APP_ROLE,
  appSecrets,
  auditLog,
  companies,
  type Database,
  passwordResetTokens,
  platformAdmins,
  positions,
  tenantOn,
  uuidv7,
  withTenant,
} from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from './support/test-database.js';

// The second wall (migration 0009): whatever a query forgets, a transaction scoped to company A
// sees and writes only A's rows, and the app role with no company set sees and writes none.

/** The database's own message, under drizzle's "Failed query" wrapper. */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('expected the query to fail');
}

const A = uuidv7();
const B = uuidv7();

describe.each(testDatabaseKinds())('row-level security (%s)', (kind) => {
  let handle: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    db = handle.db;
    // Unscoped (the connecting user, as the seed and sign-up run): both companies' rows.
    await db.insert(companies).values([
      { id: A, employerType: 'cnpj', employerId: '11222333000181', legalName: 'A' },
      { id: B, employerType: 'cnpj', employerId: '45723174000110', legalName: 'B' },
    ]);
    await db.insert(positions).values([
      { companyId: A, name: 'Cargo A' },
      { companyId: B, name: 'Cargo B' },
    ]);
    await db.insert(auditLog).values([
      { companyId: A, actorType: 'system', action: 'create', entity: 'position' },
      { companyId: B, actorType: 'system', action: 'create', entity: 'position' },
    ]);
  });

  afterAll(async () => {
    await handle?.destroy();
  });

  it('every table with a company_id has row-level security and the company policy', async () => {
    // A later migration that adds a company table without companyIsolation() fails here.
    const result = (await db.execute(sql`
      select c.relname as table, c.relrowsecurity as rls,
             exists (select 1 from pg_policies p
                      where p.schemaname = 'public' and p.tablename = c.relname
                        and p.policyname = 'company_isolation') as policy
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
       where c.relkind = 'r'
       order by 1`)) as { rows: { table: string; rls: boolean; policy: boolean }[] };
    expect(result.rows.length).toBeGreaterThanOrEqual(10);
    expect(result.rows.filter((r) => !r.rls || !r.policy).map((r) => r.table)).toEqual([]);
  });

  it('the connecting user sees every company (sign-in, back-office and seed run so)', async () => {
    expect(await db.select().from(positions)).toHaveLength(2);
  });

  it('a query without any company filter, scoped to A, sees only A', async () => {
    const names = await withTenant(db, { companyId: A }, (t) =>
      t.db.select({ name: positions.name }).from(positions),
    );
    expect(names).toEqual([{ name: 'Cargo A' }]);
    const audit = await withTenant(db, { companyId: B }, (t) =>
      t.db.select({ companyId: auditLog.companyId }).from(auditLog),
    );
    expect(audit).toEqual([{ companyId: B }]);
  });

  it('scoped to A, a write to B is refused and B is neither updated nor deleted', async () => {
    expect(
      await failure(
        withTenant(db, { companyId: A }, (t) =>
          t.db.insert(positions).values({ companyId: B, name: 'Intruso' }),
        ),
      ),
    ).toMatch(/row-level security/);
    await withTenant(db, { companyId: A }, async (t) => {
      await t.db.update(positions).set({ name: 'Mudado' });
      await t.db.delete(auditLog);
    });
    const rows = await db.select({ name: positions.name }).from(positions);
    expect(rows.map((r) => r.name).sort()).toEqual(['Cargo B', 'Mudado']);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it('the helper stamps and filters the company', async () => {
    const rows = await withTenant(db, { companyId: B }, async (t) => {
      await t.db.insert(positions).values(t.values(positions, { name: 'Cargo B2' }));
      return t.db
        .select({ name: positions.name })
        .from(positions)
        .where(t.where(positions))
        .orderBy(positions.name);
    });
    expect(rows).toEqual([{ name: 'Cargo B' }, { name: 'Cargo B2' }]);
    // Outside a scoped transaction the filter alone keeps to the company.
    const filtered = await tenantOn(db, { companyId: A }).db.select().from(positions);
    expect(filtered).toHaveLength(3);
    const a = tenantOn(db, { companyId: A });
    expect(await a.db.select().from(positions).where(a.where(positions))).toHaveLength(1);
  });

  it('the app role without a company sees no row and can write none', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return {
        positions: await tx.select().from(positions),
        audit: await tx.select().from(auditLog),
      };
    });
    expect(seen).toEqual({ positions: [], audit: [] });
    expect(
      await failure(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
          await tx.insert(positions).values({ companyId: A, name: 'Sem escopo' });
        }),
      ),
    ).toMatch(/row-level security/);
  });

  it('a scoped transaction cannot touch secrets, password resets or the back-office', async () => {
    for (const table of [appSecrets, passwordResetTokens, platformAdmins]) {
      expect(
        await failure(withTenant(db, { companyId: A }, (t) => t.db.select().from(table))),
      ).toMatch(/permission denied/);
    }
  });

  it('a company set earlier on the same connection does not leak into the next transaction', async () => {
    await withTenant(db, { companyId: A }, async () => {});
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return tx.select().from(positions);
    });
    expect(seen).toEqual([]);
    // And the role itself ended with the transaction.
    expect(await db.select().from(positions)).toHaveLength(3);
  });

  it('refuses a company id that is not a uuid', async () => {
    await expect(withTenant(db, { companyId: "x' or true" }, async () => 1)).rejects.toThrow(
      /not a uuid/,
    );
  });
});
