// Plain checks that mirror the shared zod rules (contract/auth.ts) without loading zod or antd
// Form. They return the i18n key of the problem, or undefined.

type ProblemKey = 'validation.required' | 'validation.email' | 'validation.too_long';

const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** emailSchema: required, at most 254 characters, an address. */
export function emailProblem(value: string): ProblemKey | undefined {
  const email = value.trim();
  if (email === '') return 'validation.required';
  return email.length <= 254 && EMAIL_REGEX.test(email) ? undefined : 'validation.email';
}

/** The sign-in password: anything from 1 to 256 characters. */
export function passwordInputProblem(value: string): ProblemKey | undefined {
  if (value === '') return 'validation.required';
  return value.length <= 256 ? undefined : 'validation.too_long';
}

/** newPasswordSchema: 8–128 characters with at least one letter and one digit. */
export function isValidNewPassword(value: string): boolean {
  return value.length >= 8 && value.length <= 128 && /\p{L}/u.test(value) && /\d/.test(value);
}
