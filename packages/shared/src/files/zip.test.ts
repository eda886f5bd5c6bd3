import { describe, expect, it } from 'vitest';
import { buildStoredZip, JAR_ENTRIES, PNG_BYTES, XLSX_ENTRIES } from './test-fixtures.js';
import { isZip, zipCentralDirectory, zipEntryNames, zipLocalDataOffset } from './zip.js';

const names = Object.keys(XLSX_ENTRIES);

describe('zipEntryNames', () => {
  it('reads the central directory', () => {
    expect(zipEntryNames(buildStoredZip(XLSX_ENTRIES))).toEqual(names);
  });

  it('walks the local headers when the central directory is missing', () => {
    expect(zipEntryNames(buildStoredZip(XLSX_ENTRIES, { centralDirectory: false }))).toEqual(names);
  });

  it('uses the central directory when local headers cannot be skipped (data descriptors)', () => {
    expect(zipEntryNames(buildStoredZip(XLSX_ENTRIES, { dataDescriptor: true }))).toEqual(names);
  });

  it('stops at the first data-descriptor entry when there is nothing else to read', () => {
    const zip = buildStoredZip(XLSX_ENTRIES, { dataDescriptor: true, centralDirectory: false });
    expect(zipEntryNames(zip)).toEqual(['[Content_Types].xml']);
  });

  it('honours the byteOffset of a view into a larger buffer', () => {
    const zip = buildStoredZip(JAR_ENTRIES);
    const pool = new Uint8Array(zip.length + 64);
    pool.set(zip, 32);
    expect(zipEntryNames(pool.subarray(32, 32 + zip.length))).toEqual(Object.keys(JAR_ENTRIES));
  });

  it('finds the end record behind a trailing archive comment', () => {
    const zip = buildStoredZip(XLSX_ENTRIES);
    const comment = new TextEncoder().encode('made by a test');
    const withComment = new Uint8Array(zip.length + comment.length);
    withComment.set(zip);
    withComment.set(comment, zip.length);
    new DataView(withComment.buffer).setUint16(zip.length - 2, comment.length, true);
    expect(zipEntryNames(withComment)).toEqual(names);
  });

  it.each([
    ['empty', new Uint8Array()],
    ['PNG', PNG_BYTES],
    ['just the magic', Uint8Array.of(0x50, 0x4b, 0x03, 0x04)],
  ])('does not throw on %s input', (_label, bytes) => {
    expect(() => zipEntryNames(bytes)).not.toThrow();
  });

  it('returns null for a non-ZIP and [] for a truncated header', () => {
    expect(zipEntryNames(PNG_BYTES)).toBeNull();
    expect(isZip(PNG_BYTES)).toBe(false);
    expect(zipEntryNames(Uint8Array.of(0x50, 0x4b, 0x03, 0x04))).toEqual([]);
  });

  it('survives garbage after the magic and a lying end record', () => {
    const zip = buildStoredZip(XLSX_ENTRIES);
    const broken = zip.slice();
    // Point the central directory past the end; the local headers are still readable.
    new DataView(broken.buffer).setUint32(broken.length - 6, 0x7fffffff, true);
    expect(zipEntryNames(broken)).toEqual(names);
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256);
    noise.set([0x50, 0x4b, 0x03, 0x04]);
    expect(() => zipEntryNames(noise)).not.toThrow();
  });
});

describe('zipCentralDirectory and zipLocalDataOffset', () => {
  it('lists each entry with its declared sizes and finds its data', () => {
    const zip = buildStoredZip(XLSX_ENTRIES);
    const entries = zipCentralDirectory(zip);
    expect(entries?.map((e) => e.name)).toEqual(names);
    for (const entry of entries ?? []) {
      const content = XLSX_ENTRIES[entry.name as keyof typeof XLSX_ENTRIES];
      expect(entry).toMatchObject({
        method: 0,
        flags: 0,
        compressedSize: content.length,
        uncompressedSize: content.length,
      });
      const start = zipLocalDataOffset(zip, entry.localHeaderOffset)!;
      const data = new TextDecoder().decode(zip.subarray(start, start + entry.compressedSize));
      expect(data).toBe(content);
    }
  });

  it('is null without a central directory, or when an offset misses a local header', () => {
    expect(zipCentralDirectory(buildStoredZip(XLSX_ENTRIES, { centralDirectory: false }))).toBe(
      null,
    );
    expect(zipCentralDirectory(PNG_BYTES)).toBeNull();
    const zip = buildStoredZip(XLSX_ENTRIES);
    expect(zipLocalDataOffset(zip, 1)).toBeNull();
    expect(zipLocalDataOffset(zip, zip.length + 10)).toBeNull();
    expect(zipLocalDataOffset(zip, -1)).toBeNull();
  });
});
