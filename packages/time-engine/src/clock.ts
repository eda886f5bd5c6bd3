// Wall-clock arithmetic in an IANA zone without a library: instants are whole epoch minutes,
// dates are day numbers (days since 1970-01-01), and Intl tells the zone's offset. Offsets are
// cached per zone and UTC hour, so a month of a thousand employees asks Intl only a few hundred
// times.

const MINUTES_PER_DAY = 1440;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, format);
  }
  return format;
}

function computeOffset(zone: string, minute: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(minute * 60_000)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local =
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) / 60_000;
  return local - minute;
}

// The last answer: consecutive calls are nearly always for the same zone and hour.
let lastZone = '';
let lastHour = Number.NaN;
let lastOffset = 0;

/** The zone's offset from UTC, in minutes, at an instant (epoch minutes). */
export function offsetAt(zone: string, minute: number): number {
  const hour = Math.floor(minute / 60);
  if (hour === lastHour && zone === lastZone) return lastOffset;
  lastOffset = cachedOffset(zone, hour);
  lastZone = zone;
  lastHour = hour;
  return lastOffset;
}

function cachedOffset(zone: string, hour: number): number {
  let byHour = offsets.get(zone);
  if (!byHour) {
    byHour = new Map();
    offsets.set(zone, byHour);
  }
  let offset = byHour.get(hour);
  if (offset === undefined) {
    offset = computeOffset(zone, hour * 60);
    byHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant of a wall-clock time: `day` at `minuteOfDay` (may exceed 1440 for the next day).
 * The offsets a day before and a day after bracket any single change; the one that gives back
 * itself is right. Around a change the offset *before* it wins: in a gap (a time that never
 * happened) the time lands just after the change; in an overlap, on the earlier instant.
 */
export function localToInstant(zone: string, day: number, minuteOfDay: number): number {
  const wall = day * MINUTES_PER_DAY + minuteOfDay;
  const steady = steadyOffset(zone, Math.floor(wall / MINUTES_PER_DAY));
  if (steady !== undefined) return wall - steady;
  const before = offsetAt(zone, wall - MINUTES_PER_DAY);
  const after = offsetAt(zone, wall + MINUTES_PER_DAY);
  if (before === after || offsetAt(zone, wall - before) === before) return wall - before;
  if (offsetAt(zone, wall - after) === after) return wall - after;
  return wall - before;
}

const steadyOffsets = new Map<string, Map<number, number | null>>();

/**
 * The offset of a local day when it is the same from the day before to the day after (no change
 * near it, the usual case), else undefined. Memoised per zone and day.
 */
function steadyOffset(zone: string, localDay: number): number | undefined {
  let byDay = steadyOffsets.get(zone);
  if (!byDay) {
    byDay = new Map();
    steadyOffsets.set(zone, byDay);
  }
  let steady = byDay.get(localDay);
  if (steady === undefined) {
    const middle = localDay * MINUTES_PER_DAY + 720;
    const offset = offsetAt(zone, middle);
    steady =
      offsetAt(zone, middle - 2 * MINUTES_PER_DAY) === offset &&
      offsetAt(zone, middle + 2 * MINUTES_PER_DAY) === offset
        ? offset
        : null;
    byDay.set(localDay, steady);
  }
  return steady ?? undefined;
}

/** An instant's local day number and minute of the day. */
export function instantToLocal(zone: string, minute: number): { day: number; minuteOfDay: number } {
  const wall = minute + offsetAt(zone, minute);
  const day = Math.floor(wall / MINUTES_PER_DAY);
  return { day, minuteOfDay: wall - day * MINUTES_PER_DAY };
}

/** "08:30" → 510. */
export function parseTimeOfDay(value: string): number {
  return (
    (value.charCodeAt(0) - 48) * 600 +
    (value.charCodeAt(1) - 48) * 60 +
    (value.charCodeAt(3) - 48) * 10 +
    (value.charCodeAt(4) - 48)
  );
}

/** "2026-08-03" → its day number. */
export function dayOf(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    86_400_000
  );
}

const dates = new Map<number, string>();

/** A day number → "2026-08-03" (memoised: the same few hundred days come back all the time). */
export function dateOf(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (dates.size > 100_000) dates.clear();
    dates.set(day, date);
  }
  return date;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayIndex(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

const pad = (n: number) => String(n).padStart(2, '0');
const TIMES = Array.from(
  { length: MINUTES_PER_DAY },
  (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
);
const offsetTexts = new Map<number, string>();

function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    const abs = Math.abs(offset);
    text = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    offsetTexts.set(offset, text);
  }
  return text;
}

/** An instant as ISO 8601 in the zone's offset: "2026-08-03T07:58:00-03:00". */
export function isoInZone(zone: string, minute: number): string {
  const offset = offsetAt(zone, minute);
  const wall = minute + offset;
  const day = Math.floor(wall / MINUTES_PER_DAY);
  return `${dateOf(day)}T${TIMES[wall - day * MINUTES_PER_DAY]}:00${offsetText(offset)}`;
}
