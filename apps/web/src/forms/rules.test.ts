import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { emailRule, isValidNewPassword, nameRule, phoneRule } from './rules';

const t = i18n.t.bind(i18n);

async function message(rule: { validator: (r: unknown, v: unknown) => Promise<void> }, v: unknown) {
  try {
    await rule.validator({}, v);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('form rules', () => {
  it('follows the shared new-password rule', () => {
    expect(isValidNewPassword('abc12345')).toBe(true);
    expect(isValidNewPassword('abcdefgh')).toBe(false);
    expect(isValidNewPassword('12345678')).toBe(false);
    expect(isValidNewPassword('a1')).toBe(false);
    expect(isValidNewPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });

  it('checks emails, names and phones', async () => {
    expect(await message(emailRule(t), 'ana@example.com')).toBeUndefined();
    expect(await message(emailRule(t), 'ana@')).toBe(t('validation.email'));
    expect(await message(emailRule(t), '')).toBe(t('validation.required'));
    expect(await message(nameRule(t), '  Maria   da Silva ')).toBeUndefined();
    expect(await message(nameRule(t), 'R2D2')).toBe(t('validation.name_like'));
    expect(
      await message(
        phoneRule(t, () => '+55'),
        '(11) 98765-4321',
      ),
    ).toBeUndefined();
    expect(
      await message(
        phoneRule(t, () => '+55'),
        '123',
      ),
    ).toBe(t('validation.phone'));
    expect(
      await message(
        phoneRule(t, () => '+55'),
        '',
      ),
    ).toBeUndefined();
  });
});
