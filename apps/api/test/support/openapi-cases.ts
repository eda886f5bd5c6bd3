import { randomUUID } from 'node:crypto';

// Bad input generated from an OpenAPI operation: wrong types, missing and extra fields, huge and
// control-character strings, bad query values, malformed JSON and multipart, wrong content types.
// Every case is something a well-behaved API answers with a 4xx (a few may legitimately pass,
// e.g. an extra field a non-strict schema strips); none may answer 5xx.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  default?: unknown;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As in the document: `/api/v1.0/organization/subsidiaries/{id}/`. */
  path: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
}

export interface FuzzCase {
  label: string;
  /** Query string without `?` (already encoded). */
  query: string;
  payload?: string | Buffer;
  contentType?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON.
type OpenApiDocument = any;

/** Every operation of the document, request body schemas resolved. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (!s?.$ref) return s;
    const name = s.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, OpenApiDocument>>(doc.paths)) {
    for (const [method, op] of Object.entries<OpenApiDocument>(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []) as OpenApiParameter[],
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return ops;
}

const typesOf = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];

function unwrap(s: JsonSchema): JsonSchema {
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (!alt) return s;
  return unwrap(alt.find((a) => !typesOf(a).includes('null')) ?? alt[0] ?? {});
}

/** A plausible value of the schema's shape (not necessarily valid for the business rules). */
export function sample(schema: JsonSchema): unknown {
  const s = unwrap(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date') return '2026-01-05';
      if (s.format === 'date-time') return '2026-01-05T08:00:00-03:00';
      return 'Fuzz'.padEnd(s.minLength ?? 0, 'z').slice(0, s.maxLength ?? 100);
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return 'Fuzz';
  }
}

export const HUGE = 'a'.repeat(100_000);
/** NUL, a bell, a right-to-left override, a bidi isolate and a non-character. */
export const CONTROL_STRINGS = ['a\u0000b', 'a\u0007b', 'a\u202Eb', 'a\u2067b', 'a\uFFFFb'];
/** In bodies (many fields each), one of each kind: C0, bidi, non-character. */
const BODY_CONTROL_STRINGS = ['a\u0000b', 'a\u202Eb', 'a\uFFFFb'];
// A wrong array takes the same path as a wrong object; one of them is enough.
const WRONG_VALUES: [string, unknown][] = [
  ['number', 12345],
  ['boolean', true],
  ['object', { x: 1 }],
  ['null', null],
  ['string', 'zz-not-valid'],
];

/** Wrong values for a property of `schema` (its own JSON type left out). */
function badValues(schema: JsonSchema): [string, unknown][] {
  const s = unwrap(schema);
  const own = typesOf(s);
  const out: [string, unknown][] = WRONG_VALUES.filter(
    ([type]) => !own.includes(type === 'number' && own.includes('integer') ? 'integer' : type),
  );
  if (own.includes('string') || own.length === 0) {
    out.push(['huge string', HUGE]);
    for (const c of BODY_CONTROL_STRINGS) out.push([`control ${JSON.stringify(c)}`, c]);
  }
  if (own.includes('integer') || own.includes('number')) {
    out.push(['-1', -1], ['1e308', 1e308], ['1.5', 1.5]);
  }
  if (own.includes('array')) {
    out.push(['array of bad items', [12345, 'not-a-uuid', null, 'a\u0000b']]);
    out.push(['huge array', Array.from({ length: 5000 }, () => 'x')]);
  }
  return out;
}

/** Body cases: per property (one level into objects), missing, extra and prototype keys. */
function bodyCases(schema: JsonSchema): FuzzCase[] {
  const s = unwrap(schema);
  const base = sample(s);
  const json = (label: string, value: unknown): FuzzCase => ({
    label,
    query: '',
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (!typesOf(s).includes('object') || !base || typeof base !== 'object') {
    return badValues(s).map(([label, v]) => json(`body ${label}`, v));
  }
  const cases: FuzzCase[] = [];
  const record = base as Record<string, unknown>;
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    for (const [label, v] of badValues(prop)) {
      cases.push(json(`${name}: ${label}`, { ...record, [name]: v }));
    }
    const inner = unwrap(prop);
    if (typesOf(inner).includes('object') && inner.properties) {
      for (const [child, childSchema] of Object.entries(inner.properties)) {
        for (const [label, v] of badValues(childSchema)) {
          const nested = { ...(sample(inner) as object), [child]: v };
          cases.push(json(`${name}.${child}: ${label}`, { ...record, [name]: nested }));
        }
      }
    }
  }
  for (const name of s.required ?? []) {
    const { [name]: _, ...rest } = record;
    cases.push(json(`missing ${name}`, rest));
  }
  cases.push(json('extra field', { ...record, zz_extra: 'x' }));
  cases.push(json('empty object', {}));
  const tail = JSON.stringify(record).slice(1);
  const comma = tail === '}' ? '' : ',';
  cases.push({
    label: '__proto__ key',
    query: '',
    payload: `{"__proto__":{"polluted":true}${comma}${tail}`,
    contentType: 'application/json',
  });
  cases.push({
    label: 'constructor key',
    query: '',
    payload: `{"constructor":{"prototype":{"polluted":true}}${comma}${tail}`,
    contentType: 'application/json',
  });
  return cases;
}

/** Query cases from the declared query parameters, plus keys nobody declared. */
function queryCases(op: Operation, baseQuery: Record<string, string>): FuzzCase[] {
  const encode = (q: Record<string, string>) => new URLSearchParams(q).toString();
  const cases: FuzzCase[] = [];
  const add = (label: string, query: string) => cases.push({ label: `query ${label}`, query });
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const values: [string, string][] = [
      ['empty', ''],
      ['word', 'zzz'],
      ['0', '0'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['1e400', '1e400'],
      ['not-a-uuid', 'not-a-uuid'],
      ['huge', 'a'.repeat(20_000)],
      ...CONTROL_STRINGS.map((c): [string, string] => [`control ${JSON.stringify(c)}`, c]),
    ];
    for (const [label, v] of values)
      add(`${p.name}=${label}`, encode({ ...baseQuery, [p.name]: v }));
    add(`${p.name} twice`, `${encode(baseQuery)}&${p.name}=a&${p.name}=b`);
    add(`${p.name} bad percent-encoding`, `${encode(baseQuery)}&${p.name}=%E0%A4%A`);
  }
  // The values issue 10 found (when the operation has the parameter).
  const named = new Set(op.parameters.filter((x) => x.in === 'query').map((x) => x.name));
  const specific: [string, string][] = [
    ['page', '0'],
    ['page_size', '7'],
    ['ordering', '__proto__'],
    ['ordering', '-__proto__'],
    ['ordering', 'constructor'],
    ['ordering', 'hasOwnProperty'],
    ['search', '\u0000'],
    ['search', '%'],
  ];
  for (const [name, v] of specific) {
    if (named.has(name)) add(`${name}=${JSON.stringify(v)}`, encode({ ...baseQuery, [name]: v }));
  }
  add('undeclared keys', `${encode(baseQuery)}&__proto__=x&constructor=y&zz_extra=%00`);
  return cases;
}

const BOUNDARY = '----ponteiro-fuzz';
const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}`;
const FILE_HEADERS =
  'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';

/** Malformed JSON, wrong JSON roots, wrong content types and malformed multipart. */
function envelopeCases(query: string, body: unknown): FuzzCase[] {
  const c = (label: string, payload: string | Buffer, contentType: string): FuzzCase => ({
    label,
    query,
    payload,
    contentType,
  });
  const json = 'application/json';
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return [
    c('malformed JSON', '{"a":', json),
    c('empty JSON body', '', json),
    c('JSON array body', '[]', json),
    c('JSON null body', 'null', json),
    c('JSON string body', '"x"', json),
    c('JSON number body', '123', json),
    c('deeply nested JSON', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, json),
    c('JSON over the body limit', JSON.stringify({ x: 'a'.repeat(1_100_000) }), json),
    c('JSON with a lone surrogate', '{"name":"\\ud800"}', json),
    c('text/plain body', JSON.stringify(body ?? {}), 'text/plain'),
    c('form-urlencoded body', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    c('xml body', '<a>1</a>', 'application/xml'),
    c('octet-stream body', Buffer.from([0, 1, 2, 255]), 'application/octet-stream'),
    c(
      'multipart without boundary',
      `${part(FILE_HEADERS, 'abc')}\r\n--${BOUNDARY}--\r\n`,
      'multipart/form-data',
    ),
    c(
      'multipart with an empty boundary',
      part(FILE_HEADERS, 'abc'),
      'multipart/form-data; boundary=',
    ),
    c('multipart truncated part', part(FILE_HEADERS, 'abc'), multipart),
    c('multipart truncated header', `--${BOUNDARY}\r\nContent-Disposition: form-da`, multipart),
    c('multipart garbage', 'hello', multipart),
    c(
      'multipart malformed header',
      `${part('no colon here', 'abc')}\r\n--${BOUNDARY}--\r\n`,
      multipart,
    ),
    c(
      'multipart without a file',
      `${part('Content-Disposition: form-data; name="x"', '1')}\r\n--${BOUNDARY}--\r\n`,
      multipart,
    ),
    c(
      'multipart junk file',
      `${part(FILE_HEADERS, 'not an image')}\r\n--${BOUNDARY}--\r\n`,
      multipart,
    ),
    c(
      'multipart two files',
      `${part(FILE_HEADERS, 'a')}\r\n${part(FILE_HEADERS, 'b')}\r\n--${BOUNDARY}--\r\n`,
      multipart,
    ),
    c(
      'multipart __proto__ field',
      `${part('Content-Disposition: form-data; name="__proto__"', '1')}\r\n${part(FILE_HEADERS, 'a')}\r\n--${BOUNDARY}--\r\n`,
      multipart,
    ),
  ];
}

/** Required query parameters with plausible values (the base every query case varies). */
export function baseQueryOf(op: Operation): Record<string, string> {
  const q: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'query' && p.required) q[p.name] = String(sample(p.schema ?? {}));
  }
  return q;
}

/** A body with the schema's shape, for cases that vary something else (ids, query). */
export function baseBodyOf(op: Operation): string | undefined {
  return op.body ? JSON.stringify(sample(op.body)) : undefined;
}

/** All generated bad inputs of one operation (path parameters are varied by the caller). */
export function casesFor(op: Operation): FuzzCase[] {
  const baseQuery = baseQueryOf(op);
  const query = new URLSearchParams(baseQuery).toString();
  const withQuery = (c: FuzzCase): FuzzCase => ({ ...c, query: c.query || query });
  return [
    ...queryCases(op, baseQuery).map((c) => ({
      ...c,
      ...(op.body ? { payload: baseBodyOf(op), contentType: 'application/json' } : {}),
    })),
    ...(op.body ? bodyCases(op.body).map(withQuery) : []),
    // GET and HEAD bodies are never read (Fastify parses none), so body envelopes would only
    // repeat the plain request; DELETE bodies are parsed, so DELETE gets them.
    ...(op.method === 'GET' || op.method === 'HEAD'
      ? []
      : envelopeCases(query, op.body ? sample(op.body) : undefined)),
  ];
}
