import { describe, expect, it } from 'vitest';
import { historyChanges } from './diff.js';

describe('historyChanges', () => {
  it('lists each field before → after, in the given order, then the rest alphabetically', () => {
    expect(
      historyChanges(
        { department_id: 'd1', name: 'A' },
        { department_id: 'd2', name: 'B', zeta: 1, alpha: 2 },
        ['name', 'department_id'],
      ),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'department_id', before: 'd1', after: 'd2' },
      { field: 'alpha', before: null, after: 2 },
      { field: 'zeta', before: null, after: 1 },
    ]);
  });

  it('reads a create (no before) and an action without values', () => {
    expect(historyChanges(null, { name: 'A', pis: null })).toEqual([
      { field: 'name', before: null, after: 'A' },
      { field: 'pis', before: null, after: null },
    ]);
    expect(historyChanges(null, null)).toEqual([]);
    expect(historyChanges('not an object', [1, 2])).toEqual([]);
  });
});
