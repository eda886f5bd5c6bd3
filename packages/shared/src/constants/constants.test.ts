import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './index.js';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'pt'],
    ['', 'pt'],
    ['en-US,en;q=0.9', 'en-US'],
    ['en', 'en-US'],
    ['pt-BR', 'pt'],
    ['fr-FR, en;q=0.5', 'en-US'],
    ['de', 'pt'],
  ])('%s → %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });
});
