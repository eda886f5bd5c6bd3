import { createHash, randomBytes } from 'node:crypto';
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

export interface TokenSettings {
  accessTtlMinutes: number;
  adminTtlMinutes: number;
}

export function createTokenService(key: Uint8Array, settings: TokenSettings) {
  async function verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
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
      const payload = await verify(token, COMPANY_AUDIENCE);
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
        .setIssuedAt()
        .setExpirationTime(`${settings.adminTtlMinutes}m`)
        .sign(key);
    },

    async verifyAdmin(token: string): Promise<AdminClaims> {
      const payload = await verify(token, ADMIN_AUDIENCE);
      if (typeof payload.sub !== 'string') throw AppError.unauthorized();
      return { adminId: payload.sub };
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
