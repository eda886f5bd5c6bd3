import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * The role a company-scoped transaction switches to (`withTenant`). It cannot log in and owns
 * nothing, so row-level security applies to it; the connecting user (table owner or superuser)
 * bypasses RLS and keeps running what is not one company's: sign-in, the back-office, seed,
 * migrations. Created by migration 0009, not by drizzle-kit (roles are cluster-wide).
 */
export const APP_ROLE = 'ponteiro_app';

/** The transaction-local setting that names the company of a scoped transaction. */
export const COMPANY_SETTING = 'app.company_id';

export const appRole = pgRole(APP_ROLE).existing();

/**
 * The row-level-security policy of every table with a `company_id`: under `APP_ROLE` a row is
 * visible and writable only when it is the scoped company's. Without a company set (`''` once a
 * transaction set it before, NULL when never set) nothing matches: no row read, no row written.
 * Each company table declares it and calls `.enableRLS()`; drizzle-kit writes the SQL.
 */
export const companyIsolation = () =>
  pgPolicy('company_isolation', {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: sql`company_id = nullif(current_setting('app.company_id', true), '')::uuid`,
    withCheck: sql`company_id = nullif(current_setting('app.company_id', true), '')::uuid`,
  });
