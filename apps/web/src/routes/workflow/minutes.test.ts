import { describe, expect, it } from 'vitest';
import { formatMinutes, parseMinutes } from './minutes';

describe('the minimum duration as hours:minutes', () => {
  it('reads what people type', () => {
    expect(parseMinutes('2:30')).toBe(150);
    expect(parseMinutes('2h30')).toBe(150);
    expect(parseMinutes('2h')).toBe(120);
    expect(parseMinutes('2')).toBe(120);
    expect(parseMinutes(' 0:45 ')).toBe(45);
    expect(parseMinutes('')).toBeNull();
    expect(parseMinutes(undefined)).toBeNull();
    expect(parseMinutes('2:75')).toBeUndefined();
    expect(parseMinutes('-1:00')).toBeUndefined();
    expect(parseMinutes('duas')).toBeUndefined();
  });

  it('writes minutes back', () => {
    expect(formatMinutes(150)).toBe('2:30');
    expect(formatMinutes(45)).toBe('0:45');
    expect(formatMinutes(2400)).toBe('40:00');
  });
});
