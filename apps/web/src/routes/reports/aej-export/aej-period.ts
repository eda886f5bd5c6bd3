// The AEJ is usually handed over for a closed month, so the card opens on the previous one.

const pad = (n: number) => String(n).padStart(2, '0');

/** The default period: the whole previous month of `today` (`YYYY-MM-DD`). */
export function previousMonthPeriod(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Day 0 of this month (UTC) is the last day of the previous one, December across the year.
  const last = new Date(Date.UTC(year, month - 1, 0));
  const prefix = `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}`;
  return { from: `${prefix}-01`, to: `${prefix}-${pad(last.getUTCDate())}` };
}
