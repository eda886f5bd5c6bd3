import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.js';

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

  it('compares arrays by content, in order', () => {
    expect(changedFields({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toBeNull();
    expect(changedFields({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toEqual({
      before: { tags: ['a', 'b'] },
      after: { tags: ['b', 'a'] },
    });
  });
});
