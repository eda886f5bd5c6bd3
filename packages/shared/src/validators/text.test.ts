import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_REGEX,
  isAlphanumeric,
  isNameLike,
  NAME_LIKE_REGEX,
  normalizeNameLike,
} from './text.js';

describe('isNameLike', () => {
  it.each([
    ['Maria', true],
    ['José da Conceição', true],
    ['JOÃO PAULO', true],
    ['Ângela Müller', true],
    ['Inês Gonçalves', true],
    ['à á â ã é ê í ó ô õ ú ü ç', true],
    ['À Á Â Ã É Ê Í Ó Ô Õ Ú Ü Ç', true],
    ['a', true],
    // Spaces: the predicate describes the stored value (the schema normalizes first).
    [' Maria', false],
    ['Maria ', false],
    ['Maria  Silva', false],
    ['Maria\tSilva', false],
    ['Maria\nSilva', false],
    ['', false],
    [' ', false],
    // Not letters.
    ['Maria1', false],
    ["D'Ávila", false],
    ['Ana-Maria', false],
    ['Dr. Silva', false],
    ['<script>', false],
    // Accents outside Portuguese.
    ['Françoise Hébert', true],
    ['Hélène', false],
    ['Zoë', false],
    ['Ñandú', false],
    ['Łukasz', false],
    // Decomposed é (e + U+0301) is not one letter until normalized.
    ['Jose\u0301', false],
  ])('%j → %s', (input, expected) => {
    expect(isNameLike(input)).toBe(expected);
    expect(NAME_LIKE_REGEX.test(input)).toBe(expected);
  });
});

describe('normalizeNameLike', () => {
  it.each([
    ['  Maria   da  Silva ', 'Maria da Silva'],
    ['Jose\u0301', 'José'],
    ['Maria\tSilva', 'Maria\tSilva'],
    ['\n Ana \n', 'Ana'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeNameLike(input)).toBe(expected);
  });
});

describe('isAlphanumeric', () => {
  it.each([
    ['ABC123', true],
    ['abc', true],
    ['007', true],
    ['', false],
    ['AB C', false],
    [' ABC', false],
    ['ABC-1', false],
    ['AÇÃO', false],
    ['ａｂｃ', false],
    ['١٢٣', false],
  ])('%j → %s', (input, expected) => {
    expect(isAlphanumeric(input)).toBe(expected);
    expect(ALPHANUMERIC_REGEX.test(input)).toBe(expected);
  });
});
