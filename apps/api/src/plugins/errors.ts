import {
  AppError,
  ERROR_MESSAGES,
  type ErrorCode,
  type ErrorResponse,
  type FieldErrors,
  isErrorCode,
  type Language,
  translateIssue,
  translateValidation,
} from '@ponteiro/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLanguage } from '../lib/request-language.js';

// The one place where errors become HTTP responses (api.md: `{ message, code, errors? }`).
// Nothing thrown anywhere else reaches the client with internals.

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_INVALID_JSON_FIELD_ERROR: 'invalid_json',
  FST_PROTO_VIOLATION: 'bad_request',
  FST_MP_PREMATURE_CLOSE: 'bad_request',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'business_rule',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** PostgreSQL error codes that mean the request, not the server, was wrong. */
const PG_CODES: Record<string, ErrorCode> = {
  '23505': 'conflict', // unique_violation
  '23503': 'conflict', // foreign_key_violation (still referenced, or points nowhere)
  '22P02': 'bad_request', // invalid_text_representation (e.g. a bad uuid)
  '22001': 'validation_error', // string too long
  '22007': 'bad_request', // invalid datetime format
  '22008': 'bad_request', // datetime out of range
  '22021': 'bad_request', // character_not_in_repertoire (invalid byte sequence, e.g. NUL)
  '22P05': 'bad_request', // untranslatable_character (e.g. \u0000 in jsonb)
};

export function sendError(
  reply: FastifyReply,
  lang: Language,
  code: ErrorCode,
  options: { status?: number; message?: string; fieldErrors?: FieldErrors | undefined } = {},
): FastifyReply {
  const body: ErrorResponse = {
    message: options.message
      ? translateValidation(options.message, lang)
      : ERROR_MESSAGES[lang][code],
    code,
  };
  if (options.fieldErrors && Object.keys(options.fieldErrors).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(options.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((m) => translateValidation(m, lang)),
      ]),
    );
  }
  return reply
    .status(options.status ?? statusOf(code))
    .type('application/json')
    .send(body);
}

function statusOf(code: ErrorCode): number {
  return new AppError(code).status;
}

function validationFieldErrors(error: FastifyError, lang: Language): FieldErrors {
  const fields: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const item of error.validation) {
    const params = item.params as Record<string, unknown>;
    const path = item.instancePath.split('/').filter(Boolean);
    const field = path.join('.') || (error.validationContext ?? 'body');
    const message = translateIssue(
      { ...(params as object), code: item.keyword, message: item.message ?? '', path },
      lang,
    );
    fields[field] = [...(fields[field] ?? []), message];
  }
  return fields;
}

function pgCode(error: unknown): string | undefined {
  // drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return sendError(reply, lang, error.code, {
        status: error.status,
        ...(error.message !== error.code ? { message: error.message } : {}),
        fieldErrors: error.fieldErrors,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, lang, 'validation_error', {
        fieldErrors: validationFieldErrors(error, lang),
      });
    }

    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, lang, mapped);

    if (error instanceof SyntaxError) return sendError(reply, lang, 'invalid_json');

    const sqlState = pgCode(error);
    const pgMapped = sqlState ? PG_CODES[sqlState] : undefined;
    if (pgMapped) {
      request.log.info({ sqlState }, 'database rejected the request');
      return sendError(reply, lang, pgMapped);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = isErrorCode(error.code) ? error.code : (STATUS_CODES[status] ?? 'bad_request');
      return sendError(reply, lang, code, { status });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, status === 503 ? 'service_unavailable' : 'internal_error', {
      status: status === 503 ? 503 : 500,
    });
  });
}
