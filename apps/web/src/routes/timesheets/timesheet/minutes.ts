// How the timesheet screens write minutes (integers from the engine, never decimal hours).

/** "8:04", "44:00", "-1:30": hours and minutes, hours past 24 allowed, a minus when negative. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** A figure that is news only when not zero (overtime, deficit, bank): "—" for zero. */
export function formatOptional(minutes: number): string {
  return minutes === 0 ? '—' : formatMinutes(minutes);
}

/** "4 min", "1 h", "1 h 05 min", "-20 min": a duration in an explanation. */
export function durationText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (hours === 0) return `${sign}${rest} min`;
  if (rest === 0) return `${sign}${hours} h`;
  return `${sign}${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** The overtime rates of a period, lowest first ("50", "100"), from every day and the totals. */
export function overtimeRates(figures: readonly { overtime: Record<string, number> }[]): string[] {
  const rates = new Set<string>();
  for (const figure of figures) for (const rate of Object.keys(figure.overtime)) rates.add(rate);
  return [...rates].sort((a, b) => Number(a) - Number(b));
}

/** Rates with minutes, lowest first: `[["50", 130], ["100", 30]]`. */
export function overtimeEntries(overtime: Record<string, number>): [string, number][] {
  return Object.entries(overtime)
    .filter(([, minutes]) => minutes !== 0)
    .sort(([a], [b]) => Number(a) - Number(b));
}
