import { currentLanguage } from './index';
import { INTL_LOCALES } from './language';

// Formatting helpers that follow the current UI language (pt-BR or en-US) through Intl.

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone to show the instant in (e.g. the workplace's); default: the browser's zone. */
  timeZone?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function locale(): string {
  return INTL_LOCALES[currentLanguage()];
}

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale()}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale(), options);
    cache.set(key, format);
  }
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale()}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale(), options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A `YYYY-MM-DD` string is a calendar date, not an instant: it is shown as that same day in any
 * zone (read as UTC and formatted in UTC). Everything else is an instant.
 */
function toDate(value: DateInput): { date: Date; calendarDate: boolean } {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), calendarDate: true };
  }
  return { date: value instanceof Date ? value : new Date(value), calendarDate: false };
}

/** 03/08/2026 (pt) · 8/3/2026 (en-US). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const { date, calendarDate } = toDate(value);
  const timeZone = calendarDate ? 'UTC' : options.timeZone;
  return dateTimeFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(
    date,
  );
}

/** 08:01 (pt) · 8:01 AM (en-US). */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  const { date } = toDate(value);
  return dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: options.timeZone }).format(
    date,
  );
}

/** 03/08/2026, 08:01 (pt) · 08/03/2026, 8:01 AM (en-US). */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const { date } = toDate(value);
  return dateTimeFormat({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

/** 1.234,5 (pt) · 1,234.5 (en-US); any Intl.NumberFormat option (currency, percent…). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}
