import { createHash } from 'node:crypto';

/** A drizzle query that can be prepared (under a name, or unnamed when undefined). */
interface Preparable<P> {
  prepare(name: string): P;
}

/** What node-postgres is handed by drizzle's prepared query (drizzle-orm/node-postgres/session). */
interface NodePgConfigs {
  queryConfig?: { name?: string; text?: unknown };
  rawQueryConfig?: { name?: string };
}

/** Statement names by SQL text: hashing the same few texts again on every request is waste. */
const names = new Map<string, string>();
const MAX_NAMES = 1_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    // Shapes are few (filters × orderings); the cap only bounds memory if that ever changes.
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * The query as a named prepared statement: node-postgres parses it once per connection and the
 * server keeps its plan (after five runs a generic one, when no worse), instead of parsing and
 * planning an unnamed statement on every request (~0.5 ms for the employees page). The name is
 * derived from the SQL text, so one name never meets two texts (node-postgres refuses that), and
 * queries whose text depends on the request (filters, ordering) get one statement per shape.
 *
 * The SQL is built once: prepared unnamed first, then named after its own text. Where the
 * prepared query does not carry node-postgres' config (PGlite, another driver), it stays unnamed.
 */
export function prepareNamed<P>(query: Preparable<P>): P {
  const prepared = query.prepare(undefined as unknown as string);
  const { queryConfig, rawQueryConfig } = prepared as P & NodePgConfigs;
  if (queryConfig && rawQueryConfig && typeof queryConfig.text === 'string') {
    const name = nameOf(queryConfig.text);
    queryConfig.name = name;
    rawQueryConfig.name = name;
  }
  return prepared;
}
