import type { Database } from '@ponteiro/db';
import {
  type AdminCompany,
  type AdminCompanyDetail,
  type AdminCompanyListQuery,
  AppError,
  type ListResult,
  type RecordHistoryEntry,
  type RecordHistoryQuery,
} from '@ponteiro/shared';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import {
  assertSuperuser,
  backOfficeScope,
  type PlatformAdmin,
} from '../admin-auth/platform-admin.js';
import { listSubscriptions } from '../admin-billing/repository.js';
import { presentSubscription } from '../admin-billing/service.js';
import {
  type AdminCompanyRow,
  companyDevices,
  companyPeople,
  distributorExists,
  findCompany,
  listCompanies,
  recordHistory,
  setDistributor,
  setSuspension,
} from './repository.js';

export const presentAdminCompany = (r: AdminCompanyRow): AdminCompany => ({
  id: r.id,
  name: r.tradeName ?? r.legalName,
  legal_name: r.legalName,
  employer_type: r.employerType,
  employer_id: r.employerId,
  status: r.suspendedAt ? 'suspended' : 'active',
  suspended_at: r.suspendedAt?.toISOString() ?? null,
  suspension_reason: r.suspensionReason,
  plan: r.planId && r.planName ? { id: r.planId, name: r.planName } : null,
  subscription_status: r.subscriptionStatus,
  seats_used: r.seatsUsed,
  seats_allowed: r.seatsAllowed,
  members: r.members,
  distributor:
    r.distributorId && r.distributorName ? { id: r.distributorId, name: r.distributorName } : null,
  created_at: r.createdAt.toISOString(),
});

/**
 * The back-office's companies (/admin/company-list): every administrator reads; superusers
 * suspend, reactivate and assign the distributor (403 otherwise), each write audited on the
 * company (its own audit trail shows what the provider did).
 */
export function createAdminCompaniesService(db: Database) {
  const existing = async (t: Database, id: string) => {
    const row = await findCompany(t, id);
    if (!row) throw AppError.notFound();
    return row;
  };

  return {
    async list(query: AdminCompanyListQuery): Promise<ListResult<AdminCompany>> {
      const { rows, total } = await listCompanies(db, query, pageWindow(query));
      return listResult(rows.map(presentAdminCompany), total, query);
    },

    async get(id: string): Promise<AdminCompanyDetail> {
      const row = await existing(db, id);
      const [people, history, ownDevices] = await Promise.all([
        companyPeople(db, id),
        listSubscriptions(db, { company_id: id }, { limit: 100, offset: 0 }),
        companyDevices(db, id),
      ]);
      return {
        ...presentAdminCompany(row),
        timezone: row.timezone,
        people: people.map((p) => ({
          user_id: p.userId,
          name: p.name,
          email: p.email,
          role: p.role,
          last_login_at: p.lastLoginAt?.toISOString() ?? null,
        })),
        subscriptions: history.rows.map(presentSubscription),
        devices: ownDevices.map((d) => ({
          id: d.id,
          name: d.name,
          serial_number: d.serialNumber,
          kind: d.kind,
          last_seen_at: d.lastSeenAt?.toISOString() ?? null,
          is_active: d.isActive,
        })),
      };
    },

    /** Its users then sign in only to the page that says why (session status `suspended`). */
    async suspend(
      actor: PlatformAdmin,
      id: string,
      reason: string,
      context: RequestContext,
    ): Promise<AdminCompany> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'company', id), async (t, audit) => {
        const before = await existing(t, id);
        if (before.suspendedAt) {
          throw new AppError('conflict', { message: 'validation.company_already_suspended' });
        }
        await setSuspension(t, id, { at: new Date(), reason });
        const after = await existing(t, id);
        await audit({
          action: 'suspend',
          entityId: id,
          before: { status: 'active' },
          after: { status: 'suspended', reason },
        });
        return presentAdminCompany(after);
      });
    },

    async reactivate(
      actor: PlatformAdmin,
      id: string,
      reason: string,
      context: RequestContext,
    ): Promise<AdminCompany> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'company', id), async (t, audit) => {
        const before = await existing(t, id);
        if (!before.suspendedAt) {
          throw new AppError('conflict', { message: 'validation.company_not_suspended' });
        }
        await setSuspension(t, id, null);
        await audit({
          action: 'reactivate',
          entityId: id,
          before: { status: 'suspended', reason: before.suspensionReason },
          after: { status: 'active', reason },
        });
        return presentAdminCompany(await existing(t, id));
      });
    },

    async setDistributor(
      actor: PlatformAdmin,
      id: string,
      distributorId: string | null,
      context: RequestContext,
    ): Promise<AdminCompany> {
      assertSuperuser(actor);
      return writeAudited(db, backOfficeScope(actor, context, 'company', id), async (t, audit) => {
        const before = await existing(t, id);
        if (distributorId && !(await distributorExists(t, distributorId))) {
          throw new AppError('validation_error', {
            fieldErrors: { distributor_id: ['validation.not_found_ref'] },
          });
        }
        await setDistributor(t, id, distributorId);
        const after = await existing(t, id);
        await audit({
          action: 'set_distributor',
          entityId: id,
          before: { distributor: before.distributorName },
          after: { distributor: after.distributorName },
        });
        return presentAdminCompany(after);
      });
    },

    /** The audit trail of one back-office record, newest first. */
    async history(query: RecordHistoryQuery): Promise<ListResult<RecordHistoryEntry>> {
      const { rows, total } = await recordHistory(
        db,
        query.entity,
        query.entity_id,
        pageWindow(query),
      );
      return listResult(
        rows.map((r) => ({
          id: r.id,
          action: r.action,
          actor: { type: r.actorType, id: r.actorId, name: r.actorName },
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        query,
      );
    },
  };
}
export type AdminCompaniesService = ReturnType<typeof createAdminCompaniesService>;
