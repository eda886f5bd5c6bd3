// The one error vocabulary. Codes are snake_case and stable: clients branch on them, and the
// message catalogue below translates them.

export const ERROR_STATUS = {
  bad_request: 400,
  validation_error: 400,
  invalid_json: 400,
  invalid_token: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  // The back-office signs in with a user name, not an email.
  invalid_admin_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
