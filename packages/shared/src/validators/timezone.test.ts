import { describe, expect, it } from 'vitest';
import { BRAZIL_TIMEZONES, DEFAULT_TIMEZONE } from '../constants/index.js';
import { isValidTimeZone } from './timezone.js';

describe('isValidTimeZone', () => {
  it.each([
    ['America/Sao_Paulo', true],
    ['America/Noronha', true],
    ['Asia/Kolkata', true],
    ['Asia/Shanghai', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Etc/GMT+3', true],
    // Intl is case-insensitive and knows legacy links.
    ['america/sao_paulo', true],
    ['Brazil/East', true],
    ['', false],
    ['Foo/Bar', false],
    ['America/Sao Paulo', false],
    ['São Paulo', false],
    // Offsets are not zones, whatever the engine's Intl says.
    ['+03:00', false],
    ['-0300', false],
    ['-03', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidTimeZone(input)).toBe(expected);
  });

  it('accepts every zone of BRAZIL_TIMEZONES and the default', () => {
    for (const zone of [...BRAZIL_TIMEZONES, DEFAULT_TIMEZONE]) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });
});
