// exceljs zips the workbook with JSZip, which stamps every entry with the time it was written:
// two exports of the same figures would differ in those bytes alone. This sets every entry's
// DOS time and date (local header and central directory) to one given day, so the file depends
// only on what it holds.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The DOS date of `YYYY-MM-DD` (midnight: DOS time 0). */
export function dosDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((Math.max(year, 1980) - 1980) << 9) | (month << 5) | day;
}

/** `zip` with every entry dated `date` at 00:00:00 (in place; also returned). */
export function fixZipTimes(zip: Buffer, date: string): Buffer {
  const stamp = dosDate(date);
  // The end of central directory record is in the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error('bad zip central directory');
    zip.writeUInt16LE(0, at + 12);
    zip.writeUInt16LE(stamp, at + 14);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error('bad zip local header');
    zip.writeUInt16LE(0, local + 10);
    zip.writeUInt16LE(stamp, local + 12);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}
