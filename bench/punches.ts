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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, type RegisterProblem, schema, verifyRegisters } from '@ponteiro/db';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { seededRandom } from '../packages/db/src/seed/documents.js';
import { type CpuUse, cpuBetween, cpuSnapshot, findAppPid } from './process-cpu.js';
import { createCompany, createPeople } from './punches-data.js';
import { type RawInsertResult, rawInsert } from './punches-raw.js';
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
