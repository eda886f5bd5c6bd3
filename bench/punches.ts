// POST /api/v1.0/punches/ under load on PostgreSQL (issue 14): punches arriving together in one
// subsidiary go to its register in small batches (apps/api/src/modules/punches/punch-appender.ts),
// so one subsidiary must take at least PUNCH_TARGET punches per second. The app starts on a
// throwaway database (migrated by the app itself); the bench writes its people straight into it,
// signs each of them in once, then runs PUNCH_CLIENTS concurrent punching clients against one
// subsidiary and against ten. Each register is then verified end to end (NSRs from 1 without
// gaps, the hash chain, the subsidiary's marks) and the same rows are written again by plain
// multi-row INSERTs through node-postgres, in batches of the size the app reached: the floor.
// The database is dropped at the end (the register refuses UPDATE and DELETE: nothing is cleaned
// up in it).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, type RegisterProblem, schema, uuidv7, verifyRegisters } from '@ponteiro/db';
import { punchRecordHash } from '@ponteiro/rep-files/register';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { generateCnpj, generateCpf, seededRandom } from '../packages/db/src/seed/documents.js';
import { connectOrReason, redact, type Started, startProcess, withDatabase } from './support.js';

export const PUNCH_TARGET = 1_000;
/** Punching clients in flight at once, in each scenario. */
export const PUNCH_CLIENTS = 200;
/** People per scenario: each client punches as one of them (one token each, signed in once). */
const PEOPLE = 200;
/** The app's pool: its default (apps/api/src/config.ts) as deployed, or BENCH_DATABASE_POOL_MAX. */
const POOL_MAX = Number(process.env.BENCH_DATABASE_POOL_MAX || 10);
const WARM_UP_SECONDS = 1;
const SIGN_IN_CONCURRENCY = 8;
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-punches-2026';
const API = '/api/v1.0';

/** The same rows written straight by node-postgres: multi-row INSERTs, no HTTP (the floor). */
export interface RawInsertResult {
  rows: number;
  /** Rows per INSERT: the app's average batch, rounded. */
  batchSize: number;
  /** One connection per subsidiary, each writing its register in order. */
  connections: number;
  rowsPerSecond: number;
}

/**
 * Where the CPU went during the measured run (Linux; null elsewhere). Processes in per cent of one
 * core, the machine in per cent of all of them: `others` is what no process of this bench used
 * (other work on the machine competes for the same cores).
 */
export interface CpuUse {
  cores: number;
  machineBusyPercent: number;
  appPercentOfCore: number | null;
  postgresPercentOfCore: number | null;
  /** This process: autocannon, the load generator. */
  benchPercentOfCore: number;
  othersPercentOfCore: number | null;
  /** CPU per 201 (milliseconds): steadier than the rates when other work shares the machine. */
  appMsPerPunch: number | null;
  postgresMsPerPunch: number | null;
}

export interface PunchScenarioResult {
  subsidiaries: number;
  people: number;
  /** 201s per second over the measured run. */
  punchesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  cpu: CpuUse;
  /** 201 answers in the measured run. */
  created: number;
  /** Connection errors (timeouts included) and answers other than 201, warm-up included. */
  errors: number;
  non201: number;
  /** The first answer other than 201, to tell why. */
  firstFailure?: string;
  /** Type-7 records in the scenario's registers after it (warm-up and cut-off requests too). */
  storedPunches: number;
  /** 201s (warm-up included) with no stored punch to match: must be 0. */
  missingPunches: number;
  /** Transactions that wrote them (distinct xmin), and punches per transaction. */
  batches: number;
  averageBatch: number;
  /** verifyRegisters on the scenario's registers: every one whole, and no 201 missing. */
  registersOk: boolean;
  problems: (RegisterProblem & { subsidiaryId: string })[];
  raw: RawInsertResult;
  /** App punches per second as a share of raw's rows per second. */
  appVsRaw: number;
  withinTarget: boolean;
}

export type PunchesResult =
  | { skipped: string }
  | {
      endpoint: string;
      database: string;
      clients: number;
      seconds: number;
      warmUpSeconds: number;
      databasePoolMax: number;
      scenarios: { oneSubsidiary: PunchScenarioResult; tenSubsidiaries: PunchScenarioResult };
      target: number;
      withinTarget: boolean;
    };

async function postJson(url: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** Signs a person in and chooses the company: a company-scoped access token. */
async function companyToken(baseUrl: string, email: string, companyId: string): Promise<string> {
  const signIn = (await postJson(`${baseUrl}${API}/oauth2/token/`, {
    email,
    password: PASSWORD,
  })) as { access_token: string };
  const selected = (await postJson(
    `${baseUrl}${API}/auth/companies/${companyId}/select/`,
    {},
    signIn.access_token,
  )) as { access_token: string };
  return selected.access_token;
}

/** `fn` over `items`, `limit` at a time, results in order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** Inserts rows given as columns in one `insert … select from unnest(…)`. */
async function insertColumns(
  client: pg.ClientBase,
  table: string,
  columns: Record<string, { type: string; values: unknown[] }>,
): Promise<void> {
  const names = Object.keys(columns);
  const unnest = names.map((n, i) => `$${i + 1}::${columns[n]!.type}[]`).join(', ');
  await client.query(
    `insert into ${table} (${names.join(', ')}) select * from unnest(${unnest})`,
    names.map((n) => columns[n]!.values),
  );
}

interface Company {
  id: string;
  subsidiaryIds: string[];
}

/** A company with `subsidiaries` workplaces (valid CNPJs) and nobody in it yet. */
async function createCompany(
  client: pg.ClientBase,
  random: () => number,
  name: string,
  subsidiaries: number,
): Promise<Company> {
  const id = uuidv7();
  await client.query(
    `insert into companies (id, employer_type, employer_id, legal_name) values ($1, 'cnpj', $2, $3)`,
    [id, generateCnpj(random), `${name} Ltda.`],
  );
  const subsidiaryIds = Array.from({ length: subsidiaries }, () => uuidv7());
  await insertColumns(client, 'subsidiaries', {
    company_id: { type: 'uuid', values: subsidiaryIds.map(() => id) },
    id: { type: 'uuid', values: subsidiaryIds },
    name: { type: 'text', values: subsidiaryIds.map((_, i) => `Filial ${i + 1}`) },
    employer_type: { type: 'text', values: subsidiaryIds.map(() => 'cnpj') },
    employer_id: { type: 'text', values: subsidiaryIds.map(() => generateCnpj(random)) },
  });
  return { id, subsidiaryIds };
}

/**
 * `count` people of the company, each a user (one password hash for all: argon2 is slow on
 * purpose), a member with the Employee role and an active employee linked to the user, spread in
 * turn over `subsidiaryIds`. Returns their emails in that order.
 */
async function createPeople(
  client: pg.ClientBase,
  random: () => number,
  people: {
    companyId: string;
    subsidiaryIds: string[];
    count: number;
    /** Of their emails and names. */
    prefix: string;
    passwordHash: string;
    /** CPFs already used in the company (the new ones are added). */
    takenCpfs: Set<string>;
  },
): Promise<string[]> {
  const { companyId, subsidiaryIds, count, prefix, passwordHash, takenCpfs } = people;
  const userIds = Array.from({ length: count }, () => uuidv7());
  const emails = userIds.map((_, i) => `${prefix}.${i + 1}@exemplo.com.br`);
  const names = userIds.map((_, i) => `Pessoa ${prefix} ${i + 1}`);
  const cpfs = userIds.map(() => {
    let cpf = generateCpf(random);
    while (takenCpfs.has(cpf)) cpf = generateCpf(random);
    takenCpfs.add(cpf);
    return cpf;
  });
  await insertColumns(client, 'users', {
    id: { type: 'uuid', values: userIds },
    name: { type: 'text', values: names },
    email: { type: 'text', values: emails },
    password_hash: { type: 'text', values: userIds.map(() => passwordHash) },
  });
  await insertColumns(client, 'company_members', {
    company_id: { type: 'uuid', values: userIds.map(() => companyId) },
    user_id: { type: 'uuid', values: userIds },
    role: { type: 'text', values: userIds.map(() => 'employee') },
  });
  await insertColumns(client, 'employees', {
    company_id: { type: 'uuid', values: userIds.map(() => companyId) },
    id: { type: 'uuid', values: userIds.map(() => uuidv7()) },
    name: { type: 'text', values: names },
    cpf: { type: 'text', values: cpfs },
    admission_date: { type: 'date', values: userIds.map(() => '2024-01-02') },
    status: { type: 'text', values: userIds.map(() => 'active') },
    subsidiary_id: {
      type: 'uuid',
      values: userIds.map((_, i) => subsidiaryIds[i % subsidiaryIds.length]),
    },
    user_id: { type: 'uuid', values: userIds },
  });
  return emails;
}

interface LoadOutcome {
  punchesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  created: number;
  errors: number;
  non201: number;
  firstFailure?: string;
}

/**
 * PUNCH_CLIENTS connections punching for `seconds`: request i punches as person i (round robin
 * over `tokens`) with its own Idempotency-Key, so every request is a new punch.
 */
async function punchLoad(
  url: string,
  tokens: string[],
  seconds: number,
  keyPrefix: string,
): Promise<LoadOutcome> {
  let sent = 0;
  let firstFailure: string | undefined;
  const r = await autocannon({
    url,
    method: 'POST',
    connections: PUNCH_CLIENTS,
    duration: seconds,
    headers: { 'content-type': 'application/json', accessor: 'Web' },
    body: '{}',
    requests: [
      {
        setupRequest: (request) => {
          const i = sent++;
          request.headers = {
            ...request.headers,
            authorization: `Bearer ${tokens[i % tokens.length]}`,
            'idempotency-key': `${keyPrefix}-${i}`,
          };
          return request;
        },
        onResponse: (status, body) => {
          if (status !== 201) firstFailure ??= `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  const created = r.statusCodeStats?.['201']?.count ?? 0;
  const answered = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    punchesPerSecond: Math.round(created / r.duration),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    created,
    errors: r.errors,
    non201: answered - created,
    ...(firstFailure ? { firstFailure } : {}),
  };
}

/** Type-7 records of the registers and the transactions (distinct xmin) that wrote them. */
async function batchesOf(
  client: pg.ClientBase,
  companyId: string,
  subsidiaryIds: string[],
): Promise<{ punches: number; batches: number }> {
  const { rows } = await client.query<{ punches: string; batches: string }>(
    `select count(*) as punches, count(distinct xmin::text) as batches
       from register_records
      where company_id = $1 and subsidiary_id = any($2::uuid[]) and type = '7'`,
    [companyId, subsidiaryIds],
  );
  return { punches: Number(rows[0]!.punches), batches: Number(rows[0]!.batches) };
}

/**
 * `batchesOf` once the registers stop growing: requests cut off when the load stopped may still be
 * in a batch, and the verification must not read a register while it is being written.
 */
async function settledBatches(
  client: pg.ClientBase,
  companyId: string,
  subsidiaryIds: string[],
): Promise<{ punches: number; batches: number }> {
  let last = await batchesOf(client, companyId, subsidiaryIds);
  const deadline = Date.now() + 10_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await batchesOf(client, companyId, subsidiaryIds);
    if (now.punches === last.punches || Date.now() > deadline) return now;
    last = now;
  }
}

const RAW_COLUMNS = [
  'company_id',
  'id',
  'subsidiary_id',
  'nsr',
  'type',
  'recorded_at',
  'time_zone',
  'employee_id',
  'cpf',
  'punched_at',
  'collector',
  'offline',
  'hash',
  'source_key',
  'details',
  'flags',
  'user_id',
] as const;

interface StoredPunch {
  subsidiary_id: string;
  recorded_at: Date;
  time_zone: string;
  employee_id: string;
  cpf: string;
  punched_at: Date;
  collector: string;
  offline: boolean;
  source_key: string | null;
  details: unknown;
  flags: string[];
  user_id: string | null;
}

/**
 * The floor: the first `count` punches the app stored in `fromSubsidiaries`, numbered and chained
 * again (before the clock starts) for the raw company's subsidiary at the same position, then
 * written with one multi-row INSERT per `batchSize` rows (autocommit: one commit per batch, as the
 * app's group commit), one connection per subsidiary, all subsidiaries at once.
 */
async function rawInsert(
  databaseUrl: string,
  reader: pg.ClientBase,
  source: { companyId: string; subsidiaryIds: string[] },
  target: { companyId: string; subsidiaryIds: string[] },
  count: number,
  batchSize: number,
): Promise<RawInsertResult> {
  const { rows } = await reader.query<StoredPunch>(
    `select subsidiary_id, recorded_at, time_zone, employee_id, cpf, punched_at, collector,
            offline, source_key, details, flags, user_id
       from register_records
      where company_id = $1 and subsidiary_id = any($2::uuid[]) and type = '7'
      order by nsr, subsidiary_id limit $3`,
    [source.companyId, source.subsidiaryIds, count],
  );
  // Per target subsidiary: its statements (text and values), ready to send.
  const plans = target.subsidiaryIds.map((subsidiaryId, s) => {
    const own = rows.filter((r) => r.subsidiary_id === source.subsidiaryIds[s]);
    let nsr = 0;
    let previousHash = '';
    const values = own.map((r) => {
      nsr += 1;
      const hash = punchRecordHash(
        {
          nsr,
          punchedAt: r.punched_at,
          cpf: r.cpf,
          storedAt: r.recorded_at,
          collector: r.collector,
          offline: r.offline,
          timeZone: r.time_zone,
        },
        previousHash,
      );
      previousHash = hash;
      return [
        target.companyId,
        uuidv7(),
        subsidiaryId,
        nsr,
        '7',
        r.recorded_at,
        r.time_zone,
        r.employee_id,
        r.cpf,
        r.punched_at,
        r.collector,
        r.offline,
        hash,
        r.source_key,
        r.details === null ? null : JSON.stringify(r.details),
        r.flags,
        r.user_id,
      ];
    });
    const statements: { text: string; values: unknown[] }[] = [];
    for (let i = 0; i < values.length; i += batchSize) {
      const chunk = values.slice(i, i + batchSize);
      const tuples = chunk.map(
        (_, row) =>
          `(${RAW_COLUMNS.map((_, c) => `$${row * RAW_COLUMNS.length + c + 1}`).join(', ')})`,
      );
      statements.push({
        text: `insert into register_records (${RAW_COLUMNS.join(', ')}) values ${tuples.join(', ')}`,
        values: chunk.flat(),
      });
    }
    return statements;
  });
  const clients = await Promise.all(
    plans.map(async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  try {
    const start = performance.now();
    await Promise.all(
      plans.map(async (statements, s) => {
        for (const statement of statements) await clients[s]!.query(statement);
      }),
    );
    const elapsedS = (performance.now() - start) / 1000;
    return {
      rows: rows.length,
      batchSize,
      connections: clients.length,
      rowsPerSecond: Math.round(rows.length / elapsedS),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU milliseconds a process has used, from /proc; null off Linux or when it is gone. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) ": field 3 on; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The app's process: the one started with this bench's own DATA_DIR (null off Linux). */
function findAppPid(dataDir: string): number | null {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`\0DATA_DIR=${dataDir}\0`)) {
          return Number(entry);
        }
      } catch {
        // gone, or not ours to read
      }
    }
  } catch {
    // no /proc
  }
  return null;
}

interface CpuSnapshot {
  wallMs: number;
  machineBusyMs: number;
  machineTotalMs: number;
  benchMs: number;
  appMs: number | null;
  /** Per backend of the bench's database, and the server's own processes. */
  postgresMs: Map<number, number>;
}

async function cpuSnapshot(client: pg.ClientBase, appPid: number | null): Promise<CpuSnapshot> {
  const { rows } = await client.query<{ pid: number }>(
    // The bench database's backends and the server's own processes (WAL writer, checkpointer…).
    `select pid from pg_stat_activity
      where (datname = current_database() or datname is null) and pid <> pg_backend_pid()`,
  );
  const postgresMs = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) postgresMs.set(pid, ms);
  }
  let machineBusyMs = 0;
  let machineTotalMs = 0;
  for (const { times } of cpus()) {
    const busy = times.user + times.nice + times.sys + times.irq;
    machineBusyMs += busy;
    machineTotalMs += busy + times.idle;
  }
  const own = process.cpuUsage();
  return {
    wallMs: performance.now(),
    machineBusyMs,
    machineTotalMs,
    benchMs: (own.user + own.system) / 1000,
    appMs: appPid === null ? null : processCpuMs(appPid),
    postgresMs,
  };
}

function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, punches: number): CpuUse {
  const wall = b.wallMs - a.wallMs;
  const ofCore = (ms: number) => Math.round((ms / wall) * 100);
  const cores = cpus().length;
  // Backends present at both ends (the pool keeps its connections while busy).
  let postgres: number | null = null;
  for (const [pid, ms] of b.postgresMs) {
    const before = a.postgresMs.get(pid);
    if (before !== undefined) postgres = (postgres ?? 0) + ms - before;
  }
  const machineBusy = b.machineBusyMs - a.machineBusyMs;
  const app = a.appMs !== null && b.appMs !== null ? b.appMs - a.appMs : null;
  const bench = b.benchMs - a.benchMs;
  return {
    cores,
    machineBusyPercent: Math.round((machineBusy / (b.machineTotalMs - a.machineTotalMs)) * 100),
    appPercentOfCore: app === null ? null : ofCore(app),
    postgresPercentOfCore: postgres === null ? null : ofCore(postgres),
    benchPercentOfCore: ofCore(bench),
    othersPercentOfCore:
      app === null || postgres === null
        ? null
        : Math.max(0, ofCore(machineBusy - app - postgres - bench)),
    appMsPerPunch: app === null || !punches ? null : Math.round((app / punches) * 1000) / 1000,
    postgresMsPerPunch:
      postgres === null || !punches ? null : Math.round((postgres / punches) * 1000) / 1000,
  };
}

interface Scenario {
  subsidiaryIds: string[];
  rawSubsidiaryIds: string[];
  tokens: string[];
}

async function runScenario(
  name: string,
  app: Started,
  appPid: number | null,
  databaseUrl: string,
  client: pg.Client,
  companies: { app: string; raw: string },
  scenario: Scenario,
  seconds: number,
): Promise<PunchScenarioResult> {
  const url = `${app.url}${API}/punches/`;
  const run = `${name}-${Date.now()}`;
  const warmUp = await punchLoad(url, scenario.tokens, WARM_UP_SECONDS, `${run}-warm`);
  const before = await cpuSnapshot(client, appPid);
  const measured = await punchLoad(url, scenario.tokens, seconds, run);
  const cpu = cpuBetween(before, await cpuSnapshot(client, appPid), measured.created);
  const { punches, batches } = await settledBatches(client, companies.app, scenario.subsidiaryIds);
  const averageBatch = batches ? Math.round((punches / batches) * 10) / 10 : 0;
  const db = drizzle(client, { schema });
  const verified = (await verifyRegisters(db, { companyId: companies.app })).filter((v) =>
    scenario.subsidiaryIds.includes(v.subsidiaryId),
  );
  const raw = await rawInsert(
    databaseUrl,
    client,
    { companyId: companies.app, subsidiaryIds: scenario.subsidiaryIds },
    { companyId: companies.raw, subsidiaryIds: scenario.rawSubsidiaryIds },
    measured.created,
    Math.max(1, Math.round(averageBatch)),
  );
  const failure = measured.firstFailure ?? warmUp.firstFailure;
  return {
    subsidiaries: scenario.subsidiaryIds.length,
    people: scenario.tokens.length,
    punchesPerSecond: measured.punchesPerSecond,
    latencyP50Ms: measured.latencyP50Ms,
    latencyP99Ms: measured.latencyP99Ms,
    cpu,
    created: measured.created,
    errors: warmUp.errors + measured.errors,
    non201: warmUp.non201 + measured.non201,
    ...(failure ? { firstFailure: failure } : {}),
    storedPunches: punches,
    missingPunches: Math.max(0, warmUp.created + measured.created - punches),
    batches,
    averageBatch,
    registersOk:
      verified.length === scenario.subsidiaryIds.length &&
      verified.every((v) => v.ok) &&
      warmUp.created + measured.created <= punches,
    problems: verified.flatMap((v) =>
      v.problems.slice(0, 5).map((p) => ({ ...p, subsidiaryId: v.subsidiaryId })),
    ),
    raw,
    appVsRaw: Math.round((measured.punchesPerSecond / raw.rowsPerSecond) * 100) / 100,
    withinTarget: measured.punchesPerSecond >= PUNCH_TARGET,
  };
}

/** Drops the throwaway database; a failure here is reported, not allowed to hide the bench's own. */
async function dropDatabase(admin: pg.Client, database: string): Promise<void> {
  try {
    // FORCE: a connection the app left behind must not keep the database alive.
    await admin.query(`drop database if exists ${database} with (force)`);
  } catch (error) {
    console.error(`could not drop ${database}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * POST /api/v1.0/punches/ with PUNCH_CLIENTS clients on one subsidiary, then on ten (the same
 * number of clients spread evenly), each next to the same rows inserted straight.
 */
export async function benchPunches(root: string, seconds: number): Promise<PunchesResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL;
  const admin = await connectOrReason(serverUrl);
  if (typeof admin === 'string') {
    return { skipped: `PostgreSQL unreachable at ${redact(serverUrl)}: ${admin}` };
  }
  const database = `ponteiro_bench_punches_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-bench-'));
  let app: Started | undefined;
  let client: pg.Client | undefined;
  try {
    await admin.query(`create database ${database}`);
    const databaseUrl = withDatabase(serverUrl, database);
    app = await startProcess([join(root, 'apps/api/dist/index.js')], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(POOL_MAX),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      // One token per person for the whole run, however long BENCH_SECONDS makes it.
      ACCESS_TOKEN_TTL_MINUTES: '1440',
    });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();

    // The app's company: subsidiary 0 for the first scenario, 1–10 for the second. The raw
    // company mirrors it for the floor's rows, so they never share a register with the app's.
    const random = seededRandom(14);
    const company = await createCompany(client, random, 'Ponteiro Bench Punches', 11);
    const rawCompany = await createCompany(client, random, 'Ponteiro Bench Raw', 11);
    const passwordHash = await hashPassword(PASSWORD);
    const cpfs = new Set<string>();
    const one = company.subsidiaryIds.slice(0, 1);
    const ten = company.subsidiaryIds.slice(1);
    const people = { companyId: company.id, count: PEOPLE, passwordHash, takenCpfs: cpfs };
    const oneEmails = await createPeople(client, random, {
      ...people,
      subsidiaryIds: one,
      prefix: 'um',
    });
    const tenEmails = await createPeople(client, random, {
      ...people,
      subsidiaryIds: ten,
      prefix: 'dez',
    });
    await client.query('vacuum analyze');
    // Sign-in (argon2) before any load: it must not be measured.
    const sign = (email: string) => companyToken(app!.url, email, company.id);
    const oneTokens = await mapLimit(oneEmails, SIGN_IN_CONCURRENCY, sign);
    const tenTokens = await mapLimit(tenEmails, SIGN_IN_CONCURRENCY, sign);

    const companies = { app: company.id, raw: rawCompany.id };
    const appPid = findAppPid(dataDir);
    const oneSubsidiary = await runScenario(
      'one',
      app,
      appPid,
      databaseUrl,
      client,
      companies,
      {
        subsidiaryIds: one,
        rawSubsidiaryIds: rawCompany.subsidiaryIds.slice(0, 1),
        tokens: oneTokens,
      },
      seconds,
    );
    const tenSubsidiaries = await runScenario(
      'ten',
      app,
      appPid,
      databaseUrl,
      client,
      companies,
      {
        subsidiaryIds: ten,
        rawSubsidiaryIds: rawCompany.subsidiaryIds.slice(1),
        tokens: tenTokens,
      },
      seconds,
    );
    return {
      endpoint: `POST ${API}/punches/`,
      database: redact(serverUrl),
      clients: PUNCH_CLIENTS,
      seconds,
      warmUpSeconds: WARM_UP_SECONDS,
      databasePoolMax: POOL_MAX,
      scenarios: { oneSubsidiary, tenSubsidiaries },
      target: PUNCH_TARGET,
      withinTarget: oneSubsidiary.withinTarget && tenSubsidiaries.withinTarget,
    };
  } finally {
    await client?.end().catch(() => {});
    await app?.stop();
    await dropDatabase(admin, database);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
