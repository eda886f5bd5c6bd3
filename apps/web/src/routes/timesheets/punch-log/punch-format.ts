import type { PunchLogEntry, Treatment } from '@ponteiro/shared';
import { formatDate, formatTime } from '../../../i18n/format';

// How a punch reads on screen: its date and time in the workplace's zone (the one the register
// and the AFD use), the zone named when the browser's is another one.

/** The browser's IANA zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "03/08/2026 08:01" in the punch's own zone. */
export function punchWhen(entry: Pick<PunchLogEntry, 'punched_at' | 'time_zone'>): string {
  const options = { timeZone: entry.time_zone };
  return `${formatDate(entry.punched_at, options)} ${formatTime(entry.punched_at, options)}`;
}

/** The zone to name next to the time, when it is not the browser's ("America/Sao Paulo"). */
export function shownZone(timeZone: string, browser = browserTimeZone()): string | undefined {
  return timeZone === browser ? undefined : timeZone.replaceAll('_', ' ');
}

/** "a1b2c3d4…" of a SHA-256 hash. */
export function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 12)}…` : hash;
}

/** The inclusion treatment of an included punch (its author and reason). */
export function inclusionOf(entry: PunchLogEntry): Treatment | undefined {
  return entry.kind === 'included'
    ? entry.treatments.find((treatment) => treatment.kind === 'include')
    : undefined;
}

/** Whether a treatment can still be undone (an inclusion or a disregard nobody undid). */
export function isUndoable(treatment: Treatment): boolean {
  return !treatment.undone && (treatment.kind === 'include' || treatment.kind === 'disregard');
}

/** Whether a punch can be disregarded: a valid punch of the register (an inclusion is undone). */
export function isDisregardable(entry: PunchLogEntry): boolean {
  return entry.kind === 'recorded' && entry.status === 'valid';
}

/** OpenStreetMap at the point, zoomed to the street. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}
