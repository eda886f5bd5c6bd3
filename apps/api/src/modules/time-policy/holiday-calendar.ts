import { type CalendarDay, OPTIONAL_HOLIDAYS, type OptionalHolidayKey } from '@ponteiro/shared';
import { brazilianHolidays } from '@ponteiro/time-engine';
// Case, accents and spaces ignored: "São Paulo" is "sao paulo" (the employee import's rule).
import { foldName } from '../employees/import-refs.js';

// Which days are holidays, for a year or a period, for the whole company or one workplace: pure
// functions over what is stored, so the calendar screen and the engine scenario agree.

export interface StoredHoliday {
  id: string;
  date: string;
  name: string;
  scope: 'state' | 'municipal' | 'company';
  state: string | null;
  city: string | null;
  subsidiaryId: string | null;
  recurring: boolean;
}

/** A workplace as holidays see it: its state and city (from its address). */
export interface Workplace {
  id: string;
  state: string | null;
  city: string | null;
}

/** Whether a stored holiday is observed at `place`. */
export function observedAt(holiday: StoredHoliday, place: Workplace): boolean {
  const sameState = holiday.state !== null && holiday.state === place.state?.toUpperCase();
  if (holiday.scope === 'state') return sameState;
  if (holiday.scope === 'municipal') {
    return (
      sameState &&
      holiday.city !== null &&
      place.city !== null &&
      foldName(holiday.city) === foldName(place.city)
    );
  }
  return holiday.subsidiaryId === null || holiday.subsidiaryId === place.id;
}

/** The date a stored holiday falls on in `year`, or null (not that year; 29 Feb of a common year). */
export function dateIn(holiday: StoredHoliday, year: number): string | null {
  const storedYear = Number(holiday.date.slice(0, 4));
  if (!holiday.recurring) return storedYear === year ? holiday.date : null;
  if (year < storedYear) return null;
  const date = `${year}${holiday.date.slice(4)}`;
  // A recurring 29 Feb only exists in leap years.
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date ? date : null;
}

/** The year's calendar: national days, the four optional ones (adopted or not), the stored ones. */
export function calendarOf(
  year: number,
  stored: StoredHoliday[],
  adopted: ReadonlySet<OptionalHolidayKey>,
  place?: Workplace,
): CalendarDay[] {
  const all = brazilianHolidays(year, {
    include: OPTIONAL_HOLIDAYS,
  });
  const optionalIds = optionalIdsByDate(year);
  const days: CalendarDay[] = all.map((h) => {
    const optional = h.kind === 'optional' ? (optionalIds.get(h.date) ?? null) : null;
    return {
      date: h.date,
      name: h.name,
      kind: h.kind,
      id: null,
      optional,
      adopted: optional !== null && adopted.has(optional),
      state: null,
      city: null,
      subsidiary_id: null,
    };
  });
  for (const holiday of stored) {
    const date = dateIn(holiday, year);
    if (date === null || (place && !observedAt(holiday, place))) continue;
    days.push({
      date,
      name: holiday.name,
      kind: holiday.scope,
      id: holiday.id,
      optional: null,
      adopted: false,
      state: holiday.state,
      city: holiday.city,
      subsidiary_id: holiday.subsidiaryId,
    });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The optional days of a year by date (the engine lists them by name only). */
function optionalIdsByDate(year: number): Map<string, OptionalHolidayKey> {
  const byDate = new Map<string, OptionalHolidayKey>();
  for (const id of OPTIONAL_HOLIDAYS) {
    const [day] = brazilianHolidays(year, { include: [id] }).filter((h) => h.kind === 'optional');
    if (day) byDate.set(day.date, id);
  }
  return byDate;
}

/**
 * The days off of `place` from `first` to `last` (inclusive): national, adopted optional and the
 * stored ones it observes — what the engine scenario's `holidays` lists.
 */
export function holidaysOf(
  first: string,
  last: string,
  stored: StoredHoliday[],
  adoptedByYear: ReadonlyMap<number, ReadonlySet<OptionalHolidayKey>>,
  place: Workplace,
): string[] {
  const dates = new Set<string>();
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const adopted = adoptedByYear.get(year) ?? new Set();
    for (const day of calendarOf(year, stored, adopted, place)) {
      if (day.kind === 'optional' && !day.adopted) continue;
      if (day.date >= first && day.date <= last) dates.add(day.date);
    }
  }
  return [...dates].sort();
}
