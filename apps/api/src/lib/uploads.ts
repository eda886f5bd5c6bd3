import {
  AppError,
  checkUpload,
  type FileType,
  formatBytes,
  SINGLE_LINE_FORBIDDEN_REGEX,
  UPLOAD_RULES,
  type UploadKind,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';

export interface ReceivedUpload {
  /** The real type, told by the bytes. */
  type: FileType;
  bytes: Buffer;
  /** As the client named it; for display only, never trusted. */
  filename: string;
  /** Other (non-file) fields of the form. */
  fields: Record<string, string>;
}

const FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN_REGEX.source, 'g');

/**
 * The client's file name is echoed back (reports show it): without control characters or bidi
 * overrides (`invoice\u202Efdp.exe` would display as `invoiceexe.pdf`) and at most 255 characters.
 */
function displayName(filename: string): string {
  return Array.from(filename.replace(FORBIDDEN, '')).slice(0, 255).join('');
}

/**
 * The multipart parser (busboy) fails with plain errors — no boundary, a part cut short, a header
 * that never ends — which would read as a 500. They are the client's: 400. Errors that already
 * carry a status (file too large → 413, AppError…) keep it.
 */
function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) throw error;
  throw new AppError('bad_request', { fieldErrors: { file: ['validation.malformed_upload'] } });
}

/**
 * Reads the single file of a multipart request and checks it against the upload rule of `kind`:
 * too large → 413, not the allowed type by its bytes → 415. The file name and the declared
 * content type are ignored.
 */
export async function receiveUpload(
  request: FastifyRequest,
  kind: UploadKind,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const rule = UPLOAD_RULES[kind];
  // One byte over the limit is enough to know the file is too large.
  const part = await request
    .file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 20 } })
    .catch(malformed);
  if (!part)
    throw new AppError('validation_error', { fieldErrors: { file: ['validation.required'] } });
  const bytes = await part.toBuffer().catch(malformed);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field') fields[name] = String(field.value);
  }
  const check = checkUpload(kind, bytes);
  if (!check.ok) {
    const status = check.reason === 'file_size' ? 'payload_too_large' : 'unsupported_media_type';
    throw new AppError(status, {
      fieldErrors: {
        file: [
          check.reason === 'file_size'
            ? `validation.file_size|${formatBytes(check.maxBytes)}`
            : `validation.file_type|${check.allowed}`,
        ],
      },
    });
  }
  return { type: check.type, bytes, filename: displayName(part.filename), fields };
}
