import { adminTokenRevocations, type Executor, platformAdmins } from '@ponteiro/db';
import type { adminAccountCreateBodySchema, adminAccountUpdateBodySchema } from '@ponteiro/shared';
import { and, asc, count, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

export type AdminRow = typeof platformAdmins.$inferSelect;

export async function findAdminByUsername(
  db: Executor,
  username: string,
): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(platformAdmins).where(eq(platformAdmins.username, username));
  return row;
}

/** With `lock`, the row is held until the transaction ends. */
export async function findAdminById(
  db: Executor,
  id: string,
  lock = false,
): Promise<AdminRow | undefined> {
  const query = db.select().from(platformAdmins).where(eq(platformAdmins.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function touchAdminLogin(db: Executor, id: string): Promise<void> {
  await db.update(platformAdmins).set({ lastLoginAt: sql`now()` }).where(eq(platformAdmins.id, id));
}

export async function setAdminPassword(
  db: Executor,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(platformAdmins)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(platformAdmins.id, id));
}

/** Records a signed-out token (idempotent) and forgets the ones that expired anyway. */
export async function revokeAdminToken(
  db: Executor,
  token: { jti: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(adminTokenRevocations)
    .values({ jti: token.jti, expiresAt: token.expiresAt })
    .onConflictDoNothing();
  await db.delete(adminTokenRevocations).where(lt(adminTokenRevocations.expiresAt, sql`now()`));
}

export async function isAdminTokenRevoked(db: Executor, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: adminTokenRevocations.jti })
    .from(adminTokenRevocations)
    .where(eq(adminTokenRevocations.jti, jti));
  return row !== undefined;
}

/** `ordering` fields → their column (usernames are plain lower-case ASCII: no folding needed). */
const ORDERING = {
  username: platformAdmins.username,
  created_at: platformAdmins.createdAt,
  last_login_at: platformAdmins.lastLoginAt,
} as const;

/** A page of system users matching `search` (username or name), and how many match in all. */
export async function listAdmins(
  db: Executor,
  query: { search?: string | undefined; ordering?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminRow[]; total: number | undefined }> {
  const where = query.search
    ? or(
        ilike(platformAdmins.username, containsPattern(query.search)),
        ilike(platformAdmins.name, containsPattern(query.search)),
      )
    : undefined;
  const { value: column, descending } = pickOrdering(query.ordering, ORDERING, 'username');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(platformAdmins)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), asc(platformAdmins.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(platformAdmins).where(where),
  ]);
  return { rows, total: total?.n };
}

export async function isUsernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: platformAdmins.id })
    .from(platformAdmins)
    .where(eq(platformAdmins.username, username));
  return row !== undefined;
}

export async function insertAdmin(
  db: Executor,
  body: z.output<typeof adminAccountCreateBodySchema>,
  passwordHash: string,
): Promise<AdminRow> {
  const [row] = await db
    .insert(platformAdmins)
    .values({
      username: body.username,
      name: body.name ?? null,
      email: body.email ?? null,
      passwordHash,
      isSuperuser: body.is_superuser,
    })
    .returning();
  return row!;
}

/**
 * Active superusers other than `id`, locked with the rest so two demotions cannot leave the
 * platform without a superuser.
 */
export async function lockOtherActiveSuperusers(db: Executor, id: string): Promise<number> {
  const rows = await db
    .select({ id: platformAdmins.id })
    .from(platformAdmins)
    .where(
      and(
        eq(platformAdmins.isSuperuser, true),
        eq(platformAdmins.isActive, true),
        ne(platformAdmins.id, id),
      ),
    )
    .for('update');
  return rows.length;
}

export async function updateAdmin(
  db: Executor,
  id: string,
  body: z.output<typeof adminAccountUpdateBodySchema>,
): Promise<AdminRow> {
  const [row] = await db
    .update(platformAdmins)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      isSuperuser: body.is_superuser,
      isActive: body.is_active,
      updatedAt: sql`now()`,
    })
    .where(eq(platformAdmins.id, id))
    .returning();
  return row!;
}
