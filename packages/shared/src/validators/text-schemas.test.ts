import { describe, expect, it } from 'vitest';
import { translateIssue } from '../i18n/validation.js';
import { issuesOf } from './test-issues.js';
import {
  alphanumericSchema,
  multiLineText,
  nameLikeSchema,
  singleLineText,
} from './text-schemas.js';

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
    ['Maria\tSilva', ['(root): validation.control_characters']],
    ['Ana\u0000Silva', ['(root): validation.control_characters']],
    ['Ana \u202ESilva', ['(root): validation.control_characters']],
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

describe('singleLineText / multiLineText', () => {
  const single = singleLineText().max(20);
  const multi = multiLineText().max(20);

  it.each([
    ['Sede', 'Sede', 'Sede'],
    ['  Sede \n', 'Sede', 'Sede'],
    ['Rua 1\nSala 2', null, 'Rua 1\nSala 2'],
    ['a\tb', null, 'a\tb'],
    ['a\r\nb', null, 'a\r\nb'],
    ['a\u0000b', null, null],
    ['a\u202Eb', null, null],
    ['a\uFFFFb', null, null],
    ['Açaí ✓', 'Açaí ✓', 'Açaí ✓'],
  ])('%j → single %j, multi %j', (input, singleOut, multiOut) => {
    const s = single.safeParse(input);
    const m = multi.safeParse(input);
    expect(s.success ? s.data : null).toBe(singleOut);
    expect(m.success ? m.data : null).toBe(multiOut);
    if (!s.success)
      expect(issuesOf(single, input)).toEqual(['(root): validation.control_characters']);
  });

  it('reports one issue for a huge string of control characters (the check aborts)', () => {
    expect(issuesOf(single, '\u0000'.repeat(100_000))).toEqual([
      '(root): validation.control_characters',
    ]);
  });

  it('has a message in both languages', () => {
    const issue = single.safeParse('a\u0000').error!.issues[0]!;
    expect(translateIssue(issue, 'pt')).toMatch(/caracteres de controle/);
    expect(translateIssue(issue, 'en-US')).toMatch(/control or invisible characters/);
  });
});
