import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@ponteiro/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

// Access tokens are short-lived JWTs; company and admin tokens carry different audiences, so one
// is never accepted where the other is expected. Refresh tokens are opaque random strings.

const ISSUER = 'ponteiro';
const COMPANY_AUDIENCE = 'ponteiro:company';
const ADMIN_AUDIENCE = 'ponteiro:admin';

export interface AccessClaims {
  userId: string;
  companyId: string | null;
  familyId: string;
}

export interface AdminClaims {
  adminId: string;
}

/** A verified admin token: who, and which token (so sign-out can revoke exactly this one). */
export interface AdminToken extends AdminClaims {
  jti: string;
  expiresAt: Date;
}

export interface TokenSettings {
  accessTtlMinutes: number;
  adminTtlMinutes: number;
}

export function createTokenService(key: Uint8Array, settings: TokenSettings) {
  async function verify(token: string, audience: string, requiredClaims: string[]) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        // A token without `exp` would never end: refuse it even though we never sign one.
        requiredClaims,
      });
      return payload;
    } catch (error) {
      throw AppError.unauthorized(
        error instanceof errors.JWTExpired ? 'token_expired' : 'unauthorized',
      );
    }
  }

  return {
    signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ cid: claims.companyId ?? undefined, fam: claims.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(COMPANY_AUDIENCE)
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${settings.accessTtlMinutes}m`)
        .sign(key);
    },

    async verifyAccess(token: string): Promise<AccessClaims> {
      const payload = await verify(token, COMPANY_AUDIENCE, ['exp', 'sub']);
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string')
        throw AppError.unauthorized();
      return {
        userId: payload.sub,
        companyId: typeof payload.cid === 'string' ? payload.cid : null,
        familyId: payload.fam,
      };
    },

    signAdmin(claims: AdminClaims): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(ADMIN_AUDIENCE)
        .setSubject(claims.adminId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${settings.adminTtlMinutes}m`)
        .sign(key);
    },

    async verifyAdmin(token: string): Promise<AdminToken> {
      const payload = await verify(token, ADMIN_AUDIENCE, ['exp', 'sub', 'jti']);
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
        throw AppError.unauthorized();
      return {
        adminId: payload.sub,
        jti: payload.jti,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** A new opaque refresh token (256 bits). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
