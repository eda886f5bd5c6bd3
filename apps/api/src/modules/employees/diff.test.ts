import { describe, expect, it } from 'vitest';
import { changedFields, historyChanges } from './diff.js';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    expect(
      changedFields(
        { name: 'A', cpf: '52998224725', department_id: 'd1', badge: null },
        { name: 'B', cpf: '52998224725', department_id: 'd2', badge: null },
      ),
    ).toEqual({
      before: { name: 'A', department_id: 'd1' },
      after: { name: 'B', department_id: 'd2' },
    });
  });

  it('answers null when nothing changed', () => {
    expect(changedFields({ name: 'A', pis: null }, { name: 'A', pis: null })).toBeNull();
  });

  it('treats a missing key as null and compares objects by value', () => {
    expect(changedFields({}, { pis: null })).toBeNull();
    expect(changedFields({}, { pis: '12345678919' })).toEqual({
      before: { pis: null },
      after: { pis: '12345678919' },
    });
    expect(
      changedFields({ user: { id: 'u', email: 'a@b.c' } }, { user: { id: 'u', email: 'a@b.c' } }),
    ).toBeNull();
    expect(changedFields({ user: null }, { user: { id: 'u' } })).toEqual({
      before: { user: null },
      after: { user: { id: 'u' } },
    });
  });

  it('looks only at the fields of `after`', () => {
    expect(changedFields({ name: 'A', status: 'active' }, { name: 'A' })).toBeNull();
  });
});

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
