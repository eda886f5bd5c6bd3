import { describe, expect, it } from 'vitest';
import { translateIssue } from '../i18n/validation.js';
import { issuesOf } from './test-issues.js';
import { alphanumericSchema, nameLikeSchema } from './text-schemas.js';

describe('nameLikeSchema', () => {
  const schema = nameLikeSchema();

  it.each([
    ['Maria', 'Maria'],
    ['  José   da  Conceição ', 'José da Conceição'],
    ['Jose\u0301', 'José'],
    ['Lu', 'Lu'],
    ['a'.repeat(120), 'a'.repeat(120)],
  ])('%j → %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    ['Maria1', ['(root): validation.name_like']],
    ["D'Ávila", ['(root): validation.name_like']],
    ['Maria\tSilva', ['(root): validation.name_like']],
    ['', ['(root): validation.required']],
    ['   ', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(schema, input)).toEqual(messages);
  });

  // Length issues keep zod's code so translateIssue can fill in the number.
  it.each([
    ['A', 'too_small', 'Informe ao menos 2 caracteres.'],
    [' A  ', 'too_small', 'Informe ao menos 2 caracteres.'],
    ['a'.repeat(121), 'too_big', 'Informe no máximo 120 caracteres.'],
  ])('%j fails with %s, translated %j', (input, code, pt) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => i.code)).toEqual([code]);
    expect(translateIssue(issues[0]!, 'pt')).toBe(pt);
  });

  it('honours custom bounds', () => {
    const short = nameLikeSchema(3, 5);
    expect(short.parse('Ana')).toBe('Ana');
    expect(short.safeParse('Lu').error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 3 });
    expect(short.safeParse('Joana Maria').error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 5,
    });
  });
});

describe('alphanumericSchema', () => {
  const schema = alphanumericSchema(10);

  it.each([
    ['ABC123', 'ABC123'],
    [' abc ', 'abc'],
    ['1234567890', '1234567890'],
  ])('%j → %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    ['AB C', ['(root): validation.alphanumeric']],
    ['AÇÃO', ['(root): validation.alphanumeric']],
    ['AB-1', ['(root): validation.alphanumeric']],
    ['', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(schema, input)).toEqual(messages);
  });

  it('reports a too-long value with its maximum', () => {
    const issue = schema.safeParse('12345678901').error?.issues[0];
    expect(issue).toMatchObject({ code: 'too_big', maximum: 10 });
    expect(translateIssue(issue!, 'en-US')).toBe('Enter at most 10 characters.');
  });
});
