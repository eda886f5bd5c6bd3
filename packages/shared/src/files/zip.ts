// Just enough of the ZIP format (APPNOTE 6.3) to list entry names, for telling xlsx from other
// ZIP-based files. Never inflates anything and never throws on malformed input.

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
  return centralDirectoryNames(bytes, dv) ?? localHeaderNames(bytes, dv);
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

function centralDirectoryNames(bytes: Uint8Array, dv: DataView): string[] | null {
  const eocd = findEndOfCentralDirectory(dv);
  if (eocd < 0) return null;
  const count = dv.getUint16(eocd + 10, true);
  const size = dv.getUint32(eocd + 12, true);
  const start = dv.getUint32(eocd + 16, true);
  // 0xFFFF/0xFFFFFFFF mean ZIP64, which an upload of a few MB never needs.
  if (count === 0xffff || start === 0xffffffff || start + size > eocd) return null;
  const names: string[] = [];
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || dv.getUint32(p, true) !== CENTRAL_HEADER) return null;
    const nameLength = dv.getUint16(p + 28, true);
    const extraLength = dv.getUint16(p + 30, true);
    const commentLength = dv.getUint16(p + 32, true);
    if (p + 46 + nameLength > eocd) return null;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
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
