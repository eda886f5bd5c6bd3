// Calendar dates ('YYYY-MM-DD') as whole days since 1970-01-01 in UTC, so no zone shifts a date;
// for the period calculations (vacation, hours bank) that count days and months.

const DAY_MS = 86_400_000;

export const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` plus `months`, on the same day of the month or the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(year, month, Math.min(d, last)) / DAY_MS);
}
