import { ERROR_STATUS, type ErrorCode } from './codes.js';

/** Field errors: field path → message keys or already-translated messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type. Services throw it without knowing HTTP; one place (the API's error
 * plugin) turns it into a response. `message` is an optional override of the code's catalogue
 * message, given as a translation key of the validation catalogue or as plain text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fieldErrors?: FieldErrors;
      details?: Record<string, unknown>;
      status?: number;
    } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
  }

  static notFound(): AppError {
    return new AppError('not_found');
  }

  static forbidden(): AppError {
    return new AppError('forbidden');
  }

  static unauthorized(
    code:
      | 'unauthorized'
      | 'token_expired'
      | 'invalid_credentials'
      | 'invalid_admin_credentials' = 'unauthorized',
  ): AppError {
    return new AppError(code);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
