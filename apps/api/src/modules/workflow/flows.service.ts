import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type Flow,
  type flowBodySchema,
  isBuiltInRole,
  type RequestType,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { membersAmong } from './approvers.repository.js';
import {
  deleteFlow,
  type FlowRow,
  type FlowValues,
  findFlow,
  insertFlow,
  knownIds,
  listFlows,
  pendingByFlow,
  updateFlow,
} from './flows.repository.js';

type FlowBody = z.output<typeof flowBodySchema>;

export function presentFlow(row: FlowRow, pending: number): Flow {
  return {
    id: row.id,
    name: row.name,
    request_type: row.requestType,
    is_default: row.isDefault,
    priority: row.priority,
    active: row.active,
    conditions: row.conditions,
    steps: row.steps,
    pending,
    updated_at: row.updatedAt.toISOString(),
  };
}

const fieldError = (field: string, key: string) =>
  new AppError('business_rule', { fieldErrors: { [field]: [`validation.${key}`] } });

/** Every id the body names belongs to this company (else 422 on that field). */
async function checkReferences(t: Tenant, body: FlowBody): Promise<void> {
  const { subsidiary_ids, department_ids } = body.conditions;
  if ((await knownIds(t, 'subsidiaries', subsidiary_ids)).size !== new Set(subsidiary_ids).size) {
    throw fieldError('conditions.subsidiary_ids', 'not_found_ref');
  }
  if ((await knownIds(t, 'departments', department_ids)).size !== new Set(department_ids).size) {
    throw fieldError('conditions.department_ids', 'not_found_ref');
  }
  for (const [k, step] of body.steps.entries()) {
    if (step.approver === 'role' && step.role && !isBuiltInRole(step.role)) {
      const custom = /^[0-9a-f-]{36}$/i.test(step.role)
        ? await knownIds(t, 'company_roles', [step.role])
        : new Set();
      if (custom.size === 0) throw fieldError(`steps.${k}.role`, 'not_found_ref');
    }
    if (step.approver === 'users') {
      const unique = [...new Set(step.user_ids)];
      if ((await membersAmong(t, unique)).length !== unique.length) {
        throw fieldError(`steps.${k}.user_ids`, 'not_found_ref');
      }
    }
  }
}

/** What is stored: only the fields the approver kind uses. */
function valuesOf(body: FlowBody, isDefault: boolean): FlowValues {
  return {
    name: body.name,
    requestType: body.request_type,
    priority: body.priority,
    // The default flow matches everything and is always on.
    active: isDefault ? true : body.active,
    conditions: isDefault
      ? { subsidiary_ids: [], department_ids: [], min_minutes: null }
      : {
          subsidiary_ids: [...new Set(body.conditions.subsidiary_ids)],
          department_ids: [...new Set(body.conditions.department_ids)],
          min_minutes: body.conditions.min_minutes,
        },
    steps: body.steps.map((s) => ({
      approver: s.approver,
      role: s.approver === 'role' ? s.role : null,
      user_ids: s.approver === 'users' ? [...new Set(s.user_ids)] : [],
      escalate_after_days: s.escalate_after_days,
    })),
  };
}

/** Approval flows (settings.workflow.*): list, create, change, delete; the defaults stay. */
export function createFlowsService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => writeCompanyAudited(db, writeScope(actor, context, 'workflow_flow'), work);

  async function present(t: Tenant, id: string): Promise<Flow> {
    const row = (await findFlow(t, id))!;
    return presentFlow(row, (await pendingByFlow(t)).get(id) ?? 0);
  }

  return {
    async list(actor: Actor, requestType?: RequestType): Promise<Flow[]> {
      return withTenant(db, actor, async (t) => {
        const pending = await pendingByFlow(t);
        return (await listFlows(t, requestType)).map((row) =>
          presentFlow(row, pending.get(row.id) ?? 0),
        );
      });
    },

    async create(actor: Actor, body: FlowBody, context: RequestContext): Promise<Flow> {
      return write(actor, context, async (t, audit) => {
        await checkReferences(t, body);
        const values = valuesOf(body, false);
        const id = await insertFlow(t, values);
        await audit({ action: 'create', entityId: id, after: { ...values } });
        return present(t, id);
      });
    },

    async update(actor: Actor, id: string, body: FlowBody, context: RequestContext): Promise<Flow> {
      return write(actor, context, async (t, audit) => {
        const before = await findFlow(t, id);
        if (!before) throw AppError.notFound();
        if (before.isDefault && body.request_type !== before.requestType) {
          throw fieldError('request_type', 'default_flow_type');
        }
        if (before.isDefault && !body.active) throw fieldError('active', 'default_flow_active');
        await checkReferences(t, body);
        const values = valuesOf(body, before.isDefault);
        await updateFlow(t, id, values);
        await audit({
          action: 'update',
          entityId: id,
          before: {
            name: before.name,
            priority: before.priority,
            active: before.active,
            conditions: before.conditions,
            steps: before.steps,
          },
          after: { ...values },
        });
        return present(t, id);
      });
    },

    /** Requests already on it keep their copy of the steps. */
    async remove(actor: Actor, id: string, context: RequestContext): Promise<null> {
      return write(actor, context, async (t, audit) => {
        const before = await findFlow(t, id);
        if (!before) throw AppError.notFound();
        if (before.isDefault) {
          throw new AppError('conflict', { message: 'validation.default_flow_delete' });
        }
        await deleteFlow(t, id);
        await audit({
          action: 'delete',
          entityId: id,
          before: { name: before.name, request_type: before.requestType },
        });
        return null;
      });
    },
  };
}
export type FlowsService = ReturnType<typeof createFlowsService>;
