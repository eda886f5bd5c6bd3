import { payrollEventCodes, payrollLayouts, type Tenant, uuidv7 } from '@ponteiro/db';
import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the payroll export: the company's event codes (payroll_event_codes), its saved layouts
// (payroll_layouts) and the overtime rates its rules pay.

export type EventCodeRow = typeof payrollEventCodes.$inferSelect;
export type LayoutRow = typeof payrollLayouts.$inferSelect;

export async function listEventCodes(t: Tenant): Promise<EventCodeRow[]> {
  return t.db
    .select()
    .from(payrollEventCodes)
    .where(t.where(payrollEventCodes))
    .orderBy(asc(payrollEventCodes.event));
}

/** Replaces the whole mapping with `codes`. */
export async function replaceEventCodes(
  t: Tenant,
  codes: readonly { event: string; code: string; description: string | null }[],
): Promise<void> {
  await t.db.delete(payrollEventCodes).where(t.where(payrollEventCodes));
  if (codes.length === 0) return;
  await t.db
    .insert(payrollEventCodes)
    .values(codes.map((c) => t.values(payrollEventCodes, { ...c })));
}

/**
 * The overtime and rest-day rates of the company's defaults and of every schedule version, as
 * the engine keys them ("50", "62.5").
 */
export async function overtimeRatesInUse(t: Tenant): Promise<string[]> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select distinct rate from (
        select rules->>'overtimeRate' as rate from time_settings where company_id = ${t.companyId}
        union all
        select rules->>'restDayRate' from time_settings where company_id = ${t.companyId}
        union all
        select rules->>'overtimeRate' from schedule_versions where company_id = ${t.companyId}
        union all
        select rules->>'restDayRate' from schedule_versions where company_id = ${t.companyId}
      ) r where rate is not null`),
  );
  return rows.map((r) => String(r.rate));
}

export async function listLayouts(t: Tenant): Promise<LayoutRow[]> {
  return t.db
    .select()
    .from(payrollLayouts)
    .where(t.where(payrollLayouts))
    .orderBy(asc(sql`lower(${payrollLayouts.name})`), asc(payrollLayouts.id));
}

export async function findLayout(t: Tenant, id: string): Promise<LayoutRow | undefined> {
  const [row] = await t.db
    .select()
    .from(payrollLayouts)
    .where(t.where(payrollLayouts, eq(payrollLayouts.id, id)));
  return row;
}

/** Whether another layout (not `exceptId`) has this name, in any case. */
export async function layoutNameTaken(
  t: Tenant,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select 1 from payroll_layouts
       where company_id = ${t.companyId} and lower(name) = lower(${name})
         ${exceptId ? sql`and id <> ${exceptId}` : sql``}`),
  );
  return rows.length > 0;
}

export async function insertLayout(
  t: Tenant,
  values: { name: string; layout: Record<string, unknown> },
): Promise<string> {
  const id = uuidv7();
  await t.db.insert(payrollLayouts).values(t.values(payrollLayouts, { id, ...values }));
  return id;
}

export async function updateLayout(
  t: Tenant,
  id: string,
  values: { name: string; layout: Record<string, unknown> },
): Promise<void> {
  await t.db
    .update(payrollLayouts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(payrollLayouts, eq(payrollLayouts.id, id)));
}

export async function deleteLayout(t: Tenant, id: string): Promise<void> {
  await t.db.delete(payrollLayouts).where(t.where(payrollLayouts, eq(payrollLayouts.id, id)));
}
