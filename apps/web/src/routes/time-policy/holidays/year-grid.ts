// The month grids of a year, as Brazilian wall calendars print them: weeks from Sunday to
// Saturday, days outside the month left blank. Pure and zone-free: dates are `YYYY-MM-DD`
// calendar days, computed in UTC so no time zone can move a day.

/** A week of a month: seven cells, Sunday first; `null` where the day belongs to another month. */
export type Week = (string | null)[];

export interface MonthGrid {
  /** 1 (January) to 12. */
  month: number;
  weeks: Week[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-02-17` for (2026, 2, 17). */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 0 (Sunday) to 6 (Saturday) for a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The weeks of `month` (1–12) of `year`: four to six rows of seven cells. */
export function monthGrid(year: number, month: number): Week[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from(
    { length: weekdayOf(isoDate(year, month, 1)) },
    () => null,
  );
  for (let day = 1; day <= days; day++) cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Week[] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The twelve month grids of `year`. */
export function yearGrid(year: number): MonthGrid[] {
  return Array.from({ length: 12 }, (_, k) => ({ month: k + 1, weeks: monthGrid(year, k + 1) }));
}
