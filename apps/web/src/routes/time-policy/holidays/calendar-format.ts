import { currentLanguage, INTL_LOCALES } from '../../../i18n';

// Names of months and weekdays in the UI language, from Intl (no word lists to translate).
// Calendar dates are read and written in UTC, so no zone moves a day.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "julho" · "July". */
export function monthName(month: number): string {
  return format({ month: 'long' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** The week from Sunday: the long name ("domingo") and the one-letter one ("D"). */
export function weekdayNames(): { long: string; narrow: string }[] {
  // 2 January 2000 was a Sunday.
  return Array.from({ length: 7 }, (_, k) => {
    const day = new Date(Date.UTC(2000, 0, 2 + k));
    return {
      long: format({ weekday: 'long' }).format(day),
      narrow: format({ weekday: 'narrow' }).format(day),
    };
  });
}

/** "terça-feira" · "Tuesday". */
export function weekdayName(date: string): string {
  return format({ weekday: 'long' }).format(utc(date));
}

/** "Terça-feira" (a sentence's start; CSS `capitalize` would write "Terça-Feira"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "16 de julho" · "July 16" (a day's name in the calendar). */
export function dayAndMonth(date: string): string {
  return format({ day: 'numeric', month: 'long' }).format(utc(date));
}

/** "25/01" · "01/25" (a day that comes back every year). */
export function dayMonth(date: string): string {
  return format({ day: '2-digit', month: '2-digit' }).format(utc(date));
}
