import { type Executor, payrollLayouts, reportJobs, type Tenant, users } from '@ponteiro/db';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';

// The report_jobs rows: the Downloads list, the runner's claims and the expiry sweep.

export type ReportJobRow = typeof reportJobs.$inferSelect & { requesterName: string | null };

const columns = {
  row: reportJobs,
  requesterName: users.name,
};

const withRequester = (row: {
  row: typeof reportJobs.$inferSelect;
  requesterName: string | null;
}) => ({
  ...row.row,
  requesterName: row.requesterName,
});

export async function insertJob(
  t: Tenant,
  values: Omit<typeof reportJobs.$inferInsert, 'companyId'>,
): Promise<typeof reportJobs.$inferSelect> {
  const [row] = await t.db
    .insert(reportJobs)
    .values({ ...values, companyId: t.companyId })
    .returning();
  return row!;
}

export async function findJob(t: Tenant, id: string): Promise<ReportJobRow | undefined> {
  const [row] = await t.db
    .select(columns)
    .from(reportJobs)
    .leftJoin(users, eq(users.id, reportJobs.requestedBy))
    .where(t.where(reportJobs, eq(reportJobs.id, id)));
  return row ? withRequester(row) : undefined;
}

export interface JobListFilter {
  /** Only this user's jobs (null: every job of the company). */
  requestedBy: string | null;
  status?: string | undefined;
  kind?: string | undefined;
  limit: number;
  offset: number;
}

export async function listJobs(
  t: Tenant,
  f: JobListFilter,
): Promise<{ rows: ReportJobRow[]; count: number }> {
  const where = t.where(
    reportJobs,
    and(
      f.requestedBy ? eq(reportJobs.requestedBy, f.requestedBy) : undefined,
      f.kind ? eq(reportJobs.kind, f.kind) : undefined,
      f.status === 'expired'
        ? lte(reportJobs.expiresAt, sql`now()`)
        : f.status
          ? and(eq(reportJobs.status, f.status as 'queued'), sql`${reportJobs.expiresAt} > now()`)
          : undefined,
    ),
  );
  const rows = await t.db
    .select(columns)
    .from(reportJobs)
    .leftJoin(users, eq(users.id, reportJobs.requestedBy))
    .where(where)
    .orderBy(desc(reportJobs.createdAt), desc(reportJobs.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await t.db.select({ n: count() }).from(reportJobs).where(where);
  return { rows: rows.map(withRequester), count: Number(total?.n ?? 0) };
}

export async function deleteJob(t: Tenant, id: string): Promise<void> {
  await t.db.delete(reportJobs).where(t.where(reportJobs, eq(reportJobs.id, id)));
}

/** Takes a waiting (or interrupted) job for this run; undefined when done, failed or gone. */
export async function claimJob(t: Tenant, id: string) {
  const [row] = await t.db
    .update(reportJobs)
    .set({ status: 'running', startedAt: sql`now()`, doneCount: 0, error: null })
    .where(
      t.where(
        reportJobs,
        and(eq(reportJobs.id, id), inArray(reportJobs.status, ['queued', 'running'])),
      ),
    )
    .returning();
  return row;
}

export async function saveProgress(t: Tenant, id: string, done: number, total: number) {
  await t.db
    .update(reportJobs)
    .set({ doneCount: done, totalCount: total })
    .where(t.where(reportJobs, and(eq(reportJobs.id, id), eq(reportJobs.status, 'running'))));
}

export async function finishJob(
  t: Tenant,
  id: string,
  values:
    | { status: 'done'; fileKey: string; fileName: string; fileType: string; fileSize: number }
    | { status: 'failed'; error: string },
) {
  await t.db
    .update(reportJobs)
    .set({ ...values, finishedAt: sql`now()` })
    .where(t.where(reportJobs, eq(reportJobs.id, id)));
}

/** Jobs a stopped server left waiting or half made (every company: the start-up's look). */
export async function unfinishedJobs(db: Executor): Promise<{ companyId: string; id: string }[]> {
  return db
    .select({ companyId: reportJobs.companyId, id: reportJobs.id })
    .from(reportJobs)
    .where(
      and(inArray(reportJobs.status, ['queued', 'running']), sql`${reportJobs.expiresAt} > now()`),
    )
    .orderBy(reportJobs.createdAt);
}

/** Jobs past their 7 days (every company), oldest first. */
export async function expiredJobs(db: Executor, now: Date, limit: number) {
  return db
    .select({ companyId: reportJobs.companyId, id: reportJobs.id, fileKey: reportJobs.fileKey })
    .from(reportJobs)
    .where(lte(reportJobs.expiresAt, now))
    .orderBy(reportJobs.expiresAt)
    .limit(limit);
}

export async function deleteJobs(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(reportJobs).where(inArray(reportJobs.id, [...ids]));
}

/** The format of a saved payroll layout (`fixed` | `csv`), or null when the company has none by that id. */
export async function payrollLayoutFormat(t: Tenant, id: string): Promise<string | null> {
  const [row] = await t.db
    .select({ layout: payrollLayouts.layout })
    .from(payrollLayouts)
    .where(t.where(payrollLayouts, eq(payrollLayouts.id, id)));
  return row ? String(row.layout.format ?? '') : null;
}
