import {
  type StoredFlowConditions,
  type StoredFlowStep,
  type Tenant,
  uuidv7,
  workflowFlows,
} from '@ponteiro/db';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the approval flows (workflow_flows).

export type FlowRow = typeof workflowFlows.$inferSelect;
export type RequestTypeValue = FlowRow['requestType'];

export interface FlowValues {
  name: string;
  requestType: RequestTypeValue;
  priority: number;
  active: boolean;
  conditions: StoredFlowConditions;
  steps: StoredFlowStep[];
}

export async function listFlows(t: Tenant, requestType?: RequestTypeValue): Promise<FlowRow[]> {
  return t.db
    .select()
    .from(workflowFlows)
    .where(
      t.where(workflowFlows, requestType ? eq(workflowFlows.requestType, requestType) : undefined),
    )
    .orderBy(
      asc(workflowFlows.requestType),
      asc(workflowFlows.isDefault),
      asc(workflowFlows.priority),
      asc(workflowFlows.name),
    );
}

export async function findFlow(t: Tenant, id: string): Promise<FlowRow | undefined> {
  const [row] = await t.db
    .select()
    .from(workflowFlows)
    .where(t.where(workflowFlows, eq(workflowFlows.id, id)));
  return row;
}

export async function insertFlow(t: Tenant, values: FlowValues): Promise<string> {
  const id = uuidv7();
  await t.db.insert(workflowFlows).values(t.values(workflowFlows, { id, ...values }));
  return id;
}

export async function updateFlow(t: Tenant, id: string, values: FlowValues): Promise<void> {
  await t.db
    .update(workflowFlows)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(workflowFlows, eq(workflowFlows.id, id)));
}

export async function deleteFlow(t: Tenant, id: string): Promise<void> {
  await t.db.delete(workflowFlows).where(t.where(workflowFlows, eq(workflowFlows.id, id)));
}

/** Requests waiting at a step of each flow. */
export async function pendingByFlow(t: Tenant): Promise<Map<string, number>> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select flow_id, count(*)::int as n from ta_requests
       where company_id = ${t.companyId} and status = 'pending' and flow_id is not null
       group by flow_id`),
  );
  return new Map(rows.map((r) => [String(r.flow_id), Number(r.n)]));
}

/** Which of `ids` are this company's subsidiaries / departments (to refuse unknown ones). */
export async function knownIds(
  t: Tenant,
  table: 'subsidiaries' | 'departments' | 'company_roles',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf(
    await t.db.execute(sql`
      select id from ${sql.identifier(table)}
       where company_id = ${t.companyId} and id in (${sql.join(
         ids.map((id) => sql`${id}`),
         sql`, `,
       )})`),
  );
  return new Set(rows.map((r) => String(r.id)));
}
