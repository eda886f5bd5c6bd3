import { wallTimeIn } from '@ponteiro/rep-files/register';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const { offset } = wallTimeIn(instant, timeZone);
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/**
 * The instant of a manager's date and time: as given when it carries an offset, else the wall
 * time read in `timeZone` (a time skipped by a DST change moves forward, as clocks do).
 */
export function instantOf(value: string, timeZone: string): Date {
  const match = WALL.exec(value);
  if (!match) return new Date(value);
  const [, y, mo, d, h, mi, s = '0'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  let instant = new Date(asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000);
  // Once more with the offset in force at the first guess (near a DST change they differ).
  instant = new Date(asUtc - offsetMinutes(instant, timeZone) * 60_000);
  return instant;
}
