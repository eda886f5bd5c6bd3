import { auditLog, companies } from '@ponteiro/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditScope, writeAudited } from '../src/lib/audit.js';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from './support/test-database.js';

/** The write-and-audit path on a real database: one transaction, rows bound to the scope. */
describe.each(testDatabaseKinds())('writeAudited (%s)', (kind) => {
  let database: TestDatabase;
  const scope: AuditScope = {
    context: { requestId: 'req-1', ip: '203.0.113.7' },
    actorType: 'system',
    actorId: null,
    entity: 'company',
  };
  const newCompany = (employerId: string) => ({
    employerType: 'cnpj' as const,
    employerId,
    legalName: 'Padaria Pão Quente Ltda',
    timezone: 'America/Sao_Paulo',
    address: {},
  });
  const auditsOf = (entityId: string) =>
    database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('writes the change and its audit row, carrying the scope and the request', async () => {
    const id = await writeAudited(database.db, scope, async (t, audit) => {
      const [row] = await t.insert(companies).values(newCompany('11222333000181')).returning();
      await audit({ action: 'create', entityId: row!.id, after: { legal_name: row!.legalName } });
      await audit({ action: 'note', entity: 'other', entityId: row!.id });
      return row!.id;
    });
    const rows = await auditsOf(id);
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['company', 'create'],
      ['other', 'note'],
    ]);
    expect(rows[0]).toMatchObject({
      companyId: null,
      actorType: 'system',
      actorId: null,
      requestId: 'req-1',
      ip: '203.0.113.7',
      before: null,
      after: { legal_name: 'Padaria Pão Quente Ltda' },
    });
  });

  it('rolls the write and its audit rows back together', async () => {
    let id = '';
    await expect(
      writeAudited(database.db, scope, async (t, audit) => {
        const [row] = await t.insert(companies).values(newCompany('45723174000110')).returning();
        id = row!.id;
        await audit({ action: 'create', entityId: id });
        throw new Error('refused after the audit row');
      }),
    ).rejects.toThrow('refused after the audit row');
    expect(await database.db.select().from(companies).where(eq(companies.id, id))).toEqual([]);
    expect(await auditsOf(id)).toEqual([]);
  });

  it('refuses a row that names no entity', async () => {
    await expect(
      writeAudited(database.db, { ...scope, entity: undefined }, (_t, audit) =>
        audit({ action: 'create' }),
      ),
    ).rejects.toThrow('names no entity');
  });
});
