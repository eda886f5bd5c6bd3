import { inflateRawSync } from 'node:zlib';
import { zipCentralDirectory, zipLocalDataOffset } from '@ponteiro/shared';

// An xlsx is a ZIP, and a ZIP may say anything about its sizes. Before the xlsx reader inflates
// the parts in memory, every part is inflated here and the bytes that actually come out are
// counted, stopping as soon as the count passes the limit (issue 10: a 169 KB file held 56 MB of
// sheet XML; a directory that claims small sizes can hide 1 GB).

export interface UnzipLimits {
  /** All parts together, uncompressed. A 5,000-row sheet is well under 10 MB of XML. */
  totalBytes: number;
  /** One part, uncompressed. */
  entryBytes: number;
  /** Parts in the archive; a workbook has a few dozen. */
  entries: number;
}

export const UNZIP_LIMITS: UnzipLimits = {
  totalBytes: 32 * 1024 * 1024,
  entryBytes: 24 * 1024 * 1024,
  entries: 1000,
};

export type UnzipCheck =
  | { ok: true; bytes: number; entries: number }
  | { ok: false; reason: 'unreadable' | 'too_large' | 'too_many_entries' };

const STORED = 0;
const DEFLATE = 8;
const ENCRYPTED = 0x01;

/** Inflates one raw deflate stream, throwing ERR_BUFFER_TOO_LARGE past `limit` bytes. */
function inflatedSize(data: Uint8Array, limit: number): number {
  // A deflate stream ends itself: whatever follows it (next entries) is ignored, so the size
  // the directory declares for the compressed data is not trusted either.
  return inflateRawSync(data, { maxOutputLength: Math.max(limit, 1) }).byteLength;
}

/**
 * Inflates every entry of the ZIP in `bytes` and counts the bytes actually produced, against
 * `limits`. Entries that overlap (one compressed stream listed many times) count once each, as
 * a reader would inflate them. The output is dropped as soon as it is counted.
 */
export function measureUnzipped(bytes: Uint8Array, limits: UnzipLimits = UNZIP_LIMITS): UnzipCheck {
  const entries = zipCentralDirectory(bytes);
  if (!entries) return { ok: false, reason: 'unreadable' };
  if (entries.length > limits.entries) return { ok: false, reason: 'too_many_entries' };
  // What the directory declares already too much needs no inflating at all.
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.totalBytes) return { ok: false, reason: 'too_large' };

  let total = 0;
  for (const entry of entries) {
    const start = zipLocalDataOffset(bytes, entry.localHeaderOffset);
    if (start === null || entry.flags & ENCRYPTED) return { ok: false, reason: 'unreadable' };
    const budget = Math.min(limits.entryBytes, limits.totalBytes - total);
    let size: number;
    if (entry.method === STORED) {
      // Stored data is copied as it is: its size is what readers take from the directory.
      if (start + entry.compressedSize > bytes.byteLength) {
        return { ok: false, reason: 'unreadable' };
      }
      size = entry.compressedSize;
    } else if (entry.method === DEFLATE) {
      try {
        size = inflatedSize(bytes.subarray(start), budget);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return { ok: false, reason: code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'unreadable' };
      }
    } else {
      return { ok: false, reason: 'unreadable' };
    }
    if (size > budget) return { ok: false, reason: 'too_large' };
    total += size;
  }
  return { ok: true, bytes: total, entries: entries.length };
}
