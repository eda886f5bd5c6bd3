import { describe, expect, it } from 'vitest';
import { forbiddenTextPath } from './input-text.js';

describe('forbiddenTextPath', () => {
  it.each([
    [{ name: 'Sede', address: { street: 'Rua 1\nfundos\t' } }, null],
    [{ name: 'a\u0000b' }, 'name'],
    [{ address: { street: 'ok', city: 'São\u202EPaulo' } }, 'address.city'],
    [{ ids: ['ok', 'a\uFFFF'] }, 'ids.1'],
    [{ list: [{ x: 1 }, { y: [true, 'a\u0007'] }] }, 'list.1.y.1'],
    // A key holding the character names its parent (keys are not echoed back).
    [{ address: { 'bad\u0000key': 'x' } }, 'address'],
    [{ 'k\u2066': 1 }, 'body'],
    ['a\u0000', 'body'],
    [['a\u0000'], '0'],
    [null, null],
    [undefined, null],
    [42, null],
    [{ n: 1, b: false, z: null }, null],
    // Lone surrogates are not text (PostgreSQL would store U+FFFD).
    [{ name: 'x\uD800' }, 'name'],
    [{ emoji: '😀' }, null],
  ])('%j → %s', (value, path) => {
    expect(forbiddenTextPath(value, '')).toBe(path);
  });

  it('reports the first field in document order', () => {
    expect(forbiddenTextPath({ a: 'ok', b: 'x\u0000', c: 'y\u0000' }, '')).toBe('b');
  });

  it('walks deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(forbiddenTextPath(deep, '')).toMatch(/^0(\.0)+$/);
  });

  it('is cheap on a 1 MB body of clean text', () => {
    const body = {
      rows: Array.from({ length: 10_000 }, (_, i) => ({ name: `Nome ${i}`, note: 'x'.repeat(90) })),
    };
    const start = performance.now();
    expect(forbiddenTextPath(body, '')).toBeNull();
    expect(performance.now() - start).toBeLessThan(500);
  });
});
