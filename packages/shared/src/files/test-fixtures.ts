// Byte fixtures for the file tests, built in code so no binary lives in the repo (tests only).

const ascii = (s: string) => new TextEncoder().encode(s);

export const JPEG_BYTES = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
export const PNG_BYTES = Uint8Array.of(
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ...[0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52],
);
export const PDF_BYTES = ascii('%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipOptions {
  /** Leave out the central directory and end record, like a truncated download. */
  centralDirectory?: boolean;
  /** Set flag bit 3 and zero sizes in the local headers, as streaming writers do. */
  dataDescriptor?: boolean;
}

/** A minimal ZIP with stored (uncompressed) entries. */
export function buildStoredZip(
  entries: Record<string, string>,
  { centralDirectory = true, dataDescriptor = false }: ZipOptions = {},
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = ascii(name);
    const data = ascii(content);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true); // version needed
    lv.setUint16(6, dataDescriptor ? 0x08 : 0, true);
    lv.setUint16(8, 0, true); // method: stored
    lv.setUint32(14, dataDescriptor ? 0 : crc, true);
    lv.setUint32(18, dataDescriptor ? 0 : data.length, true);
    lv.setUint32(22, dataDescriptor ? 0 : data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    chunks.push(local, data);
    if (dataDescriptor) {
      const descriptor = new Uint8Array(16);
      const dv = new DataView(descriptor.buffer);
      dv.setUint32(0, 0x08074b50, true);
      dv.setUint32(4, crc, true);
      dv.setUint32(8, data.length, true);
      dv.setUint32(12, data.length, true);
      chunks.push(descriptor);
    }
    const header = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(header.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true); // version made by
    cv.setUint16(6, 20, true); // version needed
    cv.setUint16(8, dataDescriptor ? 0x08 : 0, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    header.set(nameBytes, 46);
    central.push(header);
    offset += local.length + data.length + (dataDescriptor ? 16 : 0);
  }
  if (centralDirectory) {
    const size = central.reduce((n, c) => n + c.length, 0);
    const end = new Uint8Array(22);
    const ev = new DataView(end.buffer);
    ev.setUint32(0, 0x06054b50, true);
    ev.setUint16(8, central.length, true);
    ev.setUint16(10, central.length, true);
    ev.setUint32(12, size, true);
    ev.setUint32(16, offset, true);
    chunks.push(...central, end);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let p = 0;
  for (const chunk of chunks) {
    out.set(chunk, p);
    p += chunk.length;
  }
  return out;
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';

export const XLSX_ENTRIES = {
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': '<Relationships/>',
  'xl/workbook.xml': '<workbook/>',
  'xl/worksheets/sheet1.xml': '<worksheet/>',
};

export const DOCX_ENTRIES = {
  '[Content_Types].xml': CONTENT_TYPES,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<document/>',
};

export const JAR_ENTRIES = {
  'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n',
  'com/example/Main.class': '\xca\xfe\xba\xbe',
};

export const xlsxBytes = (options?: ZipOptions) => buildStoredZip(XLSX_ENTRIES, options);
export const docxBytes = () => buildStoredZip(DOCX_ENTRIES);

/** `bytes` followed by zeros up to `size`: a real header at any size we need. */
export function padded(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}
