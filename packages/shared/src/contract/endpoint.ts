import type { OperationSpec } from './operation.js';

// What the browser ships of the route table: method, path and the upload/download marks, without
// the zod schemas (they would pull zod and every contract schema into the sign-in page). The
// schemas stay in the types: an endpoint carries its operation's type, so the typed client infers
// params, query, body and answer from it. `endpoints` is generated from `operations`
// (scripts/generate-endpoints.ts); its declared type refuses a stale or hand-edited copy.

/** The fields of an operation the client needs at run time. */
export type EndpointKeys =
  | 'method'
  | 'alsoAccepts'
  | 'path'
  | 'area'
  | 'upload'
  | 'download'
  | 'produces';

declare const operationType: unique symbol;

/** An operation without its schemas, typed by the operation it stands for. */
export type Endpoint<O extends OperationSpec = OperationSpec> = Pick<
  O,
  Extract<keyof O, EndpointKeys>
> & { readonly [operationType]?: O };

/** The operation an endpoint stands for (its schemas, for inference). */
export type OperationOf<E> = E extends { readonly [operationType]?: infer O }
  ? Extract<O, OperationSpec>
  : never;

/** The endpoints of a table of operations, group by group. */
export type Endpoints<T> = {
  readonly [K in keyof T]: T[K] extends OperationSpec ? Endpoint<T[K]> : Endpoints<T[K]>;
};

/** The run-time fields of an operation (what the generator writes). */
export function endpointOf(operation: OperationSpec): Record<string, unknown> {
  const keys: EndpointKeys[] = [
    'method',
    'alsoAccepts',
    'path',
    'area',
    'upload',
    'download',
    'produces',
  ];
  return Object.fromEntries(
    keys.filter((key) => operation[key] !== undefined).map((key) => [key, operation[key]]),
  );
}
