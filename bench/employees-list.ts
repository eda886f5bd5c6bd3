import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fillCompany, readCompanyStructure } from './employees-data.js';
import { callerOf, type RawLoadResult, rawLoad } from './employees-raw.js';
import {
  connectOrReason,
  type LoadResult,
  load,
  redact,
  type Started,
  startProcess,
  withDatabase,
} from './support.js';

export const EMPLOYEE_TARGET = 10_000;
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// A demo company user (packages/db/src/seed/demo-data.ts) whose role may list employees.
const DEMO_LOGIN = { email: 'admin@demo.ponteiro.com.br', password: 'Ponteiro@2026' };
const API = '/api/v1.0';

interface Variant {
  name: string;
  /** Query string of GET /api/v1.0/employees/. */
  query: string;
  /** Results one page must hold, so the bench measures full pages. */
  pageSize: number;
}

export interface VariantResult extends LoadResult {
  query: string;
  /** `count` of the checked response: how many employees the variant matches. */
  matches: number;
  /** The same statements straight through node-postgres, right after: the floor (employees-raw.ts). */
  raw: RawLoadResult;
  /** App requests per second as a share of raw's. */
  appVsRaw: number;
}

export type EmployeesListResult =
  | { skipped: string }
  | {
      endpoint: string;
      database: string;
      employees: number;
      connections: number;
      seconds: number;
      variants: Record<string, VariantResult>;
    };

async function json(
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: { data?: unknown } }> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown } };
}

/** Signs the demo admin in and chooses the demo company: a company-scoped access token. */
async function companyToken(baseUrl: string): Promise<string> {
  const signIn = await json(`${baseUrl}${API}/oauth2/token/`, {
    method: 'POST',
    body: DEMO_LOGIN,
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const userToken = (signIn.body.data as { access_token: string }).access_token;
  const companies = await json(`${baseUrl}${API}/auth/companies/`, { token: userToken });
  const [company] = companies.body.data as { id: string }[];
  if (!company) throw new Error('the demo admin belongs to no company');
  const selected = await json(`${baseUrl}${API}/auth/companies/${company.id}/select/`, {
    method: 'POST',
    body: {},
    token: userToken,
  });
  if (selected.status !== 200) throw new Error(`company select answered ${selected.status}`);
  return (selected.body.data as { access_token: string }).access_token;
}

/** The department with the most active employees: the filter variant then fills its page. */
async function busiestDepartment(client: pg.Client, companyId: string): Promise<string> {
  const { rows } = await client.query<{ department_id: string }>(
    `select department_id from employees
      where company_id = $1 and status = 'active' and department_id is not null
      group by department_id order by count(*) desc limit 1`,
    [companyId],
  );
  return rows[0]!.department_id;
}

function variantsFor(departmentId: string): Variant[] {
  return [
    { name: 'firstPage', query: '', pageSize: 25 },
    {
      name: 'pageSize100ByAdmissionDesc',
      query: 'page_size=100&ordering=-admission_date',
      pageSize: 100,
    },
    // Matches "Araújo": the search ignores case and accents.
    { name: 'searchName', query: 'search=araujo', pageSize: 25 },
    {
      name: 'departmentActive',
      query: `department_id=${departmentId}&status=active`,
      pageSize: 25,
    },
    { name: 'deepPage200', query: 'page=200', pageSize: 25 },
  ];
}

/** One request first: a 401 or a short page would make the load numbers meaningless. */
async function checkVariant(url: string, token: string, variant: Variant): Promise<number> {
  const res = await json(url, { token });
  const data = res.body.data as { results?: unknown[]; count?: number } | undefined;
  const got = data?.results?.length;
  if (res.status !== 200 || got !== variant.pageSize) {
    throw new Error(
      `${variant.name}: expected 200 with ${variant.pageSize} results, got ${res.status} with ${got}`,
    );
  }
  return data?.count ?? 0;
}

async function measureVariants(
  app: Started,
  databaseUrl: string,
  token: string,
  variants: Variant[],
  seconds: number,
): Promise<Record<string, VariantResult>> {
  const results: Record<string, VariantResult> = {};
  const caller = callerOf(token);
  for (const variant of variants) {
    const url = `${app.url}${API}/employees/${variant.query ? `?${variant.query}` : ''}`;
    const matches = await checkVariant(url, token, variant);
    const measured = await load(url, seconds, { authorization: `Bearer ${token}` });
    const raw = await rawLoad(databaseUrl, caller, variant.query, seconds);
    const appVsRaw = Math.round((measured.requestsPerSecond / raw.requestsPerSecond) * 100) / 100;
    results[variant.name] = { query: variant.query, matches, ...measured, raw, appVsRaw };
  }
  return results;
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
 * GET /api/v1.0/employees/ with 10,000 employees in one company on PostgreSQL: the app starts
 * on a throwaway database (migrated and demo-seeded by the app itself), the demo company is
 * filled up in bulk, and each list variant runs under load. The database is dropped at the end.
 */
export async function benchEmployeesList(
  root: string,
  seconds: number,
): Promise<EmployeesListResult> {
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL;
  const admin = await connectOrReason(serverUrl);
  if (typeof admin === 'string') {
    return { skipped: `PostgreSQL unreachable at ${redact(serverUrl)}: ${admin}` };
  }
  const database = `ponteiro_bench_${Date.now()}`;
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
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      // One token for the whole run, however long BENCH_SECONDS makes it.
      ACCESS_TOKEN_TTL_MINUTES: '1440',
    });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const structure = await readCompanyStructure(client);
    const employees = await fillCompany(client, structure, EMPLOYEE_TARGET);
    // As a settled database is: statistics and the visibility map up to date (index-only counts),
    // instead of autovacuum catching up with the bulk insert during the first variant.
    await client.query('vacuum analyze');
    const departmentId = await busiestDepartment(client, structure.companyId);
    const token = await companyToken(app.url);
    const variants = await measureVariants(
      app,
      databaseUrl,
      token,
      variantsFor(departmentId),
      seconds,
    );
    return {
      endpoint: `${API}/employees/`,
      database: redact(serverUrl),
      employees,
      connections: 10,
      seconds,
      variants,
    };
  } finally {
    await client?.end().catch(() => {});
    await app?.stop();
    await dropDatabase(admin, database);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
