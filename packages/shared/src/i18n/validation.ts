import type { Language } from '../constants/index.js';
import { VALIDATION_MESSAGES_EN_US } from './validation-en-us.js';
import { VALIDATION_MESSAGES_PT } from './validation-pt.js';

export { VALIDATION_MESSAGES_EN_US, VALIDATION_MESSAGES_PT };

/**
 * Validation messages shared by the API and the SPA. Zod schemas in this package use these keys
 * as their messages (`{ message: 'validation.cpf' }`); the API translates them by
 * Accept-Language and the SPA through i18next. `{{n}}` is interpolated.
 */
export const VALIDATION_MESSAGES = {
  pt: VALIDATION_MESSAGES_PT,
  'en-US': VALIDATION_MESSAGES_EN_US,
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['pt'];

const PREFIX = 'validation.';

/**
 * `validation.cpf` → the message in `lang`; any other text is returned as it is. A parameter may
 * travel inside the key as `validation.file_size|200 KB`, since zod and AppError carry one string.
 */
export function translateValidation(message: string, lang: Language, n?: string | number): string {
  if (!message.startsWith(PREFIX)) return message;
  const [rawKey = '', param] = message.slice(PREFIX.length).split('|', 2);
  if (param !== undefined && n === undefined) n = param;
  const key = rawKey as ValidationKey;
  const text: string | undefined = VALIDATION_MESSAGES[lang][key];
  if (text === undefined) return message;
  return text.replace('{{n}}', n === undefined ? '' : String(n));
}

/** Minimal structural view of a zod 4 issue, so this file needs no zod import. */
export interface IssueLike {
  code: string;
  message: string;
  path: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  keys?: string[];
  expected?: string;
}

/**
 * A zod issue → the user-facing message in `lang`. Our schemas carry `validation.*` keys; zod's
 * built-in issues (missing, too short, wrong type) are mapped by their code so no English default
 * message ever reaches a Portuguese user.
 */
export function translateIssue(issue: IssueLike, lang: Language): string {
  if (issue.message.startsWith(PREFIX)) return translateValidation(issue.message, lang);
  const v = VALIDATION_MESSAGES[lang];
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 leaves `input` out of issues unless asked; its default message names it instead.
      if ('input' in issue ? issue.input == null : /received (undefined|null)/.test(issue.message))
        return v.required;
      if (issue.expected === 'int') return v.not_integer;
      return v.invalid_type;
    case 'too_small': {
      const n = String(issue.minimum ?? '');
      if (issue.origin === 'string')
        return issue.minimum === 1 ? v.required : v.too_short.replace('{{n}}', n);
      if (issue.origin === 'array' && issue.minimum === 1) return v.required;
      return v.too_small.replace('{{n}}', n);
    }
    case 'too_big': {
      const n = String(issue.maximum ?? '');
      return (issue.origin === 'string' ? v.too_long : v.too_big).replace('{{n}}', n);
    }
    case 'invalid_format':
      if (issue.format === 'email') return v.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return v.uuid;
      if (issue.format === 'date') return v.date;
      if (issue.format === 'datetime') return v.datetime;
      return v.invalid_value;
    case 'unrecognized_keys':
      return v.unknown_field.replace('{{n}}', (issue.keys ?? []).join(', '));
    default:
      return v.invalid_value;
  }
}
