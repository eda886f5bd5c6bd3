import { companies, companyMembers, type Database } from '@ponteiro/db';
import { AppError, type CompanySummary, type companyCreateBodySchema } from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeAudit } from '../../lib/audit.js';
import { revokeFamily } from '../auth/refresh-tokens.repository.js';
import type { AuthService, Principal } from '../auth/service.js';
import { findCompanyByEmployer, findMembership, listCompaniesOfUser } from './repository.js';

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
      return db.transaction(async (tx) => {
        const t = tx as Database;
        if (await findCompanyByEmployer(t, body.employer_type, body.employer_id)) {
          throw new AppError('conflict', {
            fieldErrors: { employer_id: ['validation.employer_taken'] },
          });
        }
        const [company] = await t
          .insert(companies)
          .values({
            employerType: body.employer_type,
            employerId: body.employer_id,
            legalName: body.legal_name,
            tradeName: body.trade_name || null,
            timezone: body.timezone,
            address: body.address ?? {},
          })
          .returning();
        await t
          .insert(companyMembers)
          .values({ companyId: company!.id, userId: principal.userId, role: 'owner' });
        await writeAudit(t, context, {
          companyId: company!.id,
          actorType: 'user',
          actorId: principal.userId,
          action: 'create',
          entity: 'company',
          entityId: company!.id,
          after: {
            employer_type: body.employer_type,
            employer_id: body.employer_id,
            legal_name: body.legal_name,
          },
        });
        return {
          id: company!.id,
          employer_type: company!.employerType,
          employer_id: company!.employerId,
          legal_name: company!.legalName,
          trade_name: company!.tradeName,
          timezone: company!.timezone,
          role: 'owner',
        };
      });
    },

    /** A token pair scoped to the company; the caller's previous session family ends. */
    async select(principal: Principal, companyId: string, context: RequestContext) {
      return db.transaction(async (tx) => {
        const t = tx as Database;
        // Not a member looks exactly like a company that does not exist.
        if (!(await findMembership(t, companyId, principal.userId))) throw AppError.notFound();
        await revokeFamily(t, principal.familyId);
        const pair = await auth.issuePair(t, principal.userId, companyId);
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId: principal.userId,
          action: 'select_company',
          entity: 'company',
          entityId: companyId,
        });
        return { ...pair, companyId };
      });
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
