import { LAYOUT_671 } from './layout.js';
import { afdPunchHash, PUNCH_HASHED_LENGTH } from './record-chain.js';
import { formatAfdLine } from './writer.js';

// What the punch register (packages/db) needs of the AFD layout when it records a punch: the
// file's date-time form and the hashed head of a type-7 line. The register stores the hash at
// punch time (art. 79 VIII puts it on the receipt), so it must format exactly as the writer does.

export { afdPunchHash } from './record-chain.js';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** The wall time of `instant` in `timeZone` and its offset (`-03:00`), whole seconds. */
export function wallTimeIn(
  instant: Date,
  timeZone: string,
): { date: string; time: string; offset: string } {
  const parts: Record<string, string> = {};
  for (const part of offsetFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  // `GMT-03:00`, or `GMT` for UTC itself.
  const zone = parts.timeZoneName ?? 'GMT';
  const offset = zone === 'GMT' ? '+00:00' : zone.slice(3);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset,
  };
}

/** `2026-08-03T08:01:00-03:00`: the instant in the zone, as the API answers instants. */
export function isoInZone(instant: Date, timeZone: string): string {
  const { date, time, offset } = wallTimeIn(instant, timeZone);
  return `${date}T${time}${offset}`;
}

/**
 * `2026-08-03T08:01:00-0300`: the AFD's date-time field (DH, 24 characters). The layout writes
 * whole minutes (seconds always "00", Anexo V item 6): the instant's minute, seconds dropped. The
 * register keeps the exact second; the file, its hash and the receipt carry the minute.
 */
export function afdDateTime(instant: Date, timeZone: string): string {
  const { date, time, offset } = wallTimeIn(instant, timeZone);
  return `${date}T${time.slice(0, 5)}:00${offset.replace(':', '')}`;
}

/** The AFD type-7 fields the hash covers. */
export interface PunchRecordFields {
  nsr: number;
  punchedAt: Date;
  /** 11 digits. */
  cpf: string;
  storedAt: Date;
  collector: string;
  offline: boolean;
  timeZone: string;
}

const NO_HASH = '0'.repeat(64);

/** Fields 1–7 of the type-7 line (73 characters), as the AFD writer formats them. */
export function punchRecordHead(fields: PunchRecordFields): string {
  const line = formatAfdLine(
    LAYOUT_671['7']!,
    {
      type: '7',
      nsr: fields.nsr,
      punchedAt: afdDateTime(fields.punchedAt, fields.timeZone),
      cpf: fields.cpf,
      storedAt: afdDateTime(fields.storedAt, fields.timeZone),
      collector: fields.collector,
      offline: fields.offline,
      hash: NO_HASH,
    },
    `register NSR ${fields.nsr}`,
  );
  return line.slice(0, PUNCH_HASHED_LENGTH);
}

/** The punch's chain hash given the previous type-7 hash ('' for the first). */
export function punchRecordHash(fields: PunchRecordFields, previousHash: string): string {
  return afdPunchHash(punchRecordHead(fields), previousHash);
}
