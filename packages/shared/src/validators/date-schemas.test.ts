import { describe, expect, it } from 'vitest';
import { isoDateSchema, timezoneSchema } from './date-schemas.js';
import { issuesOf } from './test-issues.js';

describe('timezoneSchema', () => {
  it.each([
    ['America/Sao_Paulo', 'America/Sao_Paulo'],
    [' America/Manaus ', 'America/Manaus'],
    ['UTC', 'UTC'],
  ])('%j → %j', (input, output) => {
    expect(timezoneSchema.parse(input)).toBe(output);
  });

  it.each([
    ['Mars/Olympus_Mons', ['(root): validation.timezone']],
    ['-03:00', ['(root): validation.timezone']],
    ['GMT-3 ', ['(root): validation.timezone']],
    ['', ['(root): validation.required']],
  ])('%j fails with %j', (input, messages) => {
    expect(issuesOf(timezoneSchema, input)).toEqual(messages);
  });
});

describe('isoDateSchema', () => {
  it('keeps a valid date as it is', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2026-04-31', '2026-13-01', '31/12/2026', '2026-01-01T00:00:00Z', ''])(
    '%j fails with validation.date',
    (input) => {
      expect(issuesOf(isoDateSchema, input)).toEqual(['(root): validation.date']);
    },
  );
});
