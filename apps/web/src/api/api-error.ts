/** Field path → translated messages, as the API sends them in `errors`. */
export type FieldErrors = Record<string, string[]>;

/**
 * - `http`: the server answered with an error status (the body's code and message are kept).
 * - `network`: no answer (offline, DNS, CORS, connection reset) or a 504 from a gateway.
 * - `timeout`: no answer within REQUEST_TIMEOUT_MS.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldErrors;
  /** API path as called (relative to /api/v1.0/). */
  path: string;
  method: string;
  /** Seconds from the `Retry-After` header of a 429/503, when the server sent one. */
  retryAfterSeconds?: number;
}

/** Every rejection of the HTTP client (except a caller's own abort) is an ApiError. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The API's snake_case code (`not_found`, `validation_error`…), or `network_error`/`timeout`. */
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  readonly path: string;
  readonly method: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.path = init.path;
    this.method = init.method;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
