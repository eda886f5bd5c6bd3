import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_REGEX,
  forbiddenCharacter,
  isAlphanumeric,
  isCleanText,
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

describe('forbiddenCharacter', () => {
  it.each([
    // [input, single-line, multi-line]
    ['José da Conceição', null, null],
    ['Rua 1, nº 2 — sala 3 (fundos) ✓ 😀', null, null],
    ['', null, null],
    ['a\u0000b', 'U+0000', 'U+0000'],
    ['a\u0001', 'U+0001', 'U+0001'],
    ['bell\u0007', 'U+0007', 'U+0007'],
    ['esc\u001B[31m', 'U+001B', 'U+001B'],
    ['del\u007F', 'U+007F', 'U+007F'],
    ['tab\t', 'U+0009', null],
    ['line\nbreak', 'U+000A', null],
    ['cr\r', 'U+000D', null],
    ['vt\u000B', 'U+000B', 'U+000B'],
    ['ff\u000C', 'U+000C', 'U+000C'],
    ['lre\u202A', 'U+202A', 'U+202A'],
    ['rlo\u202E', 'U+202E', 'U+202E'],
    ['lri\u2066', 'U+2066', 'U+2066'],
    ['pdi\u2069', 'U+2069', 'U+2069'],
    ['nonchar\uFFFE', 'U+FFFE', 'U+FFFE'],
    ['nonchar\uFFFF', 'U+FFFF', 'U+FFFF'],
    ['lone high \uD800', 'U+D800', 'U+D800'],
    ['lone low \uDC00', 'U+DC00', 'U+DC00'],
    // Allowed: a surrogate pair, the left-to-right mark, NBSP, zero-width joiner in emoji.
    ['pair \uD83D\uDE00', null, null],
    ['lrm \u200E', null, null],
    ['nbsp\u00A0', null, null],
    ['👩\u200D💻', null, null],
  ])('%j → single %s, multi %s', (input, single, multi) => {
    expect(forbiddenCharacter(input)).toBe(single);
    expect(forbiddenCharacter(input, { multiline: true })).toBe(multi);
    expect(isCleanText(input)).toBe(single === null);
    expect(isCleanText(input, { multiline: true })).toBe(multi === null);
  });
});
