import { AppError } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { pickOrdering } from './ordering.js';

const ALLOWED = { name: 'col:name', created_at: 'col:created_at' } as const;

describe('pickOrdering', () => {
  it.each([
    [undefined, 'name', false],
    ['name', 'name', false],
    ['-name', 'name', true],
    ['created_at', 'created_at', false],
    ['-created_at', 'created_at', true],
  ])('%j → %s, descending %s', (ordering, field, descending) => {
    expect(pickOrdering(ordering, ALLOWED, 'name')).toEqual({
      field,
      value: ALLOWED[field as keyof typeof ALLOWED],
      descending,
    });
  });

  // Inherited properties of a plain object are not fields (a 500 before issue 10).
  it.each([
    '__proto__',
    '-__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'unknown',
    '-',
    '',
  ])('%j is a 400 on ordering', (ordering) => {
    // '' reads as absent (the fallback); everything else is refused.
    if (ordering === '') {
      expect(pickOrdering(ordering, ALLOWED, 'name').field).toBe('name');
      return;
    }
    const error = (() => {
      try {
        pickOrdering(ordering, ALLOWED, 'name');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'validation_error',
      fieldErrors: { ordering: ['validation.ordering'] },
    });
  });
});
