import type { DatabaseHandle } from '@ponteiro/db';
import { sql } from 'drizzle-orm';

// "Nothing written on a 4xx": a fingerprint of every table of schema public (row count + md5 of
// the rows in text order), compared before and after a refused request.

/**
 * What a refused request may legitimately write, each with its reason. Anything else a 4xx
 * changes is a failure.
 */
export const FINGERPRINT_EXCLUSIONS = {
  /** Failed sign-ins count against the account/address (that is the throttle's whole point). */
  tables: { auth_throttle: 'sign-in throttle counters: a refused sign-in is counted' } as Record<
    string,
    string
  >,
  /** Audit rows written on purpose by a refused request. */
  auditActions: {
    sign_in_failed: 'a refused sign-in (401) is audited',
    refresh_token_reuse: 'reusing a rotated refresh token (401) is audited and revokes the family',
  } as Record<string, string>,
};

type Rows = { rows: Record<string, unknown>[] };

export interface Fingerprinter {
  /** Cheap: the next transaction id; unchanged means no transaction wrote since the last look. */
  writeMark(): Promise<string>;
  /** Per table: `name count md5`. */
  full(): Promise<Map<string, string>>;
}

export async function fingerprinter(database: DatabaseHandle): Promise<Fingerprinter> {
  const { db } = database;
  const tables = (
    (await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as Rows
  ).rows
    .map((r) => String(r.name))
    .filter((name) => !(name in FINGERPRINT_EXCLUSIONS.tables));
  const excludedActions = Object.keys(FINGERPRINT_EXCLUSIONS.auditActions)
    .map((a) => `'${a}'`)
    .join(', ');
  const parts = tables.map((name) => {
    const where = name === 'audit_log' ? `where x.action not in (${excludedActions})` : '';
    return `select '${name}' as name, count(*)::int as n,
      md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from public."${name}" x ${where}`;
  });
  const query = sql.raw(parts.join('\nunion all\n'));

  return {
    async writeMark() {
      const res = (await db.execute(
        sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
      )) as unknown as Rows;
      return String(res.rows[0]?.x);
    },
    async full() {
      const res = (await db.execute(query)) as unknown as Rows;
      return new Map(res.rows.map((r) => [String(r.name), `${r.n} ${r.h}`]));
    },
  };
}

/** Tables whose fingerprint differs, e.g. `["employees"]`. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
