import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPhoneForDialCode,
  dialCodeSchema,
  phoneSchema,
  phoneSchemaFor,
} from './contact-schemas.js';
import { issuesOf } from './test-issues.js';

describe('phoneSchema', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    [' 212 555 0100 ', '2125550100'],
    ['12345678', '12345678'],
  ])('%j → %j', (input, output) => {
    expect(phoneSchema.parse(input)).toBe(output);
  });

  it.each([
    ['1234567', ['(root): validation.phone']],
    ['1234567890123456', ['(root): validation.phone']],
    ['+55 11 98765-4321', ['(root): validation.phone']],
    ['11 9876x4321', ['(root): validation.phone']],
    ['', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(phoneSchema, input)).toEqual(messages);
  });
});

describe('phoneSchemaFor', () => {
  it.each([
    ['+55', '(11) 98765-4321', true],
    ['+55', '(11) 3333-4444', true],
    ['+55', '98765-4321', false],
    ['+55', '123456789012', false],
    ['+1', '98765432', true],
    ['+91', '123456789012', true],
  ] as const)('%s %j → %s', (dialCode, input, ok) => {
    expect(issuesOf(phoneSchemaFor(dialCode), input)).toEqual(
      ok ? null : ['(root): validation.phone'],
    );
  });
});

describe('dialCodeSchema', () => {
  it.each(['+55', '+91', '+86', '+1'])('accepts %j', (code) => {
    expect(dialCodeSchema.parse(code)).toBe(code);
  });

  it.each(['55', '+44', '', ' +55'])('rejects %j with validation.invalid_value', (code) => {
    expect(issuesOf(dialCodeSchema, code)).toEqual(['(root): validation.invalid_value']);
  });
});

describe('checkPhoneForDialCode', () => {
  const signUp = z
    .object({ phone: phoneSchema.optional(), country_code: dialCodeSchema.optional() })
    .superRefine(checkPhoneForDialCode);

  it.each([
    [{ phone: '(11) 98765-4321', country_code: '+55' }, null],
    [{ phone: '2125550100', country_code: '+1' }, null],
    [{ phone: '98765432', country_code: '+1' }, null],
    [{ phone: '98765432' }, null],
    [{ country_code: '+55' }, null],
    [{}, null],
    [{ phone: '98765432', country_code: '+55' }, ['phone: validation.phone']],
    [{ phone: '123456789012', country_code: '+55' }, ['phone: validation.phone']],
    [{ phone: '1234', country_code: '+55' }, ['phone: validation.phone']],
    [{ phone: '98765432', country_code: '+44' }, ['country_code: validation.invalid_value']],
  ])('%j → %j', (input, messages) => {
    expect(issuesOf(signUp, input)).toEqual(messages);
  });
});
