import { describe, expect, it } from 'vitest';
import { DIAL_CODES, isDialCode, isValidPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    [' 11 3333 4444 ', '1133334444'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['11.98765.4321', '11.98765.4321'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    // Any country: 8–15 digits.
    ['12345678', undefined, true],
    ['123456789012345', undefined, true],
    ['1234567', undefined, false],
    ['1234567890123456', undefined, false],
    ['(212) 555-0100', '+1', true],
    ['98765 43210', '+91', true],
    ['138 0013 8000', '+86', true],
    // Brazil: DDD + 8 (landline) or 9 (mobile) digits.
    ['(11) 98765-4321', '+55', true],
    ['(11) 3333-4444', '+55', true],
    ['98765-4321', '+55', false],
    ['011 98765-4321', '+55', false],
    ['55 11 98765-4321', '+55', false],
    // Only digits survive normalizing.
    ['+55 11 98765-4321', undefined, false],
    ['11.98765.4321', undefined, false],
    ['11 9876x4321', undefined, false],
    ['', undefined, false],
    ['', '+55', false],
  ])('%j with %s → %s', (input, dialCode, expected) => {
    expect(isValidPhone(input, dialCode)).toBe(expected);
  });
});

describe('DIAL_CODES', () => {
  it('lists the product countries', () => {
    expect(DIAL_CODES).toEqual(['+55', '+91', '+86', '+1']);
  });

  it.each([
    ['+55', true],
    ['+1', true],
    ['55', false],
    ['+44', false],
    ['', false],
  ])('isDialCode(%j) → %s', (input, expected) => {
    expect(isDialCode(input)).toBe(expected);
  });
});
