import { type Executor, refreshTokens, type Tenant } from '@ponteiro/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  row: {
    familyId: string;
    userId: string;
    companyId: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** The token row, locked for the rest of the transaction so two refreshes cannot both rotate it. */
export async function findRefreshTokenForUpdate(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Marks a token as used; false when another request rotated it first. */
export async function markRotated(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user but the one in `keepFamilyId`. */
export async function revokeOtherFamilies(
  db: Executor,
  userId: string,
  keepFamilyId: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends every session of the user (a password reset). */
export async function revokeAllOfUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends the user's sessions in the scope's company (they were removed from it); others go on. */
export async function revokeUserInCompany(t: Tenant, userId: string): Promise<void> {
  await t.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      t.where(refreshTokens, eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
    );
}

/** Whether the family still has a live (not revoked) token; access tokens die with their family. */
export async function familyIsActive(db: Executor, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}
