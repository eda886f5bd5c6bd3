import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.generated.js';
import { endpointOf, listOperations } from './index.js';
import { operations } from './operations/index.js';

// The browser's copy of the route table must be the table itself, less the schemas: regenerate it
// with `node --conditions=@ponteiro/source --import tsx scripts/generate-endpoints.ts`.
describe('endpoints', () => {
  it('are the operations without their schemas, entry for entry', () => {
    const stripped = listOperations(operations).map(({ name, operation }) => [
      name,
      endpointOf(operation),
    ]);
    const generated = listOperations(endpoints).map(({ name, operation }) => [name, operation]);
    expect(generated).toEqual(stripped);
  });

  it('carry no schema', () => {
    for (const { operation } of listOperations(endpoints)) {
      expect(Object.keys(operation)).not.toContain('responses');
      expect(Object.keys(operation)).not.toContain('body');
    }
  });
});
