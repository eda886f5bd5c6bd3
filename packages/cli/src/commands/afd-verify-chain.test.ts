import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendToRegister, openDatabase, registerRecords, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  createCompanyWithOwner,
  createEmployee,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../command.js';
import { capture } from '../test-support.js';
import { afdVerifyChain } from './afd-verify-chain.js';

// `ponteiro afd verify-chain` on a real embedded database: a register written by the one append
// path verifies; a record slipped in past it (inserts are the only write the database allows) is
// found.

const dir = mkdtempSync(join(tmpdir(), 'ponteiro-verify-chain-'));
let companyId = '';
let good = '';
let tampered = '';

beforeAll(async () => {
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    await database.migrate();
    const db = database.db;
    const { company } = await createCompanyWithOwner(db);
    companyId = company.id;
    good = (await createSubsidiary(db, companyId)).id;
    tampered = (await createSubsidiary(db, companyId)).id;
    for (const subsidiary of [good, tampered]) {
      const employee = await createEmployee(db, companyId, subsidiary, { cpf: anyCpf() });
      await withTenant(db, { companyId }, (t) =>
        appendToRegister(
          t,
          subsidiary,
          Array.from({ length: 5 }, () => ({
            type: '7' as const,
            employeeId: employee.id,
            cpf: employee.cpf,
            collector: '02',
            offline: false,
          })),
        ),
      );
    }
    // Past the append path: NSR 7 with a made-up hash, and the subsidiary's marks left behind.
    await db.insert(registerRecords).values({
      companyId,
      subsidiaryId: tampered,
      nsr: 7,
      type: '7',
      recordedAt: new Date(),
      timeZone: 'America/Sao_Paulo',
      employeeId: null,
      cpf: anyCpf(),
      punchedAt: new Date(),
      collector: '02',
      offline: false,
      hash: 'f'.repeat(64),
    });
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

describe('ponteiro afd verify-chain', () => {
  it('passes a register written by the append path', async () => {
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    const r = await capture(() => afdVerifyChain(['--subsidiary', good, '--json']));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.ok).toBe(true);
    expect(report.registers[0]).toMatchObject({ records: 6, punches: 5, lastNsr: 6, problems: [] });
  });

  it('finds a record slipped past it: the hash and the marks do not hold', async () => {
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    const r = await capture(() => afdVerifyChain(['--company', companyId]));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('2 register(s) checked, 1 with problems.');
    expect(r.stdout).toMatch(/NSR 7: hash_mismatch/);
    expect(r.stdout).toMatch(/NSR 7: head_mismatch/);
  });

  it('refuses unknown arguments and ids that are not ids', async () => {
    await expect(afdVerifyChain(['--all'])).rejects.toBeInstanceOf(UsageError);
    await expect(afdVerifyChain(['--company', 'acme'])).rejects.toBeInstanceOf(UsageError);
  });
});
