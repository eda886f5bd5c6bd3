import {
  adminTokenRevocations,
  type Database,
  hashPassword,
  platformAdmins,
  verifyPassword,
} from '@ponteiro/db';
import { AppError, type adminPasswordChangeBodySchema } from '@ponteiro/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestContext, writeAudit } from '../../lib/audit.js';
import type { PlatformAdmin } from '../../plugins/authenticate.js';
import { assertStrongPassword } from '../auth/password-policy/index.js';
import { type SignInThrottle, signInLimits } from '../auth/sign-in-throttle.js';
import type { TokenService } from '../auth/tokens.js';

const DUMMY_HASH = hashPassword('not-a-real-password-1');

/** Platform administrators: their own accounts, tokens and audit trail. */
export function createAdminAuthService(deps: {
  db: Database;
  tokens: TokenService;
  throttle: SignInThrottle;
}) {
  const { db, tokens, throttle } = deps;
  return {
    async login(
      username: string,
      password: string,
      context: RequestContext,
    ): Promise<{ access_token: string }> {
      const account = `admin:${username.toLowerCase()}`;
      const limits = signInLimits(account, context.ip);
      await throttle.assertAllowed(limits);
      const [admin] = await db
        .select()
        .from(platformAdmins)
        .where(eq(platformAdmins.username, username));
      const valid = admin?.isActive
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyPassword(await DUMMY_HASH, password).then(() => false);
      if (!admin || !valid) {
        await throttle.recordFailure(limits);
        await writeAudit(db, context, {
          actorType: 'admin',
          actorId: admin?.id ?? null,
          action: 'sign_in_failed',
          entity: 'platform_admin',
          entityId: admin?.id ?? null,
          after: { username },
        });
        throw AppError.unauthorized('invalid_admin_credentials');
      }
      await throttle.clear(limits);
      await db
        .update(platformAdmins)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(platformAdmins.id, admin.id));
      await writeAudit(db, context, {
        actorType: 'admin',
        actorId: admin.id,
        action: 'sign_in',
        entity: 'platform_admin',
        entityId: admin.id,
      });
      return { access_token: await tokens.signAdmin({ adminId: admin.id }) };
    },

    /** Ends this token on the server (other sessions of the admin go on); idempotent. */
    async logout(
      admin: PlatformAdmin,
      token: { jti: string; expiresAt: Date },
      context: RequestContext,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const t = tx as Database;
        await t
          .insert(adminTokenRevocations)
          .values({ jti: token.jti, expiresAt: token.expiresAt })
          .onConflictDoNothing();
        // Revocations of tokens that expired anyway are dead weight.
        await t
          .delete(adminTokenRevocations)
          .where(lt(adminTokenRevocations.expiresAt, sql`now()`));
        await writeAudit(t, context, {
          actorType: 'admin',
          actorId: admin.id,
          action: 'sign_out',
          entity: 'platform_admin',
          entityId: admin.id,
        });
      });
    },

    async changePassword(
      admin: PlatformAdmin,
      body: z.output<typeof adminPasswordChangeBodySchema>,
      context: RequestContext,
    ): Promise<void> {
      const [row] = await db.select().from(platformAdmins).where(eq(platformAdmins.id, admin.id));
      if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
        throw new AppError('validation_error', {
          fieldErrors: { current_password: ['validation.current_password'] },
        });
      }
      assertStrongPassword(body.new_password, row, 'new_password');
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(platformAdmins)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(platformAdmins.id, admin.id));
        await writeAudit(tx as Database, context, {
          actorType: 'admin',
          actorId: admin.id,
          action: 'password_changed',
          entity: 'platform_admin',
          entityId: admin.id,
        });
      });
    },
  };
}
export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
