import { companyHolidays, holidayAdoptions, subsidiaries, type Tenant } from '@ponteiro/db';
import { and, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { selectPage } from '../../lib/select-page.js';
import type { StoredHoliday, Workplace } from './holiday-calendar.js';

// SQL of the company's holidays and of the optional days it adopts (ADR 0011: through the Tenant).

export type HolidayRow = typeof companyHolidays.$inferSelect;
type HolidayValues = Omit<HolidayRow, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>;

export const asStored = (r: HolidayRow): StoredHoliday => ({
  id: r.id,
  date: r.date,
  name: r.name,
  scope: r.scope,
  state: r.state,
  city: r.city,
  subsidiaryId: r.subsidiaryId,
  recurring: r.recurring,
});

export async function findHoliday(t: Tenant, id: string): Promise<HolidayRow | undefined> {
  const [row] = await t.db
    .select()
    .from(companyHolidays)
    .where(t.where(companyHolidays, eq(companyHolidays.id, id)));
  return row;
}

/** Every stored holiday that can fall in `first`…`last`: dated in it, or recurring from before. */
export async function holidaysBetween(
  t: Tenant,
  first: string,
  last: string,
): Promise<HolidayRow[]> {
  return t.db
    .select()
    .from(companyHolidays)
    .where(
      t.where(
        companyHolidays,
        or(
          and(gte(companyHolidays.date, first), lte(companyHolidays.date, last)),
          and(eq(companyHolidays.recurring, true), lte(companyHolidays.date, last)),
        ),
      ),
    );
}

const ORDER = { date: companyHolidays.date, name: companyHolidays.name };
export type HolidayOrdering = keyof typeof ORDER;

export async function listHolidayPage(
  t: Tenant,
  page: {
    searchPattern?: string;
    year?: number;
    scope?: HolidayRow['scope'];
    ordering: HolidayOrdering;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: HolidayRow[]; total: number }> {
  const where = t.where(
    companyHolidays,
    page.searchPattern
      ? or(
          ilike(companyHolidays.name, page.searchPattern),
          ilike(companyHolidays.city, page.searchPattern),
        )
      : undefined,
    page.scope ? eq(companyHolidays.scope, page.scope) : undefined,
    page.year
      ? or(
          sql`extract(year from ${companyHolidays.date}) = ${page.year}`,
          and(
            eq(companyHolidays.recurring, true),
            sql`extract(year from ${companyHolidays.date}) <= ${page.year}`,
          ),
        )
      : undefined,
  );
  return selectPage(t, companyHolidays, {
    where,
    orderBy: ORDER[page.ordering],
    descending: page.descending,
    limit: page.limit,
    offset: page.offset,
  });
}

/** A stored holiday with the same day, scope and place (and name, case ignored), if any. */
export async function sameHoliday(
  t: Tenant,
  values: HolidayValues,
  exceptId?: string,
): Promise<HolidayRow | undefined> {
  const rows = await t.db
    .select()
    .from(companyHolidays)
    .where(
      t.where(
        companyHolidays,
        eq(companyHolidays.date, values.date),
        eq(companyHolidays.scope, values.scope),
        sql`lower(${companyHolidays.name}) = lower(${values.name})`,
      ),
    );
  return rows.find(
    (r) =>
      r.id !== exceptId &&
      r.state === values.state &&
      (r.city ?? '').toLowerCase() === (values.city ?? '').toLowerCase() &&
      r.subsidiaryId === values.subsidiaryId,
  );
}

export async function insertHolidays(t: Tenant, values: HolidayValues[]): Promise<HolidayRow[]> {
  if (values.length === 0) return [];
  return t.db
    .insert(companyHolidays)
    .values(values.map((v) => t.values(companyHolidays, v)))
    .returning();
}

export async function updateHoliday(
  t: Tenant,
  id: string,
  values: HolidayValues,
): Promise<HolidayRow> {
  const [row] = await t.db
    .update(companyHolidays)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(companyHolidays, eq(companyHolidays.id, id)))
    .returning();
  return row!;
}

export async function deleteHoliday(t: Tenant, id: string): Promise<void> {
  await t.db.delete(companyHolidays).where(t.where(companyHolidays, eq(companyHolidays.id, id)));
}

export async function adoptedIn(t: Tenant, years: number[]): Promise<Map<number, Set<string>>> {
  const rows = await t.db
    .select()
    .from(holidayAdoptions)
    .where(t.where(holidayAdoptions, inArray(holidayAdoptions.year, years)));
  const byYear = new Map<number, Set<string>>();
  for (const r of rows) byYear.set(r.year, (byYear.get(r.year) ?? new Set()).add(r.holiday));
  return byYear;
}

/** The optional days adopted in `year`, replaced whole. */
export async function setAdopted(t: Tenant, year: number, holidays: string[]): Promise<void> {
  await t.db
    .delete(holidayAdoptions)
    .where(t.where(holidayAdoptions, eq(holidayAdoptions.year, year)));
  if (holidays.length === 0) return;
  await t.db
    .insert(holidayAdoptions)
    .values(holidays.map((holiday) => t.values(holidayAdoptions, { year, holiday })));
}

/** Workplaces with their state and city, for holidays (all of them, or one). */
export async function workplaces(t: Tenant, id?: string): Promise<Workplace[]> {
  const rows = await t.db
    .select({ id: subsidiaries.id, address: subsidiaries.address })
    .from(subsidiaries)
    .where(t.where(subsidiaries, id ? eq(subsidiaries.id, id) : undefined));
  return rows.map((r) => ({
    id: r.id,
    state: r.address.state ?? null,
    city: r.address.city ?? null,
  }));
}
