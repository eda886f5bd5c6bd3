import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor, Tx } from '../client.js';
import { APP_ROLE, COMPANY_SETTING } from './policy.js';

/** The company a piece of work is for. The API's `CompanyScope` (defineRoute) is one as it is. */
export interface TenantScope {
  readonly companyId: string;
}

/** A table whose rows each belong to one company: it has `company_id`. */
export type CompanyTable = PgTable & { readonly companyId: PgColumn };

/**
 * One company's data: what a repository function of company tables takes instead of a database
 * and a loose company id. Its queries get the company from here (`where`, `values`), so none can
 * be written without it; opened by `withTenant`, row-level security also hides every other
 * company's rows from `db`, whatever a query forgets.
 */
export interface Tenant extends TenantScope {
  /** The scoped transaction (or, from `tenantOn`, whatever executor it was given). */
  readonly db: Executor;
  /** `table.company_id = <company>` and every given condition (undefined ones are skipped). */
  where(table: CompanyTable, ...conditions: (SQL | undefined)[]): SQL;
  /** A row to insert into `table`, with the company's id. */
  values<T extends CompanyTable>(
    table: T,
    row: Omit<T['$inferInsert'], 'companyId'>,
  ): T['$inferInsert'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company filter over `db` as it is: no transaction is opened and no role switched. For code
 * already inside a `withTenant` transaction (it passes `t.db` on), and for the few reads that
 * establish the scope itself (the membership and permissions of the caller, before a route runs).
 */
export function tenantOn(db: Executor, scope: TenantScope): Tenant {
  const { companyId } = scope;
  return {
    companyId,
    db,
    where: (table, ...conditions) => and(eq(table.companyId, companyId), ...conditions) as SQL,
    values: (_table, row) => ({ ...row, companyId }) as never,
  };
}

function checkCompanyId(companyId: string): void {
  // The setting is cast to uuid by the policies: refuse here what would fail there obscurely.
  if (!UUID.test(companyId)) throw new Error('withTenant: the company id is not a uuid');
}

/**
 * Makes an open transaction the company's: it runs as `APP_ROLE` with `app.company_id` set, in
 * one round trip, both undone when the transaction ends (`set_config(…, true)` is `SET LOCAL`).
 */
export async function enterTenant(tx: Tx, scope: TenantScope): Promise<Tenant> {
  checkCompanyId(scope.companyId);
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config(${COMPANY_SETTING}, ${scope.companyId}, true)`,
  );
  return tenantOn(tx, scope);
}

/**
 * A driver's own way to run a scoped transaction: it sends `opening` (BEGIN and the company's
 * settings, several statements in one simple-protocol message) as the transaction's first round
 * trip, then runs `work` and commits (rolls back on a throw). Registered by `openDatabase` for
 * node-postgres; PGlite has none and uses `db.transaction` + `enterTenant`.
 */
export type ScopedTransactionRunner = <T>(
  opening: string,
  work: (tx: Tx) => Promise<T>,
) => Promise<T>;

const runners = new WeakMap<Database, ScopedTransactionRunner>();

export function registerScopedTransactionRunner(db: Database, run: ScopedTransactionRunner): void {
  runners.set(db, run);
}

/**
 * BEGIN and `enterTenant`'s settings as one message. Literals, since a multi-statement message
 * takes no parameters: the role and setting names are constants and the company id has been
 * checked to be a uuid (hex digits and dashes only), so nothing can be injected.
 */
function openingFor(companyId: string): string {
  return `begin; select set_config('role', '${APP_ROLE}', true), set_config('${COMPANY_SETTING}', '${companyId}', true)`;
}

/**
 * Runs `work` in a transaction scoped to the company: the repositories' company filter is the
 * first wall, row-level security the second (ADR). Everything a company member does goes through
 * here; what is no single company's (sign-in, back-office, seed) uses the database directly.
 * On node-postgres BEGIN and the settings travel together (one round trip less per request, §8).
 */
export async function withTenant<T>(
  db: Database,
  scope: TenantScope,
  work: (t: Tenant) => Promise<T>,
): Promise<T> {
  const run = runners.get(db);
  if (!run) return db.transaction(async (tx) => work(await enterTenant(tx, scope)));
  checkCompanyId(scope.companyId);
  return run(openingFor(scope.companyId), (tx) => work(tenantOn(tx, scope)));
}
