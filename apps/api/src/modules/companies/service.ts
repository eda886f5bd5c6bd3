import { type Database, tenantOn, uuidv7 } from '@ponteiro/db';
import { AppError, type CompanySummary, type companyCreateBodySchema } from '@ponteiro/shared';
import type { z } from 'zod';
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
import { revokeFamily } from '../auth/refresh-tokens.repository.js';
import type { AuthService, Principal } from '../auth/service.js';
import { addMember, findMembership } from '../membership/repository.js';
import { addDefaultLeaveTypes } from '../time-policy/leave-types.service.js';
import {
  findCompanyByEmployer,
  insertCompany,
  listCompaniesOfUser,
  presentCompanySummary,
} from './repository.js';

/**
 * The caller acting on a company: the audit rows belong to that company. Registering and choosing
 * one are steps of a user not yet in a company's session (the old session's tokens are the user's,
 * of any company): their transactions are not company-scoped, only filtered by `tenantOn`.
 */
const companyScope = (principal: Principal, companyId: string, context: RequestContext) =>
  ({
    context,
    companyId,
    actorType: 'user',
    actorId: principal.userId,
    entity: 'company',
  }) satisfies AuditScope;

export function createCompaniesService(deps: { db: Database; auth: AuthService }) {
  const { db, auth } = deps;
  return {
    list(principal: Principal): Promise<CompanySummary[]> {
      return listCompaniesOfUser(db, principal.userId);
    },

    /** Registers the employer; the caller becomes its Owner. */
    async create(
      principal: Principal,
      body: z.output<typeof companyCreateBodySchema>,
      context: RequestContext,
    ): Promise<CompanySummary> {
      const id = uuidv7();
      return writeAudited(db, companyScope(principal, id, context), async (t, audit) => {
        if (await findCompanyByEmployer(t, body.employer_type, body.employer_id)) {
          throw new AppError('conflict', {
            fieldErrors: { employer_id: ['validation.employer_taken'] },
          });
        }
        const company = await insertCompany(t, id, body);
        const tenant = tenantOn(t, { companyId: id });
        await addMember(tenant, { userId: principal.userId, role: 'owner' });
        // Every company starts with the usual leave types (atestado, férias, falta…).
        await addDefaultLeaveTypes(tenant);
        await audit({
          action: 'create',
          entityId: id,
          after: {
            employer_type: body.employer_type,
            employer_id: body.employer_id,
            legal_name: body.legal_name,
          },
        });
        return presentCompanySummary(company, 'owner');
      });
    },

    /** A token pair scoped to the company; the caller's previous session family ends. */
    async select(principal: Principal, companyId: string, context: RequestContext) {
      return writeAudited(db, companyScope(principal, companyId, context), async (t, audit) => {
        // Not a member looks exactly like a company that does not exist.
        const member = await findMembership(tenantOn(t, { companyId }), principal.userId);
        if (!member) throw AppError.notFound();
        await revokeFamily(t, principal.familyId);
        const pair = await auth.issuePair(t, principal.userId, companyId);
        await audit({ action: 'select_company', entityId: companyId });
        return { ...pair, companyId };
      });
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
