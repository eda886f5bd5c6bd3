import { formatDate, formatNumber, formatTime } from '../../i18n/format';

// How the dashboard writes times and minutes in the current language (pt: 08:20, en-US: 8:20 AM).

/**
 * The wall time of an instant written with its workplace's offset (`2026-06-04T08:20:00-03:00`):
 * the workplace's time, whatever the browser's zone.
 */
export function wallTime(iso: string | null): string {
  if (!iso) return '—';
  return formatTime(new Date(`1970-01-01T${iso.slice(11, 16)}:00Z`), { timeZone: 'UTC' });
}

/** "8:04", "-1:30": hours and minutes (never decimal hours), hours past 24 allowed. */
export function hoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${formatNumber(Math.floor(abs / 60))}:${String(abs % 60).padStart(2, '0')}`;
}

/** A calendar date (`YYYY-MM-DD`) in the language's format. */
export function day(date: string): string {
  return formatDate(date);
}

/** The day of the month of a date (the chart's axis): "4". */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}
