// The time mirror of 1,000 employees for a month (issue 18): ready in under TARGET_SECONDS, with
// memory bounded. What is timed is the report job's own run (apps/api/src/modules/reports/
// jobs.service.ts `run`): the selection, each employee's stored timesheet read in its own short
// transaction, the PDF (or zip, or spreadsheet) streamed to the file storage, progress saved.
// The company (bench/timesheets-data.ts: one office schedule, a month of punches per employee)
// and its computed month (the timesheets' recompute) are written first, not timed: a report reads
// the stored timesheets. In-process on PGlite (the default product database).

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { localFileStorage } from '../apps/api/src/lib/storage.js';
import { createMediaSigner } from '../apps/api/src/modules/media/signer.js';
import { createReportJobsService } from '../apps/api/src/modules/reports/jobs.service.js';
import { createTimeMirrorMaker } from '../apps/api/src/modules/reports/time-mirror/maker.js';
import { createTimesheetRecompute } from '../apps/api/src/modules/timesheets/recompute.js';
import { createTimesheetService } from '../apps/api/src/modules/timesheets/timesheet.service.js';
import { round, silent } from './silent-log.js';
import { createTimesheetsCompany, EMPLOYEES, PERIOD } from './timesheets-data.js';

export const TARGET_SECONDS = 60;
const MEMORY_SAMPLE_MS = 20;

export interface TimeMirrorRun {
  format: 'pdf' | 'zip' | 'xlsx';
  seconds: number;
  employees: number;
  fileMiB: number;
  /** Of this process while the run ran (PGlite's memory is the process's). */
  peakRssMiB: number;
  /** Resident memory grown over the run (PGlite's WASM memory grows and never gives back). */
  rssGrowthMiB: number;
  /** The JavaScript heap's peak over the run, above where it started: bounded when streamed. */
  heapGrowthMiB: number;
  status: string;
}

export interface TimeMirrorResult {
  target: { seconds: number; employees: number };
  dataSeconds: number;
  recomputeSeconds: number;
  runs: TimeMirrorRun[];
  pass: boolean;
}

const mib = (bytes: number) => round(bytes / 1024 / 1024);

export async function benchTimeMirror(
  formats: readonly TimeMirrorRun['format'][] = ['pdf', 'zip', 'xlsx'],
): Promise<TimeMirrorResult> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const files = mkdtempSync(join(tmpdir(), 'ponteiro-bench-mirror-'));
  try {
    const { db } = handle;
    await handle.migrate();
    const dataStarted = performance.now();
    const company = await createTimesheetsCompany(db);
    // What the server's hourly statistics job (lib/database-statistics.ts) does on PGlite.
    await db.execute(sql`analyze`);
    const dataSeconds = round((performance.now() - dataStarted) / 1000);
    const recompute = createTimesheetRecompute({ db, jobs: null, log: silent });
    const recomputeStarted = performance.now();
    await recompute.run({ companyId: company.companyId, ...PERIOD });
    const recomputeSeconds = round((performance.now() - recomputeStarted) / 1000);
    console.error(
      `time mirror: ${company.employees.length} employees written in ${dataSeconds} s, month computed in ${recomputeSeconds} s`,
    );

    const timesheets = createTimesheetService({
      db,
      media: createMediaSigner(new Uint8Array(32)),
      recompute,
    });
    const storage = localFileStorage(files);
    const reports = createReportJobsService({
      db,
      storage,
      jobs: null,
      log: silent,
      makers: { time_mirror: createTimeMirrorMaker({ timesheets }) },
    });
    const [owner] = (
      (await db.execute(
        sql`select user_id from company_members where company_id = ${company.companyId} and role = 'owner'`,
      )) as unknown as { rows: { user_id: string }[] }
    ).rows;
    const scope = {
      companyId: company.companyId,
      userId: owner!.user_id,
      familyId: 'bench',
      role: 'owner',
      permissions: [],
      context: { requestId: 'bench', ip: '127.0.0.1' },
    };

    const runs: TimeMirrorRun[] = [];
    for (const format of formats) {
      const job = await reports.create(
        scope as never,
        { kind: 'time_mirror', format, ...PERIOD },
        'pt',
      );
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const heapBefore = process.memoryUsage().heapUsed;
      let peak = rssBefore;
      let peakHeap = heapBefore;
      const sampler = setInterval(() => {
        const memory = process.memoryUsage();
        peak = Math.max(peak, memory.rss);
        peakHeap = Math.max(peakHeap, memory.heapUsed);
      }, MEMORY_SAMPLE_MS);
      const started = performance.now();
      await reports.run({ companyId: company.companyId, jobId: job.id });
      const seconds = round((performance.now() - started) / 1000, 2);
      clearInterval(sampler);
      const done = await reports.get(scope as never, job.id, 'pt');
      const size = done.file ? statSync(join(files, 'reports', company.companyId, job.id)).size : 0;
      runs.push({
        format,
        seconds,
        employees: done.total,
        fileMiB: mib(size),
        peakRssMiB: mib(peak),
        rssGrowthMiB: mib(peak - rssBefore),
        heapGrowthMiB: mib(peakHeap - heapBefore),
        status: done.status,
      });
      console.error(
        `time mirror ${format}: ${seconds} s, ${mib(size)} MiB, peak RSS ${mib(peak)} MiB`,
      );
    }
    return {
      target: { seconds: TARGET_SECONDS, employees: EMPLOYEES },
      dataSeconds,
      recomputeSeconds,
      runs,
      pass: runs.every(
        (r) => r.status === 'done' && r.employees === EMPLOYEES && r.seconds < TARGET_SECONDS,
      ),
    };
  } finally {
    await handle.close();
    rmSync(files, { recursive: true, force: true });
  }
}
