import {
  type Database,
  type Executor,
  hashPassword,
  tenantOn,
  uuidv7,
  verifyPassword,
} from '@ponteiro/db';
import type {
  signInBodySchema,
  signUpBodySchema,
  updatePasswordBodySchema,
} from '@ponteiro/shared';
import { AppError, type UserDto } from '@ponteiro/shared';
import type { z } from 'zod';
import { type AuditScope, auditIn, type RequestContext, writeAudited } from '../../lib/audit.js';
import type { MediaSigner } from '../media/signer.js';
import { isMember } from '../membership/repository.js';
import { assertStrongPassword } from './password-policy/index.js';
import {
  familyIsActive,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  revokeOtherFamilies,
} from './refresh-tokens.repository.js';
import { type SignInThrottle, signInLimits } from './sign-in-throttle.js';
import { hashToken, newRefreshToken, type TokenService } from './tokens.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  presentUser,
  setUserPassword,
  touchLastLogin,
} from './users.repository.js';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface Principal {
  userId: string;
  companyId: string | null;
  familyId: string;
}

/** See `refresh`: how long a just-rotated token counts as a benign race. */
const ROTATION_GRACE_MS = 10_000;

// Compared against when the email is unknown, so both answers take the same time.
const DUMMY_HASH = hashPassword('not-a-real-password-1');

/** A user acting on their own account or session; `companyId` when the session has one. */
const userScope = (
  userId: string | null,
  context: RequestContext,
  entity: 'user' | 'refresh_token_family',
  companyId: string | null = null,
): AuditScope => ({ context, companyId, actorType: 'user', actorId: userId, entity });

export function createAuthService(deps: {
  db: Database;
  tokens: TokenService;
  throttle: SignInThrottle;
  refreshTtlDays: number;
  /** Signs the photo URL of the user in sign-up and sign-in answers. */
  media: MediaSigner;
}) {
  const { db, tokens, throttle, media } = deps;

  async function issuePair(
    tx: Executor,
    userId: string,
    companyId: string | null,
    familyId: string = uuidv7(),
  ): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await insertRefreshToken(tx, {
      familyId,
      userId,
      companyId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    });
    return {
      access_token: await tokens.signAccess({ userId, companyId, familyId }),
      refresh_token: refresh,
    };
  }

  return {
    issuePair,

    async signUp(
      body: z.output<typeof signUpBodySchema>,
      context: RequestContext,
    ): Promise<UserDto> {
      assertStrongPassword(body.password, { email: body.email, name: body.name });
      const passwordHash = await hashPassword(body.password);
      // The id is chosen here so the audit scope names the new user from the start.
      const id = uuidv7();
      return writeAudited(db, userScope(id, context, 'user'), async (t, audit) => {
        if (await findUserByEmail(t, body.email)) {
          // The specification's words for a duplicate sign-up, as the message and on the field.
          throw new AppError('conflict', {
            message: 'validation.user_exists',
            fieldErrors: { email: ['validation.user_exists'] },
          });
        }
        const user = await insertUser(t, {
          id,
          name: body.name,
          email: body.email,
          passwordHash,
          phone: body.phone ?? null,
          countryCode: body.country_code ?? null,
        });
        await audit({
          action: 'sign_up',
          entityId: user.id,
          after: { name: user.name, email: user.email },
        });
        return presentUser(user, media);
      });
    },

    async signIn(body: z.output<typeof signInBodySchema>, context: RequestContext) {
      const limits = signInLimits(`user:${body.email}`, context.ip);
      await throttle.assertAllowed(limits);
      const user = await findUserByEmail(db, body.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyPassword(await DUMMY_HASH, body.password).then(() => false);
      if (!user || !valid) {
        await throttle.recordFailure(limits);
        // Nothing is written but the row itself: it needs no transaction.
        const audit = auditIn(db, userScope(user?.id ?? null, context, 'user'));
        await audit({
          action: 'sign_in_failed',
          entityId: user?.id ?? null,
          after: { email: body.email },
        });
        throw AppError.unauthorized('invalid_credentials');
      }
      await throttle.clear(limits);
      return writeAudited(db, userScope(user.id, context, 'user'), async (t, audit) => {
        await touchLastLogin(t, user.id);
        const pair = await issuePair(t, user.id, null);
        await audit({ action: 'sign_in', entityId: user.id });
        return { user: presentUser(user, media), ...pair };
      });
    },

    /**
     * Rotates a refresh token. A token that was already rotated is a stolen copy (or a replay):
     * its whole family is revoked, and the revocation is committed before the 401 goes out.
     */
    async refresh(refreshToken: string, context: RequestContext) {
      const outcome = await db.transaction(async (t) => {
        const row = await findRefreshTokenForUpdate(t, hashToken(refreshToken));
        if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
          return { kind: 'invalid' as const };
        // A token rotated moments ago is most likely a second tab or a retry racing the first
        // refresh, not a thief: refuse it, but leave the family alone.
        if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() < ROTATION_GRACE_MS) {
          return { kind: 'invalid' as const };
        }
        if (row.rotatedAt || !(await markRotated(t, row.id))) {
          await revokeFamily(t, row.familyId);
          // The actor is the token's user, known only from the row read in this transaction.
          const scope = userScope(row.userId, context, 'refresh_token_family', row.companyId);
          await auditIn(
            t,
            scope,
          )({
            action: 'refresh_token_reuse',
            entityId: row.familyId,
          });
          return { kind: 'reused' as const };
        }
        // Removed from the company since: the session cannot continue there.
        if (
          row.companyId &&
          !(await isMember(tenantOn(t, { companyId: row.companyId }), row.userId))
        ) {
          await revokeFamily(t, row.familyId);
          return { kind: 'invalid' as const };
        }
        const pair = await issuePair(t, row.userId, row.companyId, row.familyId);
        return { kind: 'ok' as const, pair, companyId: row.companyId };
      });
      if (outcome.kind !== 'ok') throw AppError.unauthorized();
      return { ...outcome.pair, companyId: outcome.companyId };
    },

    async signOut(principal: Principal, context: RequestContext): Promise<void> {
      const scope = userScope(
        principal.userId,
        context,
        'refresh_token_family',
        principal.companyId,
      );
      await writeAudited(db, scope, async (t, audit) => {
        await revokeFamily(t, principal.familyId);
        await audit({ action: 'sign_out', entityId: principal.familyId });
      });
    },

    /** Changing the password ends every other session of the user; this one goes on. */
    async updatePassword(
      principal: Principal,
      body: z.output<typeof updatePasswordBodySchema>,
      context: RequestContext,
    ): Promise<void> {
      const user = await findUserById(db, principal.userId);
      if (!user) throw AppError.unauthorized();
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        throw new AppError('validation_error', {
          fieldErrors: { current_password: ['validation.current_password'] },
        });
      }
      assertStrongPassword(body.new_password, user, 'new_password');
      const passwordHash = await hashPassword(body.new_password);
      const scope = userScope(user.id, context, 'user', principal.companyId);
      await writeAudited(db, scope, async (t, audit) => {
        await setUserPassword(t, user.id, passwordHash);
        await revokeOtherFamilies(t, user.id, principal.familyId);
        await audit({ action: 'password_changed', entityId: user.id });
      });
    },

    async verifyAccessToken(token: string): Promise<Principal> {
      const claims = await tokens.verifyAccess(token);
      // Sign-out and reuse detection revoke the family; its access tokens stop working at once.
      if (!(await familyIsActive(db, claims.familyId))) throw AppError.unauthorized();
      return claims;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
