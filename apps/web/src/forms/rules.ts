import { isNameLike, isValidPhone, normalizeNameLike } from '@ponteiro/shared';
import type { TFunction } from 'i18next';
import { emailProblem, isValidNewPassword } from './checks';

// Plain form checks that mirror the shared zod rules (contract/auth.ts), without loading zod:
// antd Form `rules` whose messages are the shared `validation.*` keys.

type Validator = (_rule: unknown, value: unknown) => Promise<void>;
export interface FormRule {
  validator: Validator;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function check(ok: boolean, message: string): Promise<void> {
  return ok ? Promise.resolve() : Promise.reject(new Error(message));
}

/** Non-empty after trimming. */
export function requiredRule(t: TFunction): FormRule {
  return { validator: (_r, v) => check(text(v).trim() !== '', t('validation.required')) };
}

/** emailSchema: required, at most 254 characters, an address. */
export function emailRule(t: TFunction): FormRule {
  return {
    validator: (_r, v) => {
      const problem = emailProblem(text(v));
      return check(problem === undefined, problem ? t(problem) : '');
    },
  };
}

export { isValidNewPassword };

export function newPasswordRule(t: TFunction): FormRule {
  return {
    validator: (_r, v) => {
      const value = text(v);
      if (value === '') return check(false, t('validation.required'));
      return check(isValidNewPassword(value), t('validation.password'));
    },
  };
}

/** nameLikeSchema(min, max): letters and single spaces. */
export function nameRule(t: TFunction, min = 2, max = 120): FormRule {
  return {
    validator: (_r, v) => {
      const value = normalizeNameLike(text(v));
      if (value === '') return check(false, t('validation.required'));
      if (value.length < min) return check(false, t('validation.too_short', { n: min }));
      if (value.length > max) return check(false, t('validation.too_long', { n: max }));
      return check(isNameLike(value), t('validation.name_like'));
    },
  };
}

/** Optional phone, checked against the chosen dial code. */
export function phoneRule(t: TFunction, dialCode: () => string | undefined): FormRule {
  return {
    validator: (_r, v) => {
      const value = text(v).trim();
      if (value === '') return Promise.resolve();
      return check(isValidPhone(value, dialCode()), t('validation.phone'));
    },
  };
}

/** Text length between `min` and `max` after trimming (`min` 0: optional). */
export function lengthRule(t: TFunction, min: number, max: number): FormRule {
  return {
    validator: (_r, v) => {
      const value = text(v).trim();
      if (min > 0 && value === '') return check(false, t('validation.required'));
      if (value.length > 0 && value.length < min) {
        return check(false, t('validation.too_short', { n: min }));
      }
      return check(value.length <= max, t('validation.too_long', { n: max }));
    },
  };
}

/** Same value as another field (password confirmation). */
export function sameAsRule(t: TFunction, other: () => unknown): FormRule {
  return {
    validator: (_r, v) => check(v === other(), t('auth.passwordMismatch')),
  };
}
