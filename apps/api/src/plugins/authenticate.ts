import type { Database } from '@ponteiro/db';
import {
  AppError,
  effectivePermissions,
  isBuiltInRole,
  type PermissionKey,
  type SubscriptionFeature,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../lib/audit.js';
import { requestContext } from '../lib/request-context.js';
import type { PlatformAdmin } from '../modules/admin-auth/platform-admin.js';
import { findAdminById, isAdminTokenRevoked } from '../modules/admin-auth/repository.js';
import type { AuthService } from '../modules/auth/service.js';
import type { TokenService } from '../modules/auth/tokens.js';
import { createCompanyCallerReader } from '../modules/membership/caller.repository.js';
import { companySubscription } from '../modules/subscription/repository.js';
import { rememberVerified } from './verified-tokens.js';

// Defined by admin-auth (its services take it), so that module does not import this plugin.
export type { PlatformAdmin };

/** Who called a public route: only the request's id and address, for the audit log. */
export interface PublicScope {
  context: RequestContext;
}

/** A signed-in company user, with or without a company chosen (it is also a `Principal`). */
export interface UserScope {
  userId: string;
  companyId: string | null;
  /** The refresh-token family of the session (sign-out revokes it). */
  familyId: string;
  context: RequestContext;
}

/**
 * A member of the token's company, checked against the database on this request. It is also each
 * module's `Actor` (companyId, userId, role), so services take it as it is.
 */
export interface CompanyScope {
  companyId: string;
  userId: string;
  familyId: string;
  role: string;
  /** Everything the caller's role may do in the company. */
  permissions: readonly PermissionKey[];
  context: RequestContext;
}

/** Who acts in a company, as services take it: a `CompanyScope` passes as it is. */
export type Actor = Pick<CompanyScope, 'companyId' | 'userId' | 'role'>;

/** A platform administrator (back-office), never a company user. */
export interface AdminScope {
  admin: PlatformAdmin;
  adminId: string;
  username: string;
  isSuperuser: boolean;
  /** The token's id and expiry, for sign-out. */
  token: { jti: string; expiresAt: Date };
  context: RequestContext;
}

/** The bearer token of a request, or null. A malformed header counts as none. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who the caller is, checked once per request. Routes never call these: `defineRoute` picks one
 * from the route's `access` and runs it as an `onRequest` hook (before the body is read).
 */
export interface Guards {
  /** A company user's valid access token, with or without a company chosen. */
  user(request: FastifyRequest): Promise<UserScope>;
  /**
   * A company-scoped token whose user is still a member of that company, whose role holds at
   * least one of `anyOf` (403 otherwise).
   */
  /**
   * `anyOf` null: any role of the company will do. A suspended company answers 403 to all; with
   * `feature`, a company whose plan lacks that switch too (access control, visitors).
   */
  company(
    request: FastifyRequest,
    anyOf: readonly PermissionKey[] | null,
    feature?: SubscriptionFeature,
  ): Promise<CompanyScope>;
  /** A platform administrator's token. Company tokens are refused here, and vice versa. */
  admin(request: FastifyRequest): Promise<AdminScope>;
}

export function createGuards(db: Database, auth: AuthService, tokens: TokenService): Guards {
  const user = async (request: FastifyRequest): Promise<UserScope> => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const principal = await auth.verifyAccessToken(token);
    return { ...principal, context: requestContext(request) };
  };

  const readCaller = createCompanyCallerReader(db);

  /** The plan in force must have the switch on (403 naming what is missing otherwise). */
  const refuseWithoutFeature = async (companyId: string, feature: SubscriptionFeature) => {
    const subscription = await companySubscription(db, companyId);
    const on =
      feature === 'enable_access' ? subscription?.enableAccess : subscription?.enableVisitor;
    if (on !== true) {
      throw new AppError('forbidden', {
        message:
          feature === 'enable_access'
            ? 'validation.plan_without_access'
            : 'validation.plan_without_visitor',
      });
    }
  };
  const verifyAccess = rememberVerified((token: string) => tokens.verifyAccess(token));

  const company = async (
    request: FastifyRequest,
    anyOf: readonly PermissionKey[] | null,
    feature?: SubscriptionFeature,
  ): Promise<CompanyScope> => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const { userId, companyId, familyId } = await verifyAccess(token);
    // 401, not 403: the client answers it by refreshing, and a token without a company sends the
    // user to the company choice (api.md).
    if (!companyId) throw AppError.unauthorized();
    // Before any scope exists, on the plain database: the session's family (sign-out and reuse
    // detection end its access tokens at once), the membership and the role, in one statement.
    const caller = await readCaller({ familyId, companyId, userId });
    if (!caller.sessionActive || !caller.role) throw AppError.unauthorized();
    // The provider's suspension: the session still answers (the page that says why), nothing else.
    if (caller.suspended) {
      throw new AppError('forbidden', { message: 'validation.company_suspended' });
    }
    const { role } = caller;
    const permissions =
      isBuiltInRole(role) || caller.customPermissions
        ? effectivePermissions(role, caller.customPermissions ?? [])
        : [];
    if (anyOf && !anyOf.some((key) => permissions.includes(key))) throw AppError.forbidden();
    if (feature) await refuseWithoutFeature(companyId, feature);
    return { companyId, userId, familyId, role, permissions, context: requestContext(request) };
  };

  const admin = async (request: FastifyRequest): Promise<AdminScope> => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized();
    const { adminId, jti, expiresAt } = await tokens.verifyAdmin(token);
    const row = await findAdminById(db, adminId);
    if (!row?.isActive) throw AppError.unauthorized();
    // Signed out before it expired.
    if (await isAdminTokenRevoked(db, jti)) throw AppError.unauthorized();
    const account = { id: row.id, username: row.username, isSuperuser: row.isSuperuser };
    return {
      admin: account,
      adminId: row.id,
      username: row.username,
      isSuperuser: row.isSuperuser,
      token: { jti, expiresAt },
      context: requestContext(request),
    };
  };

  return { user, company, admin };
}
