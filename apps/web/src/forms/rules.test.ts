import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { emailProblem, isValidNewPassword, passwordInputProblem } from './checks';
import { sameAsRule } from './rules';

const t = i18n.t.bind(i18n);

async function message(rule: { validator: (r: unknown, v: unknown) => Promise<void> }, v: unknown) {
  try {
    await rule.validator({}, v);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zod-free checks of the sign-in page', () => {
  it('follow the shared new-password rule', () => {
    expect(isValidNewPassword('abc12345')).toBe(true);
    expect(isValidNewPassword('abcdefgh')).toBe(false);
    expect(isValidNewPassword('12345678')).toBe(false);
    expect(isValidNewPassword('a1')).toBe(false);
    expect(isValidNewPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });

  it('check the email and password as emailSchema and the sign-in body do', () => {
    expect(emailProblem('ana@example.com')).toBeUndefined();
    expect(emailProblem('ana@')).toBe('validation.email');
    expect(emailProblem('  ')).toBe('validation.required');
    expect(passwordInputProblem('')).toBe('validation.required');
    expect(passwordInputProblem('x'.repeat(257))).toBe('validation.too_long');
  });
});

describe('screen rules', () => {
  it('a confirmation must equal the other field', async () => {
    expect(
      await message(
        sameAsRule(t, () => 'Senha-2026'),
        'Senha-2026',
      ),
    ).toBeUndefined();
    expect(
      await message(
        sameAsRule(t, () => 'Senha-2026'),
        'outra',
      ),
    ).toBe(t('auth.passwordMismatch'));
  });
});
