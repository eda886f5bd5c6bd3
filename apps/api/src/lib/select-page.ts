import type { CompanyTable, Tenant } from '@ponteiro/db';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** One page of a company table's rows and how many match, in one place for every plain list. */
export async function selectPage<T extends CompanyTable & { id: PgColumn }>(
  t: Tenant,
  table: T,
  page: {
    where: SQL;
    orderBy: PgColumn;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    t.db
      .select()
      .from(table as CompanyTable)
      .where(page.where)
      // The id breaks ties, so a page boundary never shows a row twice or skips one.
      .orderBy(page.descending ? desc(page.orderBy) : asc(page.orderBy), asc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    t.db
      .select({ n: count() })
      .from(table as CompanyTable)
      .where(page.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(total?.n ?? 0) };
}
