import { type Database, hashPassword, passwordResetTokens, refreshTokens } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type RequestContext, writeAudit } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { passwordResetEmail } from './emails.js';
import { assertStrongPassword } from './password-policy/index.js';
import { hashToken, newRefreshToken } from './tokens.js';
import { findUserByEmail, findUserById, setUserPassword } from './users.repository.js';

const VALID_MINUTES = 30;
/** At most this many reset emails per account per hour; more requests are silently ignored. */
const MAX_PER_HOUR = 3;

export function createPasswordResetService(deps: { db: Database; mailer: Mailer }) {
  const { db, mailer } = deps;

  async function usableToken(tx: Database, token: string, lock: boolean) {
    const query = tx
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  return {
    /**
     * Always answers the same way, whether or not the account exists (no enumeration). The link
     * goes out by email; only its hash is stored.
     */
    async request(email: string, appUrl: string, context: RequestContext): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const sent = await db.transaction(async (tx) => {
        const t = tx as Database;
        const [recent] = await t
          .select({ n: sql<number>`count(*)::int` })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.userId, user.id),
              gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((recent?.n ?? 0) >= MAX_PER_HOUR) return false;
        // Only the newest link works.
        await t
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        const token = newRefreshToken();
        await t.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + VALID_MINUTES * 60_000),
        });
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.queue(t, passwordResetEmail(user, link));
        await writeAudit(t, context, {
          actorType: 'user',
          actorId: user.id,
          action: 'password_reset_requested',
          entity: 'user',
          entityId: user.id,
        });
        return true;
      });
      if (sent) mailer.deliverSoon();
    },

    async check(token: string): Promise<void> {
      if (!(await usableToken(db, token, false))) throw new AppError('invalid_token');
    },

    /** Sets the new password, uses up the link and ends every session of the user. */
    async reset(token: string, newPassword: string, context: RequestContext): Promise<void> {
      const link = await usableToken(db, token, false);
      if (!link) throw new AppError('invalid_token');
      const owner = await findUserById(db, link.userId);
      if (owner) assertStrongPassword(newPassword, owner);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const t = tx as Database;
        const row = await usableToken(t, token, true);
        if (!row) throw new AppError('invalid_token');
        await t
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(eq(passwordResetTokens.id, row.id));
        await setUserPassword(t, row.userId, passwordHash);
        await t
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, row.userId), isNull(refreshTokens.revokedAt)));
        await writeAudit(t, context, {
          actorType: 'user',
          actorId: row.userId,
          action: 'password_reset',
          entity: 'user',
          entityId: row.userId,
        });
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
