import { type Database, type StoredSchedule, withTenant } from '@ponteiro/db';
import {
  AppError,
  type EngineRulesInput,
  type EngineSchedule,
  type FullRules,
  type ListQuery,
  type ListResult,
  type Schedule,
  type ScheduleVersion,
  type scheduleBodySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import { type Actor, writeScope } from '../organization/shared.js';
import {
  deleteSchedule,
  employeesGivenSchedule,
  employeesOnScheduleAt,
  findSchedule,
  findTimeSettings,
  insertSchedule,
  listSchedulePage,
  putVersion,
  type ScheduleRow,
  takenScheduleFields,
  updateSchedule,
  type VersionRow,
  versionsOf,
} from './repository.js';
import { mergeRules, resolveRules, sameJson } from './rules.js';
import { todayInBrazil } from './today.js';

type ScheduleBody = z.output<typeof scheduleBodySchema>;

const ORDERINGS = { name: 'name', code: 'code', created_at: 'created_at' } as const;

export function presentVersion(v: VersionRow): ScheduleVersion {
  return {
    id: v.id,
    effective_from: v.effectiveFrom,
    schedule: v.schedule as EngineSchedule,
    rules: v.rules as FullRules,
    overrides: v.overrides as EngineRulesInput,
    pre_assigned_break: v.preAssignedBreak,
    created_at: v.createdAt.toISOString(),
    created_by: { id: v.createdBy, name: v.createdByName },
  };
}

/** The version in force on `day`: the latest starting on or before it, else the first one. */
export function versionAt<V extends { effectiveFrom: string }>(versions: V[], day: string): V {
  let current = versions[0]!;
  for (const v of versions) if (v.effectiveFrom <= day) current = v;
  return current;
}

/** Schedules (horários contratuais): versioned times and rules, assigned to employees by date. */
export function createSchedulesService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => writeCompanyAudited(db, writeScope(actor, context, 'schedule'), work);

  async function assertFree(
    t: Parameters<typeof findSchedule>[0],
    body: ScheduleBody,
    exceptId?: string,
  ) {
    const taken = await takenScheduleFields(t, body, exceptId);
    const fieldErrors: Record<string, string[]> = {};
    if (taken.name) fieldErrors.name = ['validation.schedule_name_taken'];
    if (taken.code) fieldErrors.code = ['validation.schedule_code_taken'];
    if (taken.name || taken.code) throw new AppError('conflict', { fieldErrors });
  }

  /** The body's rules over the company defaults of now, checked by the engine. */
  async function versionValues(t: Parameters<typeof findSchedule>[0], body: ScheduleBody) {
    const defaults = ((await findTimeSettings(t))?.rules ?? {}) as EngineRulesInput;
    const rules = resolveRules(body.schedule, mergeRules(defaults, body.rules));
    return {
      effectiveFrom: body.effective_from,
      schedule: body.schedule as StoredSchedule,
      rules,
      overrides: body.rules,
      preAssignedBreak: body.pre_assigned_break,
    };
  }

  /** `today`: the caller's (the request's Timezone), which decides the version in force. */
  async function present(
    t: Parameters<typeof findSchedule>[0],
    rows: ScheduleRow[],
    today = todayInBrazil(),
  ) {
    const ids = rows.map((r) => r.id);
    const [versions, counts] = await Promise.all([
      versionsOf(t, ids),
      employeesOnScheduleAt(t, today, ids),
    ]);
    return rows.map((row): Schedule => {
      const own = versions.filter((v) => v.scheduleId === row.id);
      const current = versionAt(own, today);
      return {
        id: row.id,
        name: row.name,
        code: row.code,
        kind: (current.schedule as StoredSchedule).kind,
        current: presentVersion(current),
        versions: own.length,
        employees: counts.get(row.id) ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function get(companyId: string, id: string, today?: string): Promise<Schedule> {
    return withTenant(db, { companyId }, async (t) => {
      const row = await findSchedule(t, id);
      if (!row) throw AppError.notFound();
      return (await present(t, [row], today))[0]!;
    });
  }

  return {
    get,

    list: (companyId: string, query: ListQuery, today?: string): Promise<ListResult<Schedule>> =>
      withTenant(db, { companyId }, async (t) => {
        const { value, descending } = pickOrdering(query.ordering, ORDERINGS, 'name');
        const { rows, total } = await listSchedulePage(t, {
          searchPattern: query.search ? containsPattern(query.search) : undefined,
          ordering: value,
          descending,
          ...pageWindow(query),
        });
        return listResult(await present(t, rows, today), total, query);
      }),

    versions: (companyId: string, id: string): Promise<ScheduleVersion[]> =>
      withTenant(db, { companyId }, async (t) => {
        if (!(await findSchedule(t, id))) throw AppError.notFound();
        return (await versionsOf(t, [id])).map(presentVersion);
      }),

    async create(actor: Actor, body: ScheduleBody, context: RequestContext): Promise<Schedule> {
      const id = await write(actor, context, async (t, audit) => {
        await assertFree(t, body);
        const version = await versionValues(t, body);
        const row = await insertSchedule(t, { name: body.name, code: body.code });
        await putVersion(t, { scheduleId: row.id, createdBy: actor.userId, ...version });
        await audit({
          action: 'create',
          entityId: row.id,
          after: { name: row.name, code: row.code, ...version },
        });
        return row.id;
      });
      return get(actor.companyId, id);
    },

    /**
     * Renames in place; new times or rules become a version from `effective_from` (replacing a
     * version of that same date). Days before it keep computing with what applied then.
     */
    async update(
      actor: Actor,
      id: string,
      body: ScheduleBody,
      context: RequestContext,
    ): Promise<Schedule> {
      await write(actor, context, async (t, audit) => {
        const before = await findSchedule(t, id);
        if (!before) throw AppError.notFound();
        await assertFree(t, body, id);
        const version = await versionValues(t, body);
        const versions = await versionsOf(t, [id]);
        const inForce = versionAt(versions, body.effective_from);
        const changed =
          !sameJson(inForce.schedule, version.schedule) ||
          !sameJson(inForce.rules, version.rules) ||
          !sameJson(inForce.overrides, version.overrides) ||
          inForce.preAssignedBreak !== version.preAssignedBreak;
        if (before.name !== body.name || before.code !== body.code) {
          await updateSchedule(t, id, { name: body.name, code: body.code });
          await audit({
            action: 'update',
            entityId: id,
            before: { name: before.name, code: before.code },
            after: { name: body.name, code: body.code },
          });
        }
        if (changed) {
          await putVersion(t, { scheduleId: id, createdBy: actor.userId, ...version });
          await audit({
            action: 'version',
            entityId: id,
            before: {
              effectiveFrom: inForce.effectiveFrom,
              schedule: inForce.schedule,
              rules: inForce.rules,
            },
            after: version,
          });
        }
      });
      return get(actor.companyId, id);
    },

    async remove(actor: Actor, id: string, context: RequestContext): Promise<void> {
      await write(actor, context, async (t, audit) => {
        const before = await findSchedule(t, id);
        if (!before) throw AppError.notFound();
        const given = await employeesGivenSchedule(t, id);
        if (given > 0) {
          const message =
            given === 1 ? 'validation.schedule_in_use_one' : `validation.schedule_in_use|${given}`;
          throw new AppError('conflict', { message, fieldErrors: { employees: [message] } });
        }
        await deleteSchedule(t, id);
        await audit({
          action: 'delete',
          entityId: id,
          before: { name: before.name, code: before.code },
        });
      });
    },
  };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
