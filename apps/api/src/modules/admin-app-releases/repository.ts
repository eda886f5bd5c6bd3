import { appReleases, type Executor, uuidv7 } from '@ponteiro/db';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the mobile app releases: a platform table, written by the back-office as the owner.

export type AppReleaseRow = typeof appReleases.$inferSelect;
export type AppReleaseValues = Omit<
  typeof appReleases.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

const ORDERING = {
  released_at: appReleases.releasedAt,
  version: appReleases.version,
  build: appReleases.build,
  platform: appReleases.platform,
  created_at: appReleases.createdAt,
};

export async function listAppReleases(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    platform?: AppReleaseRow['platform'] | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: AppReleaseRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? or(
          sql`${appReleases.version} ilike ${pattern}`,
          sql`${appReleases.notesPt} ilike ${pattern}`,
          sql`${appReleases.notesEn} ilike ${pattern}`,
        )
      : undefined,
    query.platform ? eq(appReleases.platform, query.platform) : undefined,
  );
  const {
    field,
    value: column,
    descending,
  } = pickOrdering(query.ordering ?? '-released_at', ORDERING, 'released_at');
  // Versions sort by their numbers (1.10.0 after 1.9.0), not as text.
  const orderBy =
    field === 'version'
      ? [
          sql`string_to_array(${appReleases.version}, '.')::int[] ${sql.raw(descending ? 'desc' : 'asc')}`,
        ]
      : [descending ? desc(column) : asc(column)];
  const rows = await db
    .select()
    .from(appReleases)
    .where(where)
    .orderBy(...orderBy, desc(appReleases.build), asc(appReleases.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(appReleases).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAppRelease(db: Executor, id: string): Promise<AppReleaseRow | undefined> {
  const [row] = await db.select().from(appReleases).where(eq(appReleases.id, id));
  return row;
}

/** Which of version and build another release of the platform already has. */
export async function takenVersionOrBuild(
  db: Executor,
  values: { platform: AppReleaseRow['platform']; version: string; build: number },
  exceptId?: string,
): Promise<{ version: boolean; build: boolean }> {
  const rows = await db
    .select({ version: appReleases.version, build: appReleases.build })
    .from(appReleases)
    .where(
      and(
        eq(appReleases.platform, values.platform),
        or(eq(appReleases.version, values.version), eq(appReleases.build, values.build)),
        exceptId ? ne(appReleases.id, exceptId) : undefined,
      ),
    );
  return {
    version: rows.some((r) => r.version === values.version),
    build: rows.some((r) => r.build === values.build),
  };
}

export async function insertAppRelease(
  db: Executor,
  values: AppReleaseValues & { createdBy: string },
): Promise<string> {
  const id = uuidv7();
  await db.insert(appReleases).values({ id, ...values });
  return id;
}

export async function updateAppRelease(
  db: Executor,
  id: string,
  values: AppReleaseValues,
): Promise<void> {
  await db
    .update(appReleases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(appReleases.id, id));
}
