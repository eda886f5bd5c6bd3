import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  BUILT_IN_ROLES,
  type Delegation,
  type DelegationBody,
  type WorkflowPeople,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor, CompanyScope } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { membersAmong } from './approvers.repository.js';
import {
  type DelegationRow,
  deleteDelegation,
  findDelegation,
  insertDelegation,
  listDelegations,
  membersAndRoles,
  overlappingDelegation,
} from './delegations.repository.js';

type Caller = Pick<CompanyScope, 'companyId' | 'userId' | 'role' | 'permissions'>;

/** Who arranges others' delegations (and sees them all). */
const managesWorkflow = (scope: Caller) => scope.permissions.includes('settings.workflow.edit');

function presentDelegation(row: DelegationRow, today: string): Delegation {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    delegate: { id: row.delegateUserId, name: row.delegateName },
    from: row.fromDate,
    to: row.toDate,
    note: row.note,
    in_force: row.fromDate <= today && today <= row.toDate,
    created_at: row.createdAt.toISOString(),
  };
}

const businessRule = (field: string, key: string) =>
  new AppError('business_rule', { fieldErrors: { [field]: [`validation.${key}`] } });

/**
 * Delegations: while away, an approver hands what waits for them to a colleague. Anyone sets their
 * own; settings.workflow.edit sets anyone's. The path records who decided on whose behalf.
 */
export function createDelegationsService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: (
      t: Tenant,
      audit: Parameters<Parameters<typeof writeCompanyAudited<T>>[2]>[1],
    ) => Promise<T>,
  ) => writeCompanyAudited(db, writeScope(actor, context, 'workflow_delegation'), work);

  return {
    async list(scope: Caller, today: string): Promise<Delegation[]> {
      return withTenant(db, scope, async (t) =>
        (await listDelegations(t, managesWorkflow(scope) ? undefined : scope.userId)).map((row) =>
          presentDelegation(row, today),
        ),
      );
    },

    async create(
      scope: Caller,
      body: DelegationBody,
      today: string,
      context: RequestContext,
    ): Promise<Delegation> {
      const userId = body.user_id ?? scope.userId;
      if (userId !== scope.userId && !managesWorkflow(scope)) throw AppError.forbidden();
      if (body.to < today) throw businessRule('to', 'delegation_past');
      if (body.delegate_user_id === userId) throw businessRule('delegate_user_id', 'delegate_self');
      return write(scope, context, async (t, audit) => {
        const members = await membersAmong(t, [userId, body.delegate_user_id]);
        if (!members.includes(userId)) throw businessRule('user_id', 'not_found_ref');
        if (!members.includes(body.delegate_user_id)) {
          throw businessRule('delegate_user_id', 'not_found_ref');
        }
        if (await overlappingDelegation(t, userId, body.from, body.to)) {
          throw new AppError('conflict', {
            fieldErrors: { from: ['validation.delegation_overlap'] },
          });
        }
        const id = await insertDelegation(t, {
          userId,
          delegateUserId: body.delegate_user_id,
          fromDate: body.from,
          toDate: body.to,
          note: body.note || null,
          createdBy: scope.userId,
        });
        await audit({
          action: 'create',
          entityId: id,
          after: {
            user_id: userId,
            delegate_user_id: body.delegate_user_id,
            from: body.from,
            to: body.to,
          },
        });
        return presentDelegation((await findDelegation(t, id))!, today);
      });
    },

    async remove(scope: Caller, id: string, context: RequestContext): Promise<null> {
      return write(scope, context, async (t, audit) => {
        const row = await findDelegation(t, id);
        if (!row) throw AppError.notFound();
        if (row.userId !== scope.userId && !managesWorkflow(scope)) {
          // Someone else's delegation is not theirs to see either.
          if (row.delegateUserId !== scope.userId) throw AppError.notFound();
          throw AppError.forbidden();
        }
        await deleteDelegation(t, id);
        await audit({
          action: 'delete',
          entityId: id,
          before: {
            user_id: row.userId,
            delegate_user_id: row.delegateUserId,
            from: row.fromDate,
            to: row.toDate,
          },
        });
        return null;
      });
    },

    /** Members and roles a step or a delegation can name. */
    async people(scope: Caller): Promise<WorkflowPeople> {
      return withTenant(db, scope, async (t) => {
        const { members, roles } = await membersAndRoles(t);
        return {
          users: members,
          roles: [
            ...BUILT_IN_ROLES.map((key) => ({ key, name: key, built_in: true })),
            ...roles.map((r) => ({ key: r.id, name: r.name, built_in: false })),
          ],
        };
      });
    },
  };
}
export type DelegationsService = ReturnType<typeof createDelegationsService>;
