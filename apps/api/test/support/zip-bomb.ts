import { deflateRawSync } from 'node:zlib';

// Hostile xlsx files, built at test time so no binary lives in the repository (issue 10).

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Store instead of deflate. */
  stored?: boolean;
  /** Uncompressed size written in the headers instead of the real one (a lying directory). */
  claimedSize?: number;
  /** Compressed size written in the headers instead of the real one. */
  claimedCompressedSize?: number;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP of deflated (or stored) parts whose headers say whatever the parts claim. */
export function buildZip(parts: ZipPart[], { crc = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = part.stored ? part.data : deflateRawSync(part.data);
    // A CRC over 56 MB costs seconds in plain JS; readers that stop early never check it.
    const sum = crc ? crc32(part.data) : 0;
    const size = part.claimedSize ?? part.data.length;
    const compressed = part.claimedCompressedSize ?? body.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(sum, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, body);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(part.stored ? 0 : 8, 10);
    header.writeUInt32LE(sum, 16);
    header.writeUInt32LE(compressed, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook around `sheetXml`. */
export function workbookParts(sheetXml: Buffer): ZipPart[] {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${s}`);
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Colaboradores" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml },
  ];
}

/**
 * Sheet XML of about `bytes` bytes: the pt header row, then one row of 26 small number cells
 * repeated — the shape that costs exceljs the most memory per byte. Unnumbered rows (references
 * are optional in OOXML, though exceljs refuses them after reading everything) compress best;
 * `numbered` gives each row its number, as exceljs needs to build the sheet.
 */
export function sheetXml(bytes: number, { numbered = false } = {}): Buffer {
  const head =
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData>` +
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome *</t></is></c>' +
    '<c r="B1" t="inlineStr"><is><t>CPF *</t></is></c>' +
    '<c r="C1" t="inlineStr"><is><t>Data de admissão *</t></is></c>' +
    '<c r="D1" t="inlineStr"><is><t>Estabelecimento *</t></is></c></row>';
  const tail = '</sheetData></worksheet>';
  const cells = '<c><v>1</v></c>'.repeat(26);
  const row = `<row>${cells}</row>`;
  const count = Math.max(0, Math.ceil((bytes - head.length - tail.length) / row.length));
  const columns = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  const numberedRow = (r: number) =>
    `<row r="${r}">${columns.map((c) => `<c r="${c}${r}"><v>1</v></c>`).join('')}</row>`;
  const body = numbered
    ? Array.from({ length: count }, (_, i) => numberedRow(i + 2)).join('')
    : row.repeat(count);
  return Buffer.from(head + body + tail);
}

/** A small xlsx whose sheet XML inflates to about `bytes` (the issue's 169 KB → 56 MB file). */
export function sheetBomb(bytes: number): Buffer {
  return buildZip(workbookParts(sheetXml(bytes)), { crc: false });
}

/**
 * A workbook whose headers claim its sheet is 1 KB while it inflates to `bytes`: only counting
 * what really comes out of the inflater catches it.
 */
export function lyingSheetBomb(bytes: number): Buffer {
  const parts = workbookParts(sheetXml(bytes));
  parts[parts.length - 1]!.claimedSize = 1024;
  return buildZip(parts, { crc: false });
}

/**
 * One compressed part listed `times` in the central directory under different names, all
 * pointing at the same data (an overlapping-entries bomb: every name inflates the same stream).
 */
export function overlappingBomb(part: Buffer, times: number): Buffer {
  const zip = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: part }], { crc: false });
  const endAt = zip.length - 22;
  const directorySize = zip.readUInt32LE(endAt + 12);
  const start = endAt - directorySize;
  const record = zip.subarray(start, endAt);
  const copies = Array.from({ length: times }, (_, i) => {
    const name = Buffer.from(`xl/worksheets/sheet${i + 1}.xml`);
    const header = Buffer.from(record.subarray(0, 46));
    header.writeUInt16LE(name.length, 28);
    return Buffer.concat([header, name]);
  });
  const directory = Buffer.concat(copies);
  const end = Buffer.from(zip.subarray(endAt));
  end.writeUInt16LE(times, 8);
  end.writeUInt16LE(times, 10);
  end.writeUInt32LE(directory.length, 12);
  return Buffer.concat([zip.subarray(0, start), directory, end]);
}
