// The floor under GET /api/v1.0/employees/: the statements the app runs for one list request,
// sent straight through node-postgres (no HTTP, no auth token check, no JSON), at the same
// concurrency. The SQL is built by the app's own repository functions, so it cannot drift.
import { APP_ROLE, COMPANY_SETTING, schema, tenantOn } from '@ponteiro/db';
import { operations } from '@ponteiro/shared';
import { Placeholder } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isSearch, listPageQuery } from '../apps/api/src/modules/employees/repository.js';
import { companyCallerQuery } from '../apps/api/src/modules/membership/caller.repository.js';

export interface RawLoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyP50Ms: number;
  /** What one request runs, in order. */
  statements: string[];
}

/** The claims of the bench's access token (the app reads the same from it). */
export interface Caller {
  userId: string;
  companyId: string;
  familyId: string;
}

/** The claims of a JWT, read without checking it (the bench made it itself). */
export function callerOf(token: string): Caller {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    cid: string;
    fam: string;
  };
  return { userId: payload.sub, companyId: payload.cid, familyId: payload.fam };
}

const CONNECTIONS = 10;
const mock = drizzle.mock({ schema });

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Per request, as the app: the guard's one caller statement (named), then the scoped
 * transaction — BEGIN with the role and company `set_config` in one message, the page with its
 * count (named), COMMIT — on a pool of 10, with 10 requests in flight, for `seconds` after a 1 s warm-up.
 */
export async function rawLoad(
  databaseUrl: string,
  caller: Caller,
  queryString: string,
  seconds: number,
): Promise<RawLoadResult> {
  const query = operations.employees.list.query.parse(
    Object.fromEntries(new URLSearchParams(queryString)),
  );
  const guard = companyCallerQuery(mock).toSQL();
  const guardValues = guard.params.map((p) =>
    p instanceof Placeholder ? caller[p.name as keyof Caller] : p,
  );
  const page = listPageQuery(tenantOn(mock, caller), query).toSQL();
  // withTenant's first message (packages/db/src/tenancy/tenant.ts).
  const opening = `begin; select set_config('role', '${APP_ROLE}', true), set_config('${COMPANY_SETTING}', '${caller.companyId}', true)`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  pool.on('error', () => {});

  async function once(): Promise<void> {
    await pool.query({
      name: 'raw_caller',
      text: guard.sql,
      values: guardValues,
      rowMode: 'array',
    });
    const client = await pool.connect();
    try {
      // BEGIN and the settings in one message, as withTenant on node-postgres.
      await client.query(opening);
      await client.query({
        // Named as the app names it (a search stays unnamed: repository `listPage`).
        ...(isSearch(query) ? {} : { name: 'raw_page' }),
        text: page.sql,
        values: page.params,
        rowMode: 'array',
      });
      await client.query('commit');
    } finally {
      client.release();
    }
  }

  async function run(ms: number): Promise<number[]> {
    const latencies: number[] = [];
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          await once();
          latencies.push(performance.now() - start);
        }
      }),
    );
    return latencies;
  }

  try {
    await run(1_000);
    const latencies = (await run(seconds * 1_000)).sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(latencies.length / seconds),
      latencyP99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      latencyP50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      statements: [
        'company caller (named)',
        'begin; set_config (one message)',
        isSearch(query) ? 'page + count (unnamed: a search)' : 'page + count (named)',
        'commit',
      ],
    };
  } finally {
    await pool.end();
  }
}
