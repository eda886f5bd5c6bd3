import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  comparePayrollEvents,
  isPayrollEvent,
  overtimeEvent,
  PAYROLL_BASE_RATES,
  PAYROLL_FIXED_EVENTS,
  type PayrollEventCode,
  type payrollEventCodesBodySchema,
  payrollEventUnit,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { assertPayrollEditor } from './access.js';
import {
  type EventCodeRow,
  listEventCodes,
  overtimeRatesInUse,
  replaceEventCodes,
} from './payroll.repository.js';

type EventCodesBody = z.output<typeof payrollEventCodesBodySchema>;

/**
 * Every event the company's files can carry: overtime at 50 % and 100 %, at each rate its rules
 * pay, at any rate already mapped, and the fixed events — each with its code, if mapped.
 */
async function presentCodes(t: Tenant): Promise<PayrollEventCode[]> {
  const mapped = await listEventCodes(t);
  const byEvent = new Map<string, EventCodeRow>(mapped.map((r) => [r.event, r]));
  const rates = [...PAYROLL_BASE_RATES, ...(await overtimeRatesInUse(t))].filter(
    (rate) => rate !== '' && Number.isFinite(Number(rate)),
  );
  const events = new Set<string>([
    ...rates.map(overtimeEvent),
    ...PAYROLL_FIXED_EVENTS,
    ...mapped.map((r) => r.event).filter(isPayrollEvent),
  ]);
  return [...events]
    .filter(isPayrollEvent)
    .sort(comparePayrollEvents)
    .map((event) => {
      const row = byEvent.get(event);
      return {
        event,
        unit: payrollEventUnit(event),
        code: row?.code ?? null,
        description: row?.description ?? null,
        updated_at: row ? row.updatedAt.toISOString() : null,
      };
    });
}

/** The company's payroll event codes: read by anyone with reports.payroll, replaced by editors. */
export function createPayrollEventCodesService(db: Database) {
  return {
    list: (scope: CompanyScope): Promise<PayrollEventCode[]> =>
      withTenant(db, { companyId: scope.companyId }, presentCodes),

    /** Replaces the mapping: an event left out of `codes` loses its code. Audited. */
    save: (
      scope: CompanyScope,
      body: EventCodesBody,
      context: RequestContext,
    ): Promise<PayrollEventCode[]> => {
      assertPayrollEditor(scope);
      return writeCompanyAudited(
        db,
        writeScope(scope, context, 'payroll_event_codes'),
        async (t, audit) => {
          const before = await listEventCodes(t);
          const codes = body.codes.map((c) => ({
            event: c.event,
            code: c.code,
            description: c.description ?? null,
          }));
          await replaceEventCodes(t, codes);
          await audit({
            action: 'update',
            entityId: null,
            before: {
              codes: before.map((r) => ({
                event: r.event,
                code: r.code,
                description: r.description,
              })),
            },
            after: { codes },
          });
          return presentCodes(t);
        },
      );
    },
  };
}
export type PayrollEventCodesService = ReturnType<typeof createPayrollEventCodesService>;
