import { describe, expect, it } from 'vitest';
import { KB, MB } from '../constants/index.js';
import { translateValidation } from '../i18n/validation.js';
import { formatBytes } from './format-bytes.js';
import { docxBytes, JPEG_BYTES, PDF_BYTES, PNG_BYTES, padded, xlsxBytes } from './test-fixtures.js';
import { checkUpload } from './upload.js';

const IMAGES = { allowed: 'JPEG, PNG' };
const DOCUMENTS = { allowed: 'PDF, XLSX' };

describe('checkUpload', () => {
  it.each([
    ['profileImage', JPEG_BYTES, 'jpeg'],
    ['profileImage', PNG_BYTES, 'png'],
    ['image', JPEG_BYTES, 'jpeg'],
    ['image', PNG_BYTES, 'png'],
    ['document', PDF_BYTES, 'pdf'],
    ['document', xlsxBytes(), 'xlsx'],
    // Exactly at the limit is allowed.
    ['profileImage', padded(PNG_BYTES, 200 * KB), 'png'],
    ['image', padded(JPEG_BYTES, 3 * MB), 'jpeg'],
    ['document', padded(PDF_BYTES, 5 * MB), 'pdf'],
    // AFD/AEJ: text, told only by having no NUL byte and no binary signature.
    ['legalFile', new TextEncoder().encode('0000000001...\r\n'), 'text'],
    ['legalFile', Uint8Array.of(0x50, 0x41, 0x44, 0xc7, 0x0d, 0x0a), 'text'],
  ] as const)('%s accepts %#', (kind, bytes, type) => {
    expect(checkUpload(kind, bytes)).toEqual({ ok: true, type });
  });

  it.each([
    // The bytes decide, whatever the file was called: a PNG renamed photo.pdf is still a PNG.
    ['document', PNG_BYTES, DOCUMENTS, 5 * MB],
    ['profileImage', PDF_BYTES, IMAGES, 200 * KB],
    ['image', xlsxBytes(), IMAGES, 3 * MB],
    ['document', docxBytes(), DOCUMENTS, 5 * MB],
    ['document', new Uint8Array(), DOCUMENTS, 5 * MB],
    ['profileImage', new Uint8Array(), IMAGES, 200 * KB],
    ['legalFile', PDF_BYTES, { allowed: 'TEXT' }, 10 * MB],
    ['legalFile', Uint8Array.of(0x30, 0x00, 0x31), { allowed: 'TEXT' }, 10 * MB],
    ['legalFile', new Uint8Array(), { allowed: 'TEXT' }, 10 * MB],
    // Text is not a picture or a document, however it is named.
    ['document', new TextEncoder().encode('hello, I am a PDF'), DOCUMENTS, 5 * MB],
  ] as const)('%s rejects the type of %#', (kind, bytes, { allowed }, maxBytes) => {
    expect(checkUpload(kind, bytes)).toEqual({ ok: false, reason: 'file_type', allowed, maxBytes });
  });

  it.each([
    ['profileImage', padded(PNG_BYTES, 200 * KB + 1), IMAGES, 200 * KB],
    ['image', padded(JPEG_BYTES, 3 * MB + 1), IMAGES, 3 * MB],
    ['document', padded(PDF_BYTES, 5 * MB + 1), DOCUMENTS, 5 * MB],
    // Size is checked before type: an oversize file of the wrong type reports its size.
    ['profileImage', padded(PDF_BYTES, 300 * KB), IMAGES, 200 * KB],
  ] as const)('%s rejects the size of %#', (kind, bytes, { allowed }, maxBytes) => {
    expect(checkUpload(kind, bytes)).toEqual({ ok: false, reason: 'file_size', allowed, maxBytes });
  });

  it('feeds the validation messages', () => {
    const result = checkUpload('profileImage', padded(PNG_BYTES, 201 * KB));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(
      translateValidation(`validation.${result.reason}`, 'pt', formatBytes(result.maxBytes)),
    ).toBe('O arquivo deve ter no máximo 200 KB.');
    const wrong = checkUpload('document', PNG_BYTES);
    if (wrong.ok) throw new Error('expected a failure');
    expect(translateValidation(`validation.${wrong.reason}`, 'en-US', wrong.allowed)).toBe(
      'File type not allowed. Send: PDF, XLSX.',
    );
  });
});
