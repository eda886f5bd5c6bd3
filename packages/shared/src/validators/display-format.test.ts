import { describe, expect, it } from 'vitest';
import { formatCep } from './cep.js';
import { formatPhone } from './phone.js';

describe('formatPhone', () => {
  it.each([
    ['11987654321', '+55', '(11) 98765-4321'],
    ['1134567890', '+55', '(11) 3456-7890'],
    ['11987654321', null, '(11) 98765-4321'],
    ['(11) 98765-4321', '+55', '(11) 98765-4321'],
    ['2025550123', '+1', '2025550123'],
    ['119876', '+55', '119876'],
    ['', '+55', ''],
  ])('%j with %j → %j', (value, dial, expected) => {
    expect(formatPhone(value, dial)).toBe(expected);
  });
});

describe('formatCep', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['1310100', '1310100'],
    ['abc', 'abc'],
  ])('%j → %j', (value, expected) => {
    expect(formatCep(value)).toBe(expected);
  });
});
