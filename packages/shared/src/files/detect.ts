import type { FileType } from '../constants/index.js';
import { zipEntryNames } from './zip.js';

// A file's type is told by its bytes only; its name and the browser's MIME type are never trusted.

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `%PDF-` */
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.byteLength >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/**
 * An OOXML workbook: a ZIP holding `[Content_Types].xml` (every OOXML file) and `xl/workbook.xml`
 * (spreadsheets only; .docx has `word/`, a plain .zip/.jar neither). `xl/vbaProject.bin` marks a
 * macro-enabled .xlsm, which we do not accept as xlsx. OPC part names are case-insensitive.
 */
function isXlsx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (!names) return false;
  const set = new Set(names.map((n) => n.toLowerCase()));
  return (
    set.has('[content_types].xml') && set.has('xl/workbook.xml') && !set.has('xl/vbaproject.bin')
  );
}

/**
 * Plain text (an AFD, an AEJ): not empty and no NUL byte in its first 64 KiB, which binary formats
 * have early. Only asked when an upload rule accepts text and the file is no binary type we know.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.byteLength === 0) return false;
  return !bytes.subarray(0, 64 * 1024).includes(0);
}

/**
 * A PKCS#12 PFX (RFC 7292): a DER SEQUENCE (long-form length) whose first element is the INTEGER
 * version 3. Enough to tell it from the other types; the key store itself is opened (and its
 * password checked) by whoever accepts it.
 */
function isPkcs12(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 8 || bytes[0] !== 0x30) return false;
  const lengthByte = bytes[1]!;
  // Short form (< 128 bytes) cannot hold a certificate; long form: 0x81..0x84 then the length.
  if (lengthByte < 0x81 || lengthByte > 0x84) return false;
  const at = 2 + (lengthByte & 0x7f);
  return bytes[at] === 0x02 && bytes[at + 1] === 0x01 && bytes[at + 2] === 0x03;
}

export function detectFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (isXlsx(bytes)) return 'xlsx';
  if (isPkcs12(bytes)) return 'pkcs12';
  return null;
}
