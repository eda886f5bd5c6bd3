import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildStoredZip } from '../../../../../packages/shared/src/files/test-fixtures.js';
import {
  buildZip,
  lyingSheetBomb,
  overlappingBomb,
  sheetBomb,
  sheetXml,
  workbookParts,
} from '../../../test/support/zip-bomb.js';
import { measureUnzipped, UNZIP_LIMITS } from './import-zip.js';

const MB = 1024 * 1024;

async function realWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Dados').addRow(['Nome', 'CPF']);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('measureUnzipped', () => {
  it('counts what a real workbook inflates to', async () => {
    const bytes = await realWorkbook();
    const check = measureUnzipped(bytes);
    expect(check).toMatchObject({ ok: true });
    if (check.ok) expect(check.bytes).toBeGreaterThan(bytes.length);
  });

  it('counts stored parts by their size', () => {
    const zip = buildStoredZip({ 'a.xml': 'x'.repeat(100), 'b.xml': 'y'.repeat(50) });
    expect(measureUnzipped(zip)).toEqual({ ok: true, bytes: 150, entries: 2 });
  });

  it('refuses the issue’s file: 56 MB of sheet XML in a small zip', () => {
    const bomb = sheetBomb(56 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(measureUnzipped(bomb)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('refuses by the real count when the headers claim 1 KB', () => {
    const bomb = lyingSheetBomb(40 * MB);
    // What the directory declares passes; only inflating tells.
    expect(measureUnzipped(bomb)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('does not trust the declared compressed size either', () => {
    const parts = workbookParts(sheetXml(40 * MB));
    const sheet = parts[parts.length - 1]!;
    sheet.claimedSize = 10;
    sheet.claimedCompressedSize = 10;
    expect(measureUnzipped(buildZip(parts, { crc: false }))).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('counts overlapping entries once per name, as a reader inflates them', () => {
    const part = Buffer.alloc(2 * MB, 0x41);
    expect(measureUnzipped(overlappingBomb(part, 5))).toMatchObject({ ok: true });
    expect(measureUnzipped(overlappingBomb(part, 40))).toEqual({ ok: false, reason: 'too_large' });
  });

  it('applies the per-part, total and entry-count limits', () => {
    const limits = { totalBytes: 1000, entryBytes: 600, entries: 3 };
    const part = (name: string, size: number) => ({ name, data: Buffer.alloc(size, 0x20) });
    expect(measureUnzipped(buildZip([part('a', 500), part('b', 500)]), limits)).toMatchObject({
      ok: true,
      bytes: 1000,
    });
    expect(measureUnzipped(buildZip([part('a', 700)]), limits)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(
      measureUnzipped(buildZip([part('a', 500), part('b', 400), part('c', 200)]), limits),
    ).toEqual({ ok: false, reason: 'too_large' });
    expect(measureUnzipped(buildZip(['a', 'b', 'c', 'd'].map((n) => part(n, 1))), limits)).toEqual({
      ok: false,
      reason: 'too_many_entries',
    });
  });

  it('calls broken, encrypted or exotic archives unreadable', () => {
    const good = buildZip([{ name: 'a.xml', data: Buffer.from('<a/>'.repeat(100)) }]);
    const corrupt = Buffer.from(good);
    corrupt.fill(0xff, 30 + 5, 30 + 15); // inside the deflate stream
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(1, encrypted.length - 22 - 46 - 5 + 8);
    const bzip2 = Buffer.from(good);
    bzip2.writeUInt16LE(12, bzip2.length - 22 - 46 - 5 + 10);
    const pointsNowhere = Buffer.from(good);
    pointsNowhere.writeUInt32LE(3, pointsNowhere.length - 22 - 46 - 5 + 42);
    for (const bytes of [corrupt, encrypted, bzip2, pointsNowhere, Buffer.from('PK\x03\x04')]) {
      expect(measureUnzipped(bytes)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });

  it('has limits well above a full 5,000-row sheet', () => {
    expect(UNZIP_LIMITS.totalBytes).toBeGreaterThanOrEqual(32 * MB);
    expect(UNZIP_LIMITS.totalBytes).toBeLessThan(56 * MB);
  });
});
