import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect.js';
import {
  buildStoredZip,
  DOCX_ENTRIES,
  docxBytes,
  JAR_ENTRIES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  XLSX_ENTRIES,
  xlsxBytes,
} from './test-fixtures.js';

const ascii = (s: string) => new TextEncoder().encode(s);

describe('detectFileType', () => {
  it.each([
    ['JPEG (JFIF)', JPEG_BYTES, 'jpeg'],
    ['JPEG (Exif)', Uint8Array.of(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['PNG', PNG_BYTES, 'png'],
    ['PDF', PDF_BYTES, 'pdf'],
    ['xlsx', xlsxBytes(), 'xlsx'],
    ['xlsx, streamed (data descriptors)', xlsxBytes({ dataDescriptor: true }), 'xlsx'],
    ['xlsx without central directory', xlsxBytes({ centralDirectory: false }), 'xlsx'],
    [
      'xlsx with other-case part names',
      buildStoredZip({ '[CONTENT_TYPES].XML': '', 'XL/Workbook.xml': '' }),
      'xlsx',
    ],
  ] as const)('%s → %s', (_label, bytes, expected) => {
    expect(detectFileType(bytes)).toBe(expected);
  });

  it.each([
    ['empty file', new Uint8Array()],
    ['docx', docxBytes()],
    ['plain zip', buildStoredZip({ 'xl/workbook.xml': '<workbook/>', 'notes.txt': 'hi' })],
    ['jar', buildStoredZip(JAR_ENTRIES)],
    ['OOXML without workbook', buildStoredZip({ '[Content_Types].xml': '' })],
    ['xlsm (macros)', buildStoredZip({ ...XLSX_ENTRIES, 'xl/vbaProject.bin': 'vba' })],
    [
      'workbook only in a file body',
      buildStoredZip({ ...DOCX_ENTRIES, 'x.txt': 'xl/workbook.xml' }),
    ],
    ['ZIP magic only', Uint8Array.of(0x50, 0x4b, 0x03, 0x04)],
    ['two JPEG bytes', Uint8Array.of(0xff, 0xd8)],
    ['PNG, first 7 bytes', PNG_BYTES.subarray(0, 7)],
    ['PNG signature broken', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00)],
    ['%PDF without dash', ascii('%PDF1.7')],
    ['PDF not at the start', ascii(' %PDF-1.7')],
    ['text named .pdf', ascii('hello, I am a PDF')],
    ['HTML', ascii('<!doctype html><script>alert(1)</script>')],
    ['GIF', ascii('GIF89a')],
    ['Windows executable', ascii('MZ\x90\x00')],
  ])('%s → null', (_label, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});
