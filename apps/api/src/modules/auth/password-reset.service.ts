import { type Database, hashPassword } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { passwordResetEmail } from './emails.js';
import { assertStrongPassword } from './password-policy/index.js';
import {
  countResetTokensLastHour,
  findUsableResetToken,
  insertResetToken,
  markResetTokenUsed,
  useUpResetTokensOfUser,
} from './password-reset.repository.js';
import { revokeAllOfUser } from './refresh-tokens.repository.js';
import { hashToken, newRefreshToken } from './tokens.js';
import { findUserByEmail, findUserById, setUserPassword } from './users.repository.js';

const VALID_MINUTES = 30;
/** At most this many reset emails per account per hour; more requests are silently ignored. */
const MAX_PER_HOUR = 3;

/** The user acting on their own account, before signing in: the rows have no company. */
const userScope = (userId: string, context: RequestContext): AuditScope => ({
  context,
  actorType: 'user',
  actorId: userId,
  entity: 'user',
});

export function createPasswordResetService(deps: { db: Database; mailer: Mailer }) {
  const { db, mailer } = deps;

  return {
    /**
     * Always answers the same way, whether or not the account exists (no enumeration). The link
     * goes out by email; only its hash is stored.
     */
    async request(email: string, appUrl: string, context: RequestContext): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const sent = await writeAudited(db, userScope(user.id, context), async (t, audit) => {
        if ((await countResetTokensLastHour(t, user.id)) >= MAX_PER_HOUR) return false;
        // Only the newest link works.
        await useUpResetTokensOfUser(t, user.id);
        const token = newRefreshToken();
        await insertResetToken(t, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + VALID_MINUTES * 60_000),
        });
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.queue(t, passwordResetEmail(user, link));
        await audit({ action: 'password_reset_requested', entityId: user.id });
        return true;
      });
      if (sent) mailer.deliverSoon();
    },

    async check(token: string): Promise<void> {
      if (!(await findUsableResetToken(db, hashToken(token), false))) {
        throw new AppError('invalid_token');
      }
    },

    /** Sets the new password, uses up the link and ends every session of the user. */
    async reset(token: string, newPassword: string, context: RequestContext): Promise<void> {
      const link = await findUsableResetToken(db, hashToken(token), false);
      if (!link) throw new AppError('invalid_token');
      const owner = await findUserById(db, link.userId);
      if (owner) assertStrongPassword(newPassword, owner);
      const passwordHash = await hashPassword(newPassword);
      // The same hash finds the same row again, now locked: its user is `link.userId`.
      await writeAudited(db, userScope(link.userId, context), async (t, audit) => {
        const row = await findUsableResetToken(t, hashToken(token), true);
        if (!row) throw new AppError('invalid_token');
        await markResetTokenUsed(t, row.id);
        await setUserPassword(t, row.userId, passwordHash);
        await revokeAllOfUser(t, row.userId);
        await audit({ action: 'password_reset', entityId: row.userId });
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
