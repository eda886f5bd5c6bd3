import {
  AppError,
  checkUpload,
  type FieldErrors,
  type FileType,
  formatBytes,
  type Language,
  SINGLE_LINE_FORBIDDEN_REGEX,
  translateIssue,
  UPLOAD_RULES,
  type UploadKind,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

// A multipart form with text fields and several named files (lib/uploads.ts reads the one-file
// uploads). Every file is read whole and checked by its bytes before the form is handed on, so a
// refused form has written nothing.

/** A file of the form, already checked against its field's rule. */
export interface FormFile {
  /** The real type, told by the bytes. */
  type: FileType;
  bytes: Buffer;
  /** As the client named it; for display only, never trusted. */
  filename: string;
}

/** The rule of one file field: an upload kind, optionally narrowed to some of its types. */
export interface FormFileRule {
  kind: UploadKind;
  types?: readonly FileType[];
}

export interface ReceivedForm<K extends string> {
  /** Text fields (the first value of a repeated one). */
  fields: Record<string, string>;
  files: Partial<Record<K, FormFile>>;
}

const FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN_REGEX.source, 'g');
const MAX_FIELDS = 30;
/** Largest text field; a longer one is refused rather than silently cut. */
const MAX_FIELD_BYTES = 100 * 1024;

function displayName(filename: string): string {
  return Array.from(filename.replace(FORBIDDEN, '')).slice(0, 255).join('');
}

/** busboy's plain errors (no boundary, a part cut short) are the client's: 400. */
function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) throw error;
  throw new AppError('bad_request', { fieldErrors: { form: ['validation.malformed_upload'] } });
}

/** The 413/415 of a file that breaks its rule, on its own field. */
export function checkFormFile(field: string, rule: FormFileRule, bytes: Buffer): FileType {
  const check = checkUpload(rule.kind, bytes);
  if (!check.ok) {
    throw new AppError(
      check.reason === 'file_size' ? 'payload_too_large' : 'unsupported_media_type',
      {
        fieldErrors: {
          [field]: [
            check.reason === 'file_size'
              ? `validation.file_size|${formatBytes(check.maxBytes)}`
              : `validation.file_type|${(rule.types ?? UPLOAD_RULES[rule.kind].types).map((t) => t.toUpperCase()).join(', ')}`,
          ],
        },
      },
    );
  }
  if (rule.types && !rule.types.includes(check.type)) {
    throw new AppError('unsupported_media_type', {
      fieldErrors: {
        [field]: [`validation.file_type|${rule.types.map((t) => t.toUpperCase()).join(', ')}`],
      },
    });
  }
  return check.type;
}

/**
 * Reads a whole multipart form: text fields, and the files named in `rules` (at most one each).
 * Not multipart → 415; broken multipart, an unknown or repeated file field → 400; a file over
 * its rule's size → 413; not an allowed type by its bytes → 415. An empty file part (a browser's
 * "no file chosen") counts as absent.
 */
export async function receiveForm<K extends string>(
  request: FastifyRequest,
  rules: Readonly<Record<K, FormFileRule>>,
): Promise<ReceivedForm<K>> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const names = Object.keys(rules) as K[];
  const maxBytes = Math.max(...names.map((n) => UPLOAD_RULES[rules[n].kind].maxBytes));
  const fields = new Map<string, string>();
  const raw = new Map<K, { bytes: Buffer; filename: string }>();
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: names.length,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + names.length,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.fieldname;
        if (!Object.hasOwn(rules, name) || raw.has(name as K)) {
          throw new AppError('bad_request', {
            fieldErrors: { [name]: [`validation.unknown_field|${name}`] },
          });
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
            const rule = rules[name as K];
            throw new AppError('payload_too_large', {
              fieldErrors: {
                [name]: [`validation.file_size|${formatBytes(UPLOAD_RULES[rule.kind].maxBytes)}`],
              },
            });
          }
          throw error;
        }
        if (bytes.byteLength === 0 && part.filename === '') continue;
        raw.set(name as K, { bytes, filename: displayName(part.filename) });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError('payload_too_large', {
            fieldErrors: { [part.fieldname]: [`validation.too_long|${MAX_FIELD_BYTES}`] },
          });
        }
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    malformed(error);
  }
  const files: Partial<Record<K, FormFile>> = {};
  for (const [name, file] of raw) {
    files[name] = { ...file, type: checkFormFile(name, rules[name], file.bytes) };
  }
  return { fields: Object.fromEntries(fields), files };
}

/**
 * The form's text fields through `schema`; a refusal is a 422 with each field's translated
 * messages (a form's fields arrive as text, so a failed check is about their values).
 */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  lang: Language,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field =
      issue.code === 'unrecognized_keys'
        ? (issue.keys[0] ?? 'form')
        : String(issue.path[0] ?? 'form');
    fieldErrors[field] = [
      ...(fieldErrors[field] ?? []),
      translateIssue(issue as Parameters<typeof translateIssue>[0], lang),
    ];
  }
  throw new AppError('validation_error', { status: 422, fieldErrors });
}
