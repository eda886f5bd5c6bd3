import {
  type Endpoint,
  fillPath,
  type InputOptional,
  type OperationInput,
  type OperationOf,
  type OperationResult,
} from '@ponteiro/shared';
import { adminPath } from './admin-path';
import { apiRequest, type Query, type RequestOptions } from './client';

export type { Query };

// The typed client of the route table: calls name an entry of @ponteiro/shared `endpoints` (the
// `operations` the API registers, without their zod schemas, which stay in the types). The path,
// method, input and answer of every call come from that entry, so a call the server does not
// answer, or a field it does not take, is a compile error here.

/** What a caller may still choose; method, path, body and answer type come from the operation. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'silent' | 'skipAuthRefresh'>;

/** An endpoint of the company API (`/api/v1.0/…`). */
export type ApiOperation = Endpoint & { readonly area?: 'api' };
/** A back-office endpoint (`/api/v1.0/admin-<slug>/…`), called through `callAdmin`. */
export type AdminOperation = Endpoint & { readonly area: 'admin' };

/** An upload's text fields, sent before its file (the API reads them first); none elsewhere. */
type UploadFields<E> = OperationOf<E>['upload'] extends true
  ? { readonly fields?: Readonly<Record<string, string>> }
  : { readonly fields?: undefined };

/** What a call to endpoint E takes: its params, query, body or file (+ an upload's fields). */
export type InputOf<E> = OperationInput<OperationOf<E>> & UploadFields<E>;
/** What a call to endpoint E resolves to. */
export type ResultOf<E> = OperationResult<OperationOf<E>>;

/** The input, left out when the operation takes none. */
export type CallArgs<E> =
  InputOptional<OperationOf<E>> extends true
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

type AnyInput = {
  params?: Readonly<Record<string, string>>;
  query?: Query;
  body?: unknown;
  file?: Blob;
  fields?: Readonly<Record<string, string>>;
};

/** The path relative to `/api/v1.0/` (admin paths under the server's slug). */
export function operationPath(operation: Endpoint, params?: Record<string, string>): string {
  const path = fillPath(operation.path, params).replace(/^\/+/, '');
  if (operation.area === 'root') throw new Error(`${operation.path} is not under the API root`);
  return operation.area === 'admin' ? adminPath(path) : path;
}

function bodyOf(operation: Endpoint, input: AnyInput): unknown {
  if (operation.upload) {
    const form = new FormData();
    // Text fields first: the API's multipart reader sees them before it streams the file.
    for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
    if (input.file) form.append('file', input.file);
    return form;
  }
  if (input.body !== undefined) return input.body;
  // The API reads a JSON body on these methods; an empty one is refused, so send `{}`.
  return operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {};
}

/** Sends any endpoint of the table (the admin client adds its token first). */
export function sendOperation<E extends Endpoint>(
  operation: E,
  input: InputOf<E> | undefined,
  options: CallOptions = {},
): Promise<ResultOf<E>> {
  const given = (input ?? {}) as AnyInput;
  return apiRequest<ResultOf<E>>(operationPath(operation, given.params), {
    ...options,
    method: operation.method,
    query: given.query,
    body: bodyOf(operation, given),
    ...(operation.download ? { responseType: 'blob' as const } : {}),
  });
}

/**
 * Calls an endpoint of the company API and resolves to the `data` of its answer (a Blob for a
 * download): `callOperation(endpoints.employees.get, { params: { id } })`.
 */
export function callOperation<E extends ApiOperation>(
  operation: E,
  ...[input, options]: CallArgs<E>
): Promise<ResultOf<E>> {
  return sendOperation(operation, input, options);
}

/** The part of a query key that names the input: only what was given. */
function keyInput(input: AnyInput | undefined): Record<string, unknown>[] {
  if (!input) return [];
  const part: Record<string, unknown> = {};
  if (input.params) part.params = input.params;
  if (input.query) part.query = input.query;
  return Object.keys(part).length > 0 ? [part] : [];
}

/**
 * The React Query key of an operation's answer: its path segments (`['employees', ':id',
 * 'history']`, admin ones under `'admin'`), then its params and query. Without input it is the
 * prefix of every key of that path, so `queryKeyOf(endpoints.employees.list)` invalidates the
 * lists, the records and their histories at once.
 */
export function queryKeyOf<E extends Endpoint>(
  operation: E,
  input?: Pick<InputOf<E>, 'params' | 'query'>,
): readonly unknown[] {
  const segments = operation.path.split('/').filter(Boolean);
  const area = operation.area === 'admin' ? ['admin'] : [];
  return [...area, ...segments, ...keyInput(input as AnyInput | undefined)];
}

/**
 * `(query) => page` of a list operation, for lists driven by the URL (`useServerList`): their
 * search, ordering and filters are the address's strings, which the server validates.
 */
export function listPageOf<E extends ApiOperation>(
  operation: E,
  options: CallOptions = { silent: true },
): (query: Query) => Promise<ResultOf<E>> {
  return (query) => sendOperation(operation, { query } as InputOf<E>, options);
}

/**
 * The five operations of a plain resource (`endpoints.organization.positions`): what a generic
 * list-and-form screen takes instead of a path, calling `sendOperation(ops.remove, { params })`.
 */
export interface ResourceOperations {
  readonly list: ApiOperation;
  readonly get: ApiOperation;
  readonly create: ApiOperation;
  readonly update: ApiOperation;
  readonly remove: ApiOperation;
}
