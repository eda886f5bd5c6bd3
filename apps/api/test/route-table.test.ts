import { API_BASE_PATH, listOperations, type OperationSpec, operations } from '@ponteiro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../src/http/define-route.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 12 §4: the route table in @ponteiro/shared is the one list of the API's operations. The
// web calls only what is in it, so the server must register each entry exactly once, at the
// table's method and path, and nothing under the API base path outside it.

const ADMIN_SLUG = 'ponteiro';

/** Where an operation's path is mounted on the server. */
function fullPath(operation: OperationSpec): string {
  if (operation.area === 'root') return operation.path;
  if (operation.area === 'admin') return `${API_BASE_PATH}/admin-${ADMIN_SLUG}${operation.path}`;
  return `${API_BASE_PATH}${operation.path}`;
}

const TABLE = listOperations(operations);
const nameOf = new Map(TABLE.map(({ name, operation }) => [operation, name]));

describe.each(testDatabaseKinds())('the route table and the server agree (%s)', (kind) => {
  let t: TestApp;
  let routes: RouteAccessEntry[];

  beforeAll(async () => {
    // DEV_OUTBOX on, so the optional back-office routes are registered and checked too.
    t = await createTestApp(kind, { env: { DEV_OUTBOX: 'true', ADMIN_SLUG } });
    routes = t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  });
  afterAll(() => t.close());

  it('lists every operation once, under one name', () => {
    expect(TABLE.length).toBeGreaterThan(50);
    const keys = TABLE.map(({ operation }) => `${operation.method} ${fullPath(operation)}`);
    expect(keys.length).toBe(new Set(keys).size);
    expect(nameOf.size).toBe(TABLE.length);
  });

  it('registers each operation exactly once, at its method and path', () => {
    const registered = new Map<OperationSpec, string[]>();
    for (const route of routes) {
      if (!route.operation) continue;
      const seen = registered.get(route.operation) ?? [];
      registered.set(route.operation, [...seen, `${route.method} ${route.url}`]);
    }
    const problems = TABLE.flatMap(({ name, operation }) => {
      const expected = [operation.method, ...(operation.alsoAccepts ?? [])]
        .map((method) => `${method} ${fullPath(operation)}`)
        .sort();
      const actual = (registered.get(operation) ?? []).sort();
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${name}: expected ${expected.join(', ')}, registered ${actual.join(', ') || 'none'}`];
    });
    expect(problems).toEqual([]);
    // Nothing registered from an operation that is not in the table (a copy, a local entry).
    const strangers = [...registered.keys()].filter((operation) => !nameOf.has(operation));
    expect(strangers.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('registers nothing under the API base path outside the table', () => {
    const outside = routes
      .filter((r) => r.url.startsWith(`${API_BASE_PATH}/`) && !r.operation)
      .map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
    const health = routes.find((r) => r.url === '/api/health/');
    expect(health?.operation).toBe(operations.system.health);
  });
});
