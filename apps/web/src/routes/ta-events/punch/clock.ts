// The punch card's clock is the server's, not the device's: at each status answer the card notes
// how far the device clock is from the server's, and shows Date.now() + that offset in the
// workplace's zone. Pure functions (no React, no i18n) so they are tested on their own.

export interface ClockSample {
  /** The server's clock in its answer (`status.server_time_ms`). */
  serverTimeMs: number;
  /** Date.now() when the request was sent. */
  sentAtMs: number;
  /** Date.now() when the answer arrived. */
  receivedAtMs: number;
}

/**
 * Milliseconds to add to the device clock to read the server's. The server wrote its time about
 * half a round trip before the answer arrived, so at `receivedAtMs` its clock read
 * `serverTimeMs + (receivedAtMs - sentAtMs) / 2`. A clock that went backwards during the request
 * (a device clock change) counts as a round trip of zero.
 */
export function clockOffsetMs({ serverTimeMs, sentAtMs, receivedAtMs }: ClockSample): number {
  const roundTrip = Math.max(0, receivedAtMs - sentAtMs);
  return Math.round(serverTimeMs + roundTrip / 2 - receivedAtMs);
}

/** The server's clock now, given the offset measured at the last status answer. */
export function serverNowMs(offsetMs: number, deviceNowMs: number = Date.now()): number {
  return deviceNowMs + offsetMs;
}

/** Milliseconds until the server clock turns to its next second (when the display must change). */
export function msToNextSecond(serverMs: number): number {
  const into = ((serverMs % 1000) + 1000) % 1000;
  return 1000 - into;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter; an unknown zone falls back to the browser's (never throws). */
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(locale, options);
    } catch {
      cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: undefined });
    }
    formats.set(key, cached);
  }
  return cached;
}

export interface ClockParts {
  hours: string;
  minutes: string;
  seconds: string;
}

/** Hours (00–23), minutes and seconds of an instant in `timeZone`, two digits each. */
export function clockParts(value: number | string | Date, timeZone?: string): ClockParts {
  const date = value instanceof Date ? value : new Date(value);
  const parts = format('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '00').padStart(2, '0');
  return { hours: part('hour'), minutes: part('minute'), seconds: part('second') };
}

/** `08:01:05`: a punch time, the same in every language (what the receipt prints). */
export function formatClockTime(value: number | string | Date, timeZone?: string): string {
  const { hours, minutes, seconds } = clockParts(value, timeZone);
  return `${hours}:${minutes}:${seconds}`;
}

/** "segunda-feira, 3 de agosto de 2026" in `locale` and `timeZone`. */
export function formatLongDate(
  value: number | string | Date,
  locale: string,
  timeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  return format(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** The zone's offset at an instant, as `GMT-03:00` (`GMT+00:00` for UTC, in every engine). */
export function zoneOffsetLabel(value: number | string | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const parts = format('en-US', { timeZoneName: 'longOffset', timeZone }).formatToParts(date);
  const label = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  return label === 'GMT' ? 'GMT+00:00' : label;
}

/**
 * An instant as ISO 8601 with the device's offset (`2026-08-03T08:01:00-03:00`): the
 * `client_time` of a punch kept offline. `offsetMinutes` east of UTC (tests pass it).
 */
export function isoWithOffset(
  date: Date,
  offsetMinutes: number = -date.getTimezoneOffset(),
): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
