import { type Database, hashPassword, verifyPassword } from '@ponteiro/db';
import { AppError, type adminPasswordChangeBodySchema } from '@ponteiro/shared';
import type { z } from 'zod';
import { type AuditScope, auditIn, type RequestContext, writeAudited } from '../../lib/audit.js';
import { assertStrongPassword } from '../auth/password-policy/index.js';
import { type SignInThrottle, signInLimits } from '../auth/sign-in-throttle.js';
import type { TokenService } from '../auth/tokens.js';
import type { PlatformAdmin } from './platform-admin.js';
import {
  findAdminById,
  findAdminByUsername,
  revokeAdminToken,
  setAdminPassword,
  touchAdminLogin,
} from './repository.js';

const DUMMY_HASH = hashPassword('not-a-real-password-1');

/** An administrator acting on their own account: no company; the row is about them. */
const selfScope = (adminId: string | null, context: RequestContext): AuditScope => ({
  context,
  actorType: 'admin',
  actorId: adminId,
  entity: 'platform_admin',
});

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
      const admin = await findAdminByUsername(db, username);
      const valid = admin?.isActive
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyPassword(await DUMMY_HASH, password).then(() => false);
      if (!admin || !valid) {
        await throttle.recordFailure(limits);
        // Nothing is written but the row itself: it needs no transaction.
        const audit = auditIn(db, selfScope(admin?.id ?? null, context));
        await audit({
          action: 'sign_in_failed',
          entityId: admin?.id ?? null,
          after: { username },
        });
        throw AppError.unauthorized('invalid_admin_credentials');
      }
      await throttle.clear(limits);
      await writeAudited(db, selfScope(admin.id, context), async (t, audit) => {
        await touchAdminLogin(t, admin.id);
        await audit({ action: 'sign_in', entityId: admin.id });
      });
      return { access_token: await tokens.signAdmin({ adminId: admin.id }) };
    },

    /** Ends this token on the server (other sessions of the admin go on); idempotent. */
    async logout(
      admin: PlatformAdmin,
      token: { jti: string; expiresAt: Date },
      context: RequestContext,
    ): Promise<void> {
      await writeAudited(db, selfScope(admin.id, context), async (t, audit) => {
        await revokeAdminToken(t, token);
        await audit({ action: 'sign_out', entityId: admin.id });
      });
    },

    async changePassword(
      admin: PlatformAdmin,
      body: z.output<typeof adminPasswordChangeBodySchema>,
      context: RequestContext,
    ): Promise<void> {
      const row = await findAdminById(db, admin.id);
      if (!row || !(await verifyPassword(row.passwordHash, body.current_password))) {
        throw new AppError('validation_error', {
          fieldErrors: { current_password: ['validation.current_password'] },
        });
      }
      assertStrongPassword(body.new_password, row, 'new_password');
      const passwordHash = await hashPassword(body.new_password);
      await writeAudited(db, selfScope(admin.id, context), async (t, audit) => {
        await setAdminPassword(t, admin.id, passwordHash);
        await audit({ action: 'password_changed', entityId: admin.id });
      });
    },
  };
}
export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
