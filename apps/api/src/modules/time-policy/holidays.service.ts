import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  type CalendarDay,
  type Holiday,
  type HolidayImportResult,
  holidayBodySchema,
  type holidayListQuerySchema,
  type Language,
  type ListResult,
  type OptionalHolidayKey,
  translateIssue,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import { type Actor, writeScope } from '../organization/shared.js';
import { calendarOf } from './holiday-calendar.js';
import { bodyOfRow, type HolidayReading } from './holiday-csv.js';
import {
  adoptedIn,
  asStored,
  deleteHoliday,
  findHoliday,
  type HolidayRow,
  holidayKey,
  holidaysBetween,
  holidaysOnDates,
  insertHolidays,
  listHolidayPage,
  sameHoliday,
  setAdopted,
  updateHoliday,
  workplaces,
} from './holidays.repository.js';

type HolidayBody = z.output<typeof holidayBodySchema>;
type ListQuery = z.output<typeof holidayListQuerySchema>;

const ORDERINGS = { date: 'date', name: 'name' } as const;

function present(row: HolidayRow): Holiday {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    scope: row.scope,
    state: row.state,
    city: row.city,
    subsidiary_id: row.subsidiaryId,
    recurring: row.recurring,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const valuesOf = (body: HolidayBody) => ({
  date: body.date,
  name: body.name,
  scope: body.scope,
  // Each scope keeps only where it applies (a company day has no state or city).
  state: body.scope === 'company' ? null : body.state,
  city: body.scope === 'municipal' ? body.city : null,
  subsidiaryId: body.scope === 'company' ? body.subsidiary_id : null,
  recurring: body.recurring,
});

/** The company's holidays: stored ones, the year calendar, optional days, import from CSV. */
export function createHolidaysService(db: Database) {
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) => writeCompanyAudited(db, writeScope(actor, context, 'holiday'), work);

  const exists = () =>
    new AppError('conflict', { fieldErrors: { date: ['validation.holiday_exists'] } });

  async function assertSubsidiary(t: Parameters<typeof workplaces>[0], id: string | null) {
    if (id && (await workplaces(t, id)).length === 0) {
      throw new AppError('validation_error', {
        fieldErrors: { subsidiary_id: ['validation.not_found_ref'] },
      });
    }
  }

  async function calendar(companyId: string, year: number, subsidiaryId?: string) {
    return withTenant(db, { companyId }, async (t) => {
      const place = subsidiaryId ? (await workplaces(t, subsidiaryId))[0] : undefined;
      if (subsidiaryId && !place) throw AppError.notFound();
      const stored = (await holidaysBetween(t, `${year}-01-01`, `${year}-12-31`)).map(asStored);
      const adopted = (await adoptedIn(t, [year])).get(year) ?? new Set();
      return calendarOf(year, stored, adopted as Set<OptionalHolidayKey>, place);
    });
  }

  return {
    calendar,

    list: (companyId: string, query: ListQuery): Promise<ListResult<Holiday>> =>
      withTenant(db, { companyId }, async (t) => {
        const { value, descending } = pickOrdering(query.ordering, ORDERINGS, 'date');
        const { rows, total } = await listHolidayPage(t, {
          searchPattern: query.search ? containsPattern(query.search) : undefined,
          year: query.year,
          scope: query.scope,
          ordering: value,
          descending,
          ...pageWindow(query),
        });
        return listResult(rows.map(present), total, query);
      }),

    get: (companyId: string, id: string): Promise<Holiday> =>
      withTenant(db, { companyId }, async (t) => {
        const row = await findHoliday(t, id);
        if (!row) throw AppError.notFound();
        return present(row);
      }),

    create: (actor: Actor, body: HolidayBody, context: RequestContext): Promise<Holiday> =>
      write(actor, context, async (t, audit) => {
        const values = valuesOf(body);
        await assertSubsidiary(t, values.subsidiaryId);
        if (await sameHoliday(t, values)) throw exists();
        const [row] = await insertHolidays(t, [values]);
        await audit({ action: 'create', entityId: row!.id, after: values });
        return present(row!);
      }),

    update: (actor: Actor, id: string, body: HolidayBody, context: RequestContext) =>
      write(actor, context, async (t, audit) => {
        const before = await findHoliday(t, id);
        if (!before) throw AppError.notFound();
        const values = valuesOf(body);
        await assertSubsidiary(t, values.subsidiaryId);
        if (await sameHoliday(t, values, id)) throw exists();
        const row = await updateHoliday(t, id, values);
        await audit({ action: 'update', entityId: id, before: asStored(before), after: values });
        return present(row);
      }),

    remove: (actor: Actor, id: string, context: RequestContext): Promise<void> =>
      write(actor, context, async (t, audit) => {
        const before = await findHoliday(t, id);
        if (!before) throw AppError.notFound();
        await deleteHoliday(t, id);
        await audit({ action: 'delete', entityId: id, before: asStored(before) });
      }),

    async adopt(
      actor: Actor,
      body: { year: number; adopted: OptionalHolidayKey[] },
      context: RequestContext,
    ): Promise<CalendarDay[]> {
      await write(actor, context, async (t, audit) => {
        const before = (await adoptedIn(t, [body.year])).get(body.year) ?? new Set();
        const adopted = [...new Set(body.adopted)].sort();
        await setAdopted(t, body.year, adopted);
        await audit({
          action: 'update',
          entity: 'holiday_adoption',
          entityId: String(body.year),
          before: { adopted: [...before].sort() },
          after: { adopted },
        });
      });
      return calendar(actor.companyId, body.year);
    },

    /**
     * A holiday list read from CSV or xlsx (date, name, scope, UF, city, recurring): each row checked like the form; good
     * rows go in, bad ones are reported by line; a row equal to a kept holiday is left alone.
     */
    import: (
      actor: Actor,
      reading: HolidayReading,
      options: { dryRun: boolean; lang: Language },
      context: RequestContext,
    ): Promise<HolidayImportResult> =>
      write(actor, context, async (t, audit) => {
        if (!reading.ok) {
          const key =
            reading.problem === 'too_many_rows'
              ? 'import_too_many_rows'
              : reading.problem === 'missing_columns'
                ? 'import_missing_columns'
                : 'import_unknown_columns';
          const message = `validation.${key}|${reading.detail}`;
          throw new AppError('validation_error', { message, fieldErrors: { file: [message] } });
        }
        const result: HolidayImportResult = {
          total_rows: reading.rows.length,
          created: 0,
          unchanged: 0,
          rejected: [],
          dry_run: options.dryRun,
        };
        const valid: ReturnType<typeof valuesOf>[] = [];
        for (const { row, values } of reading.rows) {
          const parsed = holidayBodySchema.safeParse(bodyOfRow(values));
          if (parsed.success) {
            valid.push(valuesOf(parsed.data));
            continue;
          }
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? 'row');
            errors[field] = [...(errors[field] ?? []), translateIssue(issue, options.lang)];
          }
          result.rejected.push({ row, errors });
        }
        // One read of what is kept on the file's dates; a row equal to a kept one, or to an
        // earlier row of the file, changes nothing.
        const kept = new Set(
          (await holidaysOnDates(t, [...new Set(valid.map((h) => h.date))])).map(holidayKey),
        );
        const fresh = valid.filter((holiday) => {
          const key = holidayKey(holiday);
          if (kept.has(key)) return false;
          kept.add(key);
          return true;
        });
        result.unchanged = valid.length - fresh.length;
        if (options.dryRun) {
          result.created = fresh.length;
          return result;
        }
        const rows = await insertHolidays(t, fresh);
        for (const r of rows) await audit({ action: 'create', entityId: r.id, after: asStored(r) });
        result.created = rows.length;
        return result;
      }),
  };
}
export type HolidaysService = ReturnType<typeof createHolidaysService>;
