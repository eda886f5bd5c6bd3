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

type HolidayIdentity = Pick<
  HolidayValues,
  'date' | 'scope' | 'name' | 'state' | 'city' | 'subsidiaryId'
>;

/** What makes two holidays the same: day, scope, place and name (case ignored in the last two). */
export function holidayKey(h: HolidayIdentity): string {
  return JSON.stringify([
    h.date,
    h.scope,
    h.name.toLowerCase(),
    h.state,
    (h.city ?? '').toLowerCase(),
    h.subsidiaryId,
  ]);
}

/** The company's stored holidays dated on any of `dates`. */
export async function holidaysOnDates(t: Tenant, dates: string[]): Promise<HolidayRow[]> {
  if (dates.length === 0) return [];
  return t.db
    .select()
    .from(companyHolidays)
    .where(t.where(companyHolidays, inArray(companyHolidays.date, dates)));
}

/** A stored holiday the same as `values` (holidayKey), other than `exceptId`, if any. */
export async function sameHoliday(
  t: Tenant,
  values: HolidayIdentity,
  exceptId?: string,
): Promise<HolidayRow | undefined> {
  const key = holidayKey(values);
  return (await holidaysOnDates(t, [values.date])).find(
    (r) => r.id !== exceptId && holidayKey(r) === key,
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
