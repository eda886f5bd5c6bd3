import { adminTokenRevocations, type Database, platformAdmins } from '@ponteiro/db';
import { AppError, type PermissionKey } from '@ponteiro/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthService, Principal } from '../modules/auth/service.js';
import type { TokenService } from '../modules/auth/tokens.js';
import { findMembership } from '../modules/companies/repository.js';
import { resolvePermissions } from '../modules/roles/repository.js';

export interface PlatformAdmin {
  id: string;
  username: string;
  isSuperuser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the user and company guards. */
    principal?: Principal;
    /** Set by the company guard: the caller's role in the token's company. */
    membership?: { companyId: string; role: string };
    /** Set by a permission guard: everything the caller may do in the company. */
    permissions?: readonly PermissionKey[];
    /** Set by the admin guard. */
    platformAdmin?: PlatformAdmin;
    /** Set by the admin guard: the token's id and expiry, for sign-out. */
    adminToken?: { jti: string; expiresAt: Date };
  }
}

/** The bearer token of a request, or null. A malformed header counts as none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1] ?? null;
}

export interface Guards {
  /** A company user's valid access token, with or without a company chosen. */
  user: onRequestAsyncHookHandler;
  /** A company-scoped token whose user is still a member of that company. */
  company: onRequestAsyncHookHandler;
  /** A platform administrator's token. Company tokens are refused here, and vice versa. */
  admin: onRequestAsyncHookHandler;
  /** The company guard, then 403 unless the caller's role holds `key`. */
  permission(key: PermissionKey): onRequestAsyncHookHandler;
  /** The company guard, then 403 unless the role holds at least one of `keys` (shared lookups). */
  anyPermission(...keys: PermissionKey[]): onRequestAsyncHookHandler;
}

export function createGuards(db: Database, auth: AuthService, tokens: TokenService): Guards {
  const user: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    request.principal = await auth.verifyAccessToken(token);
  };

  const company: onRequestAsyncHookHandler = async function (request, reply) {
    await user.call(this, request, reply);
    const principal = request.principal!;
    // 401, not 403: the client answers it by refreshing, and a token without a company sends the
    // user to the company choice (api.md).
    if (!principal.companyId) throw AppError.unauthorized();
    const membership = await findMembership(db, principal.companyId, principal.userId);
    if (!membership) throw AppError.unauthorized();
    request.membership = { companyId: principal.companyId, role: membership.role };
  };

  const admin: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const { adminId, jti, expiresAt } = await tokens.verifyAdmin(token);
    const [row] = await db.select().from(platformAdmins).where(eq(platformAdmins.id, adminId));
    if (!row?.isActive) throw AppError.unauthorized();
    // Signed out before it expired.
    const [revoked] = await db
      .select({ jti: adminTokenRevocations.jti })
      .from(adminTokenRevocations)
      .where(eq(adminTokenRevocations.jti, jti));
    if (revoked) throw AppError.unauthorized();
    request.adminToken = { jti, expiresAt };
    request.platformAdmin = { id: row.id, username: row.username, isSuperuser: row.isSuperuser };
  };

  const anyPermission = (...keys: PermissionKey[]): onRequestAsyncHookHandler =>
    async function (request, reply) {
      await company.call(this, request, reply);
      const { companyId, role } = request.membership!;
      request.permissions = await resolvePermissions(db, companyId, role);
      if (!keys.some((key) => request.permissions!.includes(key))) throw AppError.forbidden();
    };
  const permission = (key: PermissionKey) => anyPermission(key);

  return { user, company, admin, permission, anyPermission };
}
