import { resolve } from 'node:path';
import { openDatabase, verifyRegisters } from '@ponteiro/db';
import { UsageError } from '../command.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || !UUID.test(value)) throw new UsageError(`${name} needs an id (uuid)`);
  return value;
}

/**
 * `ponteiro afd verify-chain [--company <id>] [--subsidiary <id>] [--json]`: walks every punch
 * register (ARP) of the database end to end — NSR from 1 without gaps, the employer first, each
 * punch's SHA-256 recomputed from its stored fields and the previous punch — and compares each
 * subsidiary's marks with the register's end. Exit 0 when every register holds, 1 otherwise.
 */
export async function afdVerifyChain(args: string[]): Promise<number> {
  const known = ['--company', '--subsidiary', '--json'];
  for (const [i, arg] of args.entries()) {
    const isValue = i > 0 && (args[i - 1] === '--company' || args[i - 1] === '--subsidiary');
    if (!isValue && !known.includes(arg)) throw new UsageError(`unknown argument "${arg}"`);
  }
  const companyId = optionValue(args, '--company');
  const subsidiaryId = optionValue(args, '--subsidiary');
  const json = args.includes('--json');
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR ?? 'data', 'pglite'),
  });
  try {
    const results = await verifyRegisters(database.db, { companyId, subsidiaryId });
    const broken = results.filter((r) => !r.ok);
    if (json) {
      process.stdout.write(
        `${JSON.stringify({ ok: broken.length === 0, registers: results }, null, 2)}\n`,
      );
    } else {
      for (const r of results) {
        const head = `${r.ok ? 'ok ' : 'BAD'} ${r.subsidiaryName} (${r.subsidiaryId}): ${r.records} records, ${r.punches} punches, last NSR ${r.lastNsr}`;
        process.stdout.write(`${head}\n`);
        for (const p of r.problems)
          process.stdout.write(`    NSR ${p.nsr}: ${p.problem} — ${p.detail}\n`);
      }
      process.stdout.write(
        `${results.length} register(s) checked, ${broken.length} with problems.\n`,
      );
    }
    return broken.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}
