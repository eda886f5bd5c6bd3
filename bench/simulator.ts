// The what-if simulator (issue 20) for a 1,000-employee company: a month (August 2026, the
// timesheets bench's company and punches) replayed under tolerance 10/20 with the hours bank on,
// baseline and proposal both through the engine, in under TARGET_MS from the run's start to the
// stored result. Writing the company is not measured. In-process on PGlite (the default).

import { openDatabase, withTenant } from '@ponteiro/db';
import type { SimulationResult } from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import { insertSimulation } from '../apps/api/src/modules/simulator/simulations.repository.js';
import { createSimulationsService } from '../apps/api/src/modules/simulator/simulations.service.js';
import { round, silent } from './silent-log.js';
import { createTimesheetsCompany, EMPLOYEES, PERIOD } from './timesheets-data.js';

export const TARGET_MS = 10_000;

export interface SimulatorResult {
  target: { ms: number; employees: number; days: number };
  employees: number;
  punches: number;
  dataSeconds: number;
  ms: number;
  status: string;
  overtimeMinutes: { baseline: number; proposed: number };
  bankMinutes: number;
  pass: boolean;
}

export async function benchSimulator(): Promise<SimulatorResult> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const { db } = handle;
    await handle.migrate();
    const dataStarted = performance.now();
    const company = await createTimesheetsCompany(db);
    // Half the company with a salary known (the payroll estimate), half minutes only.
    await db.execute(sql`update employees set monthly_salary = 3300
      where company_id = ${company.companyId} and registration::int % 2 = 0`);
    await db.execute(sql`analyze`);
    const dataSeconds = round((performance.now() - dataStarted) / 1000);

    const service = createSimulationsService({ db, jobs: null, log: silent });
    const row = await withTenant(db, { companyId: company.companyId }, (t) =>
      insertSimulation(t, {
        proposal: { rules: { tolerancePerMark: 10, tolerancePerDay: 20, hoursBank: true } },
        selection: { ...PERIOD, who: 'all' },
        total: EMPLOYEES,
      }),
    );
    const started = performance.now();
    await service.run({ companyId: company.companyId, id: row.id });
    const ms = round(performance.now() - started);
    const stored = (await db.execute(sql`select status, result from simulations
      where company_id = ${company.companyId} and id = ${row.id}`)) as unknown as {
      rows: { status: string; result: SimulationResult | null }[];
    };
    const found = stored.rows[0]!;
    const totals = found.result?.totals;
    return {
      target: { ms: TARGET_MS, employees: EMPLOYEES, days: 31 },
      employees: found.result?.employees.length ?? 0,
      punches: company.punches,
      dataSeconds,
      ms,
      status: found.status,
      overtimeMinutes: {
        baseline: totals?.baseline.overtime_minutes ?? 0,
        proposed: totals?.proposed.overtime_minutes ?? 0,
      },
      bankMinutes: totals?.proposed.bank_minutes ?? 0,
      pass: found.status === 'done' && ms < TARGET_MS,
    };
  } finally {
    await handle.close();
  }
}
