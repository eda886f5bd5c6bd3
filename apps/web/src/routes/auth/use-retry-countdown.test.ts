import { describe, expect, it } from 'vitest';
import { formatWait } from './use-retry-countdown';

describe('formatWait', () => {
  it.each([
    [1, '1 s'],
    [59, '59 s'],
    [60, '1:00 min'],
    [125, '2:05 min'],
    [900, '15:00 min'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});
