import type { Language } from '../constants/index.js';
import type { ErrorCode } from './codes.js';
import { ERROR_MESSAGES_EN_US } from './messages-en-us.js';
import { ERROR_MESSAGES_PT } from './messages-pt.js';

export { ERROR_MESSAGES_EN_US, ERROR_MESSAGES_PT };

/**
 * Messages for every error code, in every language. The API answers with these. The sign-in
 * failure and the unexpected error use the specification's exact words.
 */
export const ERROR_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  pt: ERROR_MESSAGES_PT,
  'en-US': ERROR_MESSAGES_EN_US,
};
