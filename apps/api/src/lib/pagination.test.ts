import { describe, expect, it } from 'vitest';
import { listResult, pageSlice, pageWindow } from './pagination.js';

describe('pageWindow', () => {
  it.each([
    [1, 20, 20, 0],
    [2, 20, 20, 20],
    [3, 25, 25, 50],
    [1, 1, 1, 0],
    [10, 100, 100, 900],
  ])('page %i of %i → limit %i, offset %i', (page, size, limit, offset) => {
    expect(pageWindow({ page, page_size: size })).toEqual({ limit, offset });
  });
});

describe('pageSlice', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  it.each([
    [1, 2, ['a', 'b']],
    [2, 2, ['c', 'd']],
    [3, 2, ['e']],
    [4, 2, []],
    [1, 10, items],
  ])('page %i of %i', (page, size, expected) => {
    expect(pageSlice(items, { page, page_size: size })).toEqual(expected);
  });
});

describe('listResult', () => {
  it.each([
    [5, 5],
    ['12', 12],
    [BigInt(7), 7],
    [undefined, 0],
  ] as const)('count %s (as drivers answer it) → %i', (count, expected) => {
    expect(listResult(['x'], count, { page: 2, page_size: 10 })).toEqual({
      results: ['x'],
      count: expected,
      page: 2,
      page_size: 10,
    });
  });
});
