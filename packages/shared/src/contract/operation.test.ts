import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath, listOperations, operation } from './operation.js';
import { operations } from './operations/index.js';

describe('fillPath', () => {
  it('puts encoded params in the :names and keeps a * key as it is', () => {
    expect(fillPath('/auth/users/:userId/', { userId: 'a/b' })).toBe('/auth/users/a%2Fb/');
    expect(fillPath('/media/*', { '*': 'company/x/logo.png' })).toBe('/media/company/x/logo.png');
    expect(() => fillPath('/employees/:id/', {})).toThrow(/no value for :id/);
  });
});

describe('operation', () => {
  it('asks for a params schema naming exactly the path params (compile time)', () => {
    // @ts-expect-error the path names :id, the schema does not
    operation({ method: 'GET', path: '/x/:id/', params: z.object({ userId: z.string() }) });
    // @ts-expect-error no params schema for :id
    operation({ method: 'GET', path: '/x/:id/' });
    const ok = operation({ method: 'GET', path: '/x/:id/', params: z.object({ id: z.string() }) });
    expect(ok.path).toBe('/x/:id/');
  });
});

describe('the route table', () => {
  it('names every operation by its place, with paths ending in a slash (or the media *)', () => {
    const table = listOperations(operations);
    expect(table.map((entry) => entry.name)).toContain('organization.positions.remove');
    for (const { name, operation: entry } of table) {
      expect(entry.path, name).toMatch(/^\/.*(\/|\*)$/);
    }
  });
});
