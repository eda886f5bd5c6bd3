import type { TFunction } from 'i18next';

// Field rules come from the contract schema (schema-rules.ts); the zod-free sign-in page uses
// checks.ts. What is left here are rules the API cannot have, because the API never sees the field.

type Validator = (_rule: unknown, value: unknown) => Promise<void>;
export interface FormRule {
  validator: Validator;
}

/** Same value as another field (password confirmation). */
export function sameAsRule(t: TFunction, other: () => unknown): FormRule {
  return {
    validator: (_r, v) =>
      v === other() ? Promise.resolve() : Promise.reject(new Error(t('auth.passwordMismatch'))),
  };
}
