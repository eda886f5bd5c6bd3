import { type SQL, sql } from 'drizzle-orm';

// Helpers for repositories that write SQL by hand (`db.execute(sql`…`)`), the same on PGlite and
// node-postgres.

/** A row of a raw query, by column name. */
export type RawRow = Record<string, unknown>;

/** The rows of `db.execute`: node-postgres answers `{ rows }`, PGlite's driver the array. */
export const rowsOf = (result: unknown): RawRow[] =>
  ((result as { rows?: RawRow[] }).rows ?? (result as RawRow[])) as RawRow[];

/** `array[$1, $2…]::uuid[]`, for `= any(…)` (an empty list is the caller's to avoid). */
export const uuidArray = (ids: readonly string[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
