import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  type HoursBankOpening,
  type HoursBankSettings,
  type hoursBankOpeningBodySchema,
  type hoursBankOpeningListQuerySchema,
  type hoursBankSettingsBodySchema,
  type ListResult,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import { type Actor, writeScope } from '../organization/shared.js';
import { existingEmployees } from './assignments.repository.js';
import {
  deleteOpening,
  findHoursBank,
  findOpening,
  type HoursBankRow,
  insertOpening,
  listOpeningPage,
  type OpeningRow,
  openingExists,
  saveHoursBank,
  updateOpening,
} from './leave-hours-bank.repository.js';

type SettingsBody = z.output<typeof hoursBankSettingsBodySchema>;
type OpeningBody = z.output<typeof hoursBankOpeningBodySchema>;
type OpeningQuery = z.output<typeof hoursBankOpeningListQuerySchema>;

/** CLT art. 59: which paragraph allows a bank of that period. */
const LEGAL_BASIS = {
  monthly: 'CLT art. 59 §6 (acordo individual, tácito ou escrito)',
  semiannual: 'CLT art. 59 §5 (acordo individual escrito)',
  annual: 'CLT art. 59 §2 (acordo ou convenção coletiva)',
} as const;

/** Until a company saves its own: a monthly bank, credit one for one, 100 % on rest days. */
export const HOURS_BANK_DEFAULTS: Omit<HoursBankRow, 'companyId' | 'updatedAt'> = {
  period: 'monthly',
  startMonth: 1,
  expiryMonths: null,
  dailyCapMinutes: 120,
  periodCapMinutes: null,
  multipliers: { weekday: 100, saturday: 100, restDay: 200, holiday: 200 },
  atExpiry: 'pay',
};

function presentSettings(row: HoursBankRow | undefined): HoursBankSettings {
  const r = row ?? { ...HOURS_BANK_DEFAULTS, updatedAt: null };
  return {
    period: r.period,
    start_month: r.startMonth,
    expiry_months: r.expiryMonths,
    daily_cap_minutes: r.dailyCapMinutes,
    period_cap_minutes: r.periodCapMinutes,
    multipliers: {
      weekday: r.multipliers.weekday,
      saturday: r.multipliers.saturday,
      rest_day: r.multipliers.restDay,
      holiday: r.multipliers.holiday,
    },
    at_expiry: r.atExpiry,
    legal_basis: LEGAL_BASIS[r.period],
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}

function presentOpening(r: OpeningRow): HoursBankOpening {
  return {
    id: r.id,
    employee: { id: r.employeeId, name: r.employeeName },
    as_of: r.asOf,
    minutes: r.minutes,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    created_by: { id: r.createdBy, name: r.createdByName },
  };
}

/** The hours bank's rules for the company and the employees' opening balances. */
export function createHoursBankService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => writeCompanyAudited(db, writeScope(actor, context, 'hours_bank'), work);

  async function getOpening(companyId: string, id: string) {
    return withTenant(db, { companyId }, async (t) => {
      const row = await findOpening(t, id);
      if (!row) throw AppError.notFound();
      return presentOpening(row);
    });
  }

  async function checkOpening(
    t: Parameters<typeof findOpening>[0],
    body: OpeningBody,
    exceptId?: string,
  ) {
    if ((await existingEmployees(t, [body.employee_id])).length === 0) {
      throw new AppError('validation_error', {
        fieldErrors: { employee_id: ['validation.not_found_ref'] },
      });
    }
    if (await openingExists(t, body.employee_id, body.as_of, exceptId)) {
      throw new AppError('conflict', { fieldErrors: { as_of: ['validation.opening_exists'] } });
    }
  }

  const openingValues = (b: OpeningBody) => ({
    employeeId: b.employee_id,
    asOf: b.as_of,
    minutes: b.minutes,
    note: b.note,
  });

  return {
    settings: (companyId: string): Promise<HoursBankSettings> =>
      withTenant(db, { companyId }, async (t) => presentSettings(await findHoursBank(t))),

    saveSettings: (
      actor: Actor,
      body: SettingsBody,
      context: RequestContext,
    ): Promise<HoursBankSettings> =>
      write(actor, context, async (t, audit) => {
        const before = await findHoursBank(t);
        const row = await saveHoursBank(t, {
          period: body.period,
          startMonth: body.start_month,
          expiryMonths: body.expiry_months,
          dailyCapMinutes: body.daily_cap_minutes,
          periodCapMinutes: body.period_cap_minutes,
          multipliers: {
            weekday: body.multipliers.weekday,
            saturday: body.multipliers.saturday,
            restDay: body.multipliers.rest_day,
            holiday: body.multipliers.holiday,
          },
          atExpiry: body.at_expiry,
        });
        await audit({
          action: before ? 'update' : 'create',
          entityId: actor.companyId,
          before: before ? presentSettings(before) : undefined,
          after: presentSettings(row),
        });
        return presentSettings(row);
      }),

    openings: (companyId: string, query: OpeningQuery): Promise<ListResult<HoursBankOpening>> =>
      withTenant(db, { companyId }, async (t) => {
        const { rows, total } = await listOpeningPage(t, {
          searchPattern: query.search ? containsPattern(query.search) : undefined,
          employeeId: query.employee_id,
          ...pageWindow(query),
        });
        return listResult(rows.map(presentOpening), total, query);
      }),

    getOpening,

    async addOpening(
      actor: Actor,
      body: OpeningBody,
      context: RequestContext,
    ): Promise<HoursBankOpening> {
      const id = await write(actor, context, async (t, audit) => {
        await checkOpening(t, body);
        const values = openingValues(body);
        const created = await insertOpening(t, { ...values, createdBy: actor.userId });
        await audit({
          action: 'create',
          entity: 'hours_bank_opening',
          entityId: created,
          after: values,
        });
        return created;
      });
      return getOpening(actor.companyId, id);
    },

    async updateOpening(actor: Actor, id: string, body: OpeningBody, context: RequestContext) {
      await write(actor, context, async (t, audit) => {
        const before = await findOpening(t, id);
        if (!before) throw AppError.notFound();
        await checkOpening(t, body, id);
        const values = openingValues(body);
        await updateOpening(t, id, values);
        await audit({
          action: 'update',
          entity: 'hours_bank_opening',
          entityId: id,
          before: presentOpening(before),
          after: values,
        });
      });
      return getOpening(actor.companyId, id);
    },

    removeOpening: (actor: Actor, id: string, context: RequestContext): Promise<void> =>
      write(actor, context, async (t, audit) => {
        const before = await findOpening(t, id);
        if (!before) throw AppError.notFound();
        await deleteOpening(t, id);
        await audit({
          action: 'delete',
          entity: 'hours_bank_opening',
          entityId: id,
          before: presentOpening(before),
        });
      }),
  };
}
export type HoursBankService = ReturnType<typeof createHoursBankService>;
