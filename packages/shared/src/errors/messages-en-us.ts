import type { ErrorCode } from './codes.js';

// The error messages in English (see messages.ts).
export const ERROR_MESSAGES_EN_US: Record<ErrorCode, string> = {
  bad_request: 'The request is invalid.',
  validation_error: 'Some fields are invalid. Correct them and try again.',
  invalid_json: 'The request body is not valid JSON.',
  invalid_token: 'This link is invalid, was already used or has expired. Ask for a new one.',
  unauthorized: 'You need to sign in to continue.',
  invalid_credentials: 'Invalid email or password',
  invalid_admin_credentials: 'Invalid username or password',
  token_expired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission for this action.',
  not_found: 'Record not found.',
  route_not_found: 'Address not found.',
  method_not_allowed: 'Method not allowed for this address.',
  conflict: 'This record conflicts with an existing one.',
  payload_too_large: 'The content sent is too large.',
  unsupported_media_type: 'Unsupported file or content type.',
  business_rule: 'The operation is not allowed by the system rules.',
  rate_limited: 'Too many attempts. Wait a moment and try again.',
  internal_error: 'Internal server error',
  service_unavailable: 'The service is unavailable right now. Please try again later.',
};
