// Just enough of the ZIP format (APPNOTE 6.3) to list entries, for telling xlsx from other
// ZIP-based files and for finding each entry's data (the API inflates it to count the real size).
// Never inflates anything and never throws on malformed input.

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIR = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** General-purpose flag bit 3: sizes follow the data, so a local header cannot be skipped. */
const HAS_DATA_DESCRIPTOR = 0x08;

const decoder = new TextDecoder();

export function isZip(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === LOCAL_HEADER;
}

/**
 * Entry names from the central directory — what Excel and every reader trust — or, when it is
 * missing or unreadable (truncated, ZIP64), from walking the local headers. `null` if not a ZIP.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!isZip(bytes)) return null;
  const dv = view(bytes);
  return centralDirectoryNames(bytes) ?? localHeaderNames(bytes, dv);
}

function view(bytes: Uint8Array): DataView {
  // Node Buffers are often slices of a shared pool: honour byteOffset.
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(dv: DataView): number {
  const last = dv.byteLength - EOCD_SIZE;
  // The record sits at the end, followed only by its comment (at most 65535 bytes).
  for (let p = last; p >= 0 && p >= last - MAX_COMMENT; p--) {
    if (dv.getUint32(p, true) === END_OF_CENTRAL_DIR) return p;
  }
  return -1;
}

/** One entry of the central directory, as the archive declares it: the sizes may lie. */
export interface ZipEntry {
  name: string;
  /** General-purpose flags (bit 0: encrypted, bit 3: data descriptor). */
  flags: number;
  /** 0 stored, 8 deflate; anything else is not something an xlsx uses. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

/**
 * The entries of the central directory, or `null` when it is missing, unreadable or ZIP64 (which
 * an upload of a few MB never needs).
 */
export function zipCentralDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const dv = view(bytes);
  const eocd = findEndOfCentralDirectory(dv);
  if (eocd < 0) return null;
  const count = dv.getUint16(eocd + 10, true);
  const size = dv.getUint32(eocd + 12, true);
  const start = dv.getUint32(eocd + 16, true);
  if (count === 0xffff || start === 0xffffffff || start + size > eocd) return null;
  const entries: ZipEntry[] = [];
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || dv.getUint32(p, true) !== CENTRAL_HEADER) return null;
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    if (p + 46 + nameLength > eocd) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
      flags: dv.getUint16(p + 8, true),
      method: dv.getUint16(p + 10, true),
      compressedSize: dv.getUint32(p + 20, true),
      uncompressedSize: dv.getUint32(p + 24, true),
      localHeaderOffset: dv.getUint32(p + 42, true),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Where the data of the entry whose local header is at `offset` begins — past the local header's
 * own name and extra field, as readers do — or `null` when no local header is there.
 */
export function zipLocalDataOffset(bytes: Uint8Array, offset: number): number | null {
  const dv = view(bytes);
  if (offset < 0 || offset + 30 > dv.byteLength || dv.getUint32(offset, true) !== LOCAL_HEADER) {
    return null;
  }
  const start = offset + 30 + dv.getUint16(offset + 26, true) + dv.getUint16(offset + 28, true);
  return start <= dv.byteLength ? start : null;
}

function centralDirectoryNames(bytes: Uint8Array): string[] | null {
  return zipCentralDirectory(bytes)?.map((entry) => entry.name) ?? null;
}

function localHeaderNames(bytes: Uint8Array, dv: DataView): string[] {
  const names: string[] = [];
  let p = 0;
  while (p + 30 <= dv.byteLength && dv.getUint32(p, true) === LOCAL_HEADER) {
    const flags = dv.getUint16(p + 6, true);
    const compressedSize = dv.getUint32(p + 18, true);
    const nameLength = dv.getUint16(p + 26, true);
    const extraLength = dv.getUint16(p + 28, true);
    if (p + 30 + nameLength > dv.byteLength) break;
    names.push(decoder.decode(bytes.subarray(p + 30, p + 30 + nameLength)));
    if (flags & HAS_DATA_DESCRIPTOR) break;
    p += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}
