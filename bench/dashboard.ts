// The company dashboard (issue 19) for a 1,000-employee company: each endpoint's service answers
// in under TARGET_MS (median of RUNS, after a warm-up). The company: one workplace in São Paulo,
// a schedule on every day of the week (08–12 13–17, so the day measured is a workday whatever
// the calendar says), the last 7 days and today (up to 15:00) punched through the real register
// with some late, some absent and some on leave, and this month's days computed (the trend reads
// the stored days). Writing it is not measured. In-process on PGlite (the product's default).

import {
  appendToRegister,
  type Database,
  employeeLeaves,
  leaveTypes,
  openDatabase,
  uuidv7,
  withTenant,
} from '@ponteiro/db';
import {
  anyCpf,
  createCompanyWithOwner,
  createSchedule,
  createSubsidiary,
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import { ALL_PERMISSIONS } from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../apps/api/src/lib/audit.js';
import { createLeaveBalanceService } from '../apps/api/src/modules/balances/leave.service.js';
import { createDashboardService } from '../apps/api/src/modules/dashboard/dashboard.service.js';
import { createRequestsService } from '../apps/api/src/modules/requests/requests.service.js';
import { createTimesheetRecompute } from '../apps/api/src/modules/timesheets/recompute.js';
import { round, silent } from './silent-log.js';
import { EMPLOYEES, insertScheduledEmployees } from './timesheets-data.js';

export const TARGET_MS = 300;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 15);
const ZONE = 'America/Sao_Paulo';
const OFFSET = '-03:00';
const PAST_DAYS = 7;

export interface DashboardRun {
  endpoint: 'dashboard/' | 'dashboard/month/' | 'dashboard/month/ (cold)' | 'dashboard/me/';
  medianMs: number;
  p90Ms: number;
  maxMs: number;
}

export interface DashboardResult {
  target: { ms: number; employees: number };
  employees: number;
  punches: number;
  dataSeconds: number;
  counts: Record<string, number>;
  runs: DashboardRun[];
  pass: boolean;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/** mulberry32: the same company on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A day's punches of employee k (ms): ~5 % absent, ~10 % late, the rest within ±4 minutes. */
function punchesOf(k: number, day: string, until: number): number[] {
  const random = seededRandom(k * 7919 + Number(day.replaceAll('-', '')));
  if (random() < 0.05) return [];
  const late = random() < 0.1 ? 15 + Math.floor(random() * 40) : 0;
  return ['08:00', '12:00', '13:00', '17:00']
    .map((time, i) => {
      const jitter = Math.floor(random() * 9) - 4 + (i === 0 ? late : 0);
      return Date.parse(`${day}T${time}:00${OFFSET}`) + jitter * 60_000;
    })
    .filter((at) => at <= until);
}

async function seed(db: Database, today: string, now: Date) {
  const { company, owner } = await createCompanyWithOwner(db, {
    company: { legalName: 'Ponteiro Bench Dashboard Ltda.' },
  });
  const companyId = company.id;
  const subsidiary = await createSubsidiary(db, companyId, { name: 'Matriz', timezone: ZONE });
  const everyDay = Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
      d,
      [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ] as [string, string][],
    ]),
  );
  const schedule = await createSchedule(db, companyId, {
    name: 'Todos os dias',
    schedule: { kind: 'weekly', days: everyDay },
    // No weekly rest day: the measured day plans marks whatever weekday the bench runs on.
    rules: { ...STATUTORY_RULES, restDays: [] },
  });
  const people = Array.from({ length: EMPLOYEES }, (_, k) => ({ k, id: uuidv7(), cpf: anyCpf() }));
  await insertScheduledEmployees(
    db,
    { companyId, subsidiaryId: subsidiary.id, scheduleId: schedule.id },
    people,
  );
  // 2 % on leave this week.
  const leaveType = uuidv7();
  await db.insert(leaveTypes).values({
    companyId,
    id: leaveType,
    name: 'Atestado',
    code: 'ATM',
    justified: true,
    paid: true,
  });
  await db.insert(employeeLeaves).values(
    people
      .filter((p) => p.k % 50 === 0)
      .map((p) => ({
        companyId,
        id: uuidv7(),
        employeeId: p.id,
        leaveTypeId: leaveType,
        fromDate: addDays(today, -2),
        toDate: addDays(today, 2),
        reason: 'Atestado médico',
      })),
  );
  let punches = 0;
  for (let back = PAST_DAYS; back >= 0; back--) {
    const day = addDays(today, -back);
    const records = people
      .flatMap((p) => punchesOf(p.k, day, now.getTime()).map((at) => ({ p, at })))
      .sort((a, b) => a.at - b.at)
      .map(({ p, at }) => ({
        type: '7' as const,
        employeeId: p.id,
        cpf: p.cpf,
        punchedAt: new Date(at),
        collector: '02',
        offline: false,
        flags: [],
        details: { source: 'web' as const },
      }));
    if (records.length === 0) continue;
    await withTenant(db, { companyId }, (t) =>
      appendToRegister(t, subsidiary.id, records, { now: new Date(records.at(-1)!.punchedAt) }),
    );
    punches += records.length;
  }
  return { companyId, ownerId: owner.id, punches };
}

async function timed(work: () => Promise<unknown>): Promise<Omit<DashboardRun, 'endpoint'>> {
  await work(); // warm-up: plans cached, pages in memory
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: round(times[Math.floor(times.length / 2)]!),
    p90Ms: round(times[Math.floor(times.length * 0.9)]!),
    maxMs: round(times.at(-1)!),
  };
}

export async function benchDashboard(): Promise<DashboardResult> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const { db } = handle;
    await handle.migrate();
    const today = todayInZone();
    const now = new Date(`${today}T15:00:00${OFFSET}`);
    const dataStarted = performance.now();
    const company = await seed(db, today, now);
    await db.execute(sql`analyze`);
    // This month's stored days (the trend), as the background recompute leaves them.
    const recompute = createTimesheetRecompute({ db, jobs: null, log: silent });
    await recompute.run({
      companyId: company.companyId,
      from: `${today.slice(0, 7)}-01`,
      to: today,
    });
    await db.execute(sql`analyze`);
    const dataSeconds = round((performance.now() - dataStarted) / 1000);

    const requests = createRequestsService({
      db,
      // The queue size reads requests only: no file, link or notice is made.
      storage: null as never,
      media: null as never,
      notifier: null as never,
    });
    const service = () =>
      createDashboardService({
        db,
        leaveBalance: createLeaveBalanceService(db),
        queueSize: (scope, day) => requests.queueSize(scope, day),
        now: () => now,
      });
    const dashboard = service();
    const scope = {
      companyId: company.companyId,
      userId: company.ownerId,
      familyId: '',
      role: 'owner',
      permissions: ALL_PERMISSIONS,
      context: { requestId: 'bench', ip: null } as unknown as RequestContext,
    };
    const first = await dashboard.today(scope, {}, today);
    const runs: DashboardRun[] = [
      { endpoint: 'dashboard/', ...(await timed(() => dashboard.today(scope, {}, today))) },
      // The month's figures are kept 60 s per caller (MONTH_CACHE_MS): measured as the page sees
      // them on its refreshes, and cold (a fresh service each time) for the first load.
      { endpoint: 'dashboard/month/', ...(await timed(() => dashboard.month(scope, {}, today))) },
      {
        endpoint: 'dashboard/month/ (cold)',
        ...(await timed(() => service().month(scope, {}, today))),
      },
      { endpoint: 'dashboard/me/', ...(await timed(() => dashboard.me(scope))) },
    ];
    return {
      target: { ms: TARGET_MS, employees: EMPLOYEES },
      employees: EMPLOYEES,
      punches: company.punches,
      dataSeconds,
      counts: first.counts,
      runs,
      // Every answer, the month's first (cold) one included (ADR 0026, addendum).
      pass: runs.every((r) => r.medianMs < TARGET_MS),
    };
  } finally {
    await handle.close();
  }
}
