import {
  AppError,
  checkUpload,
  type FeedbackForm,
  feedbackFormSchema,
  formatBytes,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Attachment } from '../../lib/attachments.js';

// `POST feedback/` is a multipart form whose file is optional, which `receiveUpload` (one file,
// required) does not read: the same checks here — the image rule by the bytes (413/415), a broken
// form 400 — with the text fields validated by the contract's schema.

export interface FeedbackSubmission {
  fields: z.output<typeof feedbackFormSchema>;
  screenshot: Attachment | null;
}

type FieldErrors = Record<string, string[]>;

/** A zod issue as a `validation.*` key the error plugin translates. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? 'validation.required'
        : `validation.too_short|${issue.minimum}`;
    case 'too_big':
      return `validation.too_long|${issue.maximum}`;
    case 'unrecognized_keys':
      return `validation.unknown_field|${issue.keys.join(', ')}`;
    case 'invalid_type':
      return 'validation.required';
    default:
      return 'validation.invalid_value';
  }
}

function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) throw error;
  throw new AppError('bad_request', { fieldErrors: { file: ['validation.malformed_upload'] } });
}

export async function receiveFeedbackForm(request: FastifyRequest): Promise<FeedbackSubmission> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const rule = UPLOAD_RULES.image;
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let fileField = 'screenshot';
  try {
    const parts = request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // An empty file input (no file chosen) arrives as an empty part without a name.
        if (content.length === 0 && !part.filename) continue;
        bytes = content;
        fileField = part.fieldname;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    malformed(error);
  }

  let screenshot: Attachment | null = null;
  if (bytes) {
    const check = checkUpload('image', bytes);
    if (!check.ok) {
      const tooLarge = check.reason === 'file_size';
      throw new AppError(tooLarge ? 'payload_too_large' : 'unsupported_media_type', {
        fieldErrors: {
          [fileField]: [
            tooLarge
              ? `validation.file_size|${formatBytes(check.maxBytes)}`
              : `validation.file_type|${check.allowed}`,
          ],
        },
      });
    }
    screenshot = { bytes, type: check.type };
  }

  const parsed = feedbackFormSchema.safeParse(
    fields satisfies Record<string, string> as FeedbackForm,
  );
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'body';
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issueKey(issue)];
    }
    throw new AppError('validation_error', { fieldErrors });
  }
  return { fields: parsed.data, screenshot };
}
