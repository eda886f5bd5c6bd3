/**
 * The little DER (ASN.1) encoder and reader the CMS code needs. Reading keeps the exact byte
 * ranges of every element, because CMS hashes and verifies the bytes as they were signed.
 */

export const TAG = {
  INTEGER: 0x02,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

/** Context-specific tag number n: constructed ([n] EXPLICIT or constructed IMPLICIT) or primitive. */
export function contextTag(n: number, constructed = true): number {
  return (constructed ? 0xa0 : 0x80) | n;
}

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** One element: tag, length, content. */
export function tlv(tag: number, content: Uint8Array | readonly Uint8Array[]): Uint8Array {
  const body = content instanceof Uint8Array ? content : concat(content);
  return concat([Uint8Array.of(tag), encodeLength(body.length), body]);
}

export const sequence = (...items: Uint8Array[]): Uint8Array => tlv(TAG.SEQUENCE, items);
export const octetString = (bytes: Uint8Array): Uint8Array => tlv(TAG.OCTET_STRING, bytes);
export const derNull = (): Uint8Array => Uint8Array.of(TAG.NULL, 0);

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return compareBytes(a, b) === 0;
}

/** SET OF in DER: the elements sorted by their encodings (X.690 §11.6). */
export function setOf(...items: Uint8Array[]): Uint8Array {
  return tlv(TAG.SET, [...items].sort(compareBytes));
}

export function integer(value: number): Uint8Array {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest & 0xff);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  if (bytes[0]! & 0x80) bytes.unshift(0);
  return tlv(TAG.INTEGER, Uint8Array.from(bytes));
}

export function oid(dotted: string): Uint8Array {
  const arcs = dotted.split('.').map(Number);
  const bytes: number[] = [40 * arcs[0]! + arcs[1]!];
  for (const arc of arcs.slice(2)) {
    const chunk: number[] = [];
    let rest = arc;
    do {
      chunk.unshift((rest & 0x7f) | (chunk.length ? 0x80 : 0));
      rest = Math.floor(rest / 128);
    } while (rest > 0);
    bytes.push(...chunk);
  }
  return tlv(TAG.OID, Uint8Array.from(bytes));
}

/** UTCTime for years 1950–2049, GeneralizedTime otherwise (RFC 5652 §11.3). */
export function time(date: Date): Uint8Array {
  const iso = date.toISOString(); // 2026-11-23T12:34:56.789Z
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  const year = date.getUTCFullYear();
  if (year >= 1950 && year < 2050) {
    return tlv(TAG.UTC_TIME, new TextEncoder().encode(digits.slice(2)));
  }
  return tlv(TAG.GENERALIZED_TIME, new TextEncoder().encode(digits));
}

/** A parsed element, with its position in the buffer it came from. */
export interface Node {
  tag: number;
  /** Offset of the tag byte. */
  start: number;
  /** Offset of the first content byte. */
  contentStart: number;
  /** Offset just past the element. */
  end: number;
  /** The whole element's bytes (tag, length and content). */
  bytes: Uint8Array;
  /** The content bytes. */
  content: Uint8Array;
  /** Children when the element is constructed. */
  children: Node[];
}

export class DerError extends Error {}

function readNode(buffer: Uint8Array, start: number, limit: number, depth: number): Node {
  if (depth > 64) throw new DerError('nesting too deep');
  if (start + 2 > limit) throw new DerError(`truncated at byte ${start}`);
  const tag = buffer[start]!;
  if ((tag & 0x1f) === 0x1f)
    throw new DerError(`multi-byte tags are not supported (byte ${start})`);
  let offset = start + 1;
  const first = buffer[offset++]!;
  let length = first;
  if (first === 0x80) {
    throw new DerError('indefinite-length (BER) encoding is not supported; expected DER');
  }
  if (first > 0x80) {
    const count = first & 0x7f;
    if (count > 4 || offset + count > limit) throw new DerError(`bad length at byte ${start}`);
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + buffer[offset++]!;
  }
  const end = offset + length;
  if (end > limit)
    throw new DerError(`element at byte ${start} runs past the end of its container`);
  const children: Node[] = [];
  if (tag & 0x20) {
    let child = offset;
    while (child < end) {
      const node = readNode(buffer, child, end, depth + 1);
      children.push(node);
      child = node.end;
    }
  }
  return {
    tag,
    start,
    contentStart: offset,
    end,
    bytes: buffer.subarray(start, end),
    content: buffer.subarray(offset, end),
    children,
  };
}

/** Parses one DER element that must fill the whole buffer. */
export function parseDer(buffer: Uint8Array): Node {
  const node = readNode(buffer, 0, buffer.length, 0);
  if (node.end !== buffer.length) {
    throw new DerError(`${buffer.length - node.end} unexpected byte(s) after the end`);
  }
  return node;
}

export function readOid(node: Node): string {
  if (node.tag !== TAG.OID) throw new DerError('expected an OBJECT IDENTIFIER');
  const bytes = node.content;
  if (bytes.length === 0) throw new DerError('empty OBJECT IDENTIFIER');
  const arcs: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  const first = arcs.shift()!;
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...arcs].join('.');
}

/** UTCTime or GeneralizedTime (the Z forms CMS uses) as an ISO 8601 string. */
export function readTime(node: Node): string {
  const text = new TextDecoder().decode(node.content);
  let match: RegExpMatchArray | null = null;
  let year: number;
  if (node.tag === TAG.UTC_TIME) {
    match = text.match(/^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/);
    if (!match) throw new DerError(`bad UTCTime "${text}"`);
    const yy = Number(match[1]);
    year = yy < 50 ? 2000 + yy : 1900 + yy;
  } else if (node.tag === TAG.GENERALIZED_TIME) {
    match = text.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.\d+)?Z$/);
    if (!match) throw new DerError(`bad GeneralizedTime "${text}"`);
    year = Number(match[1]);
  } else {
    throw new DerError('expected a time');
  }
  const [, , month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year, month! - 1, day, hour, minute, second)).toISOString();
}
