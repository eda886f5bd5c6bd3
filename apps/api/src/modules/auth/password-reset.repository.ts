import { type Executor, passwordResetTokens } from '@ponteiro/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** The unused, unexpired link with this hash; `lock` holds it until the transaction ends. */
export async function findUsableResetToken(
  db: Executor,
  tokenHash: string,
  lock: boolean,
): Promise<ResetTokenRow | undefined> {
  const query = db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Links made for the user in the last hour (used or not). */
export async function countResetTokensLastHour(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

/** Uses up every open link of the user (only the newest one works). */
export async function useUpResetTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: Executor,
  row: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

export async function markResetTokenUsed(db: Executor, id: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResetTokens.id, id));
}
