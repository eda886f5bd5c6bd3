import type { z } from 'zod';

// One entry of the route table (issue 12 §4): what the API registers (`defineRoute`) and what the
// web calls (through `endpoints`, the same entries without their schemas), so the two cannot
// drift. Documentation (tags, summary) stays next to the handler in the API.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a path lives: `api` under `/api/v1.0`, `admin` under `/api/v1.0/admin-<slug>` (the slug is
 * the server's, learned by the web at run time), `root` at the server root (the health probe).
 */
export type OperationArea = 'api' | 'admin' | 'root';

/** The names of `:param` segments (and `*`) of a path, e.g. `/a/:id/b/:userId/` → 'id' | 'userId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*`
      ? '*'
      : never;

export interface OperationSpec {
  readonly method: HttpMethod;
  /** Methods the API also answers on the same path (kept for old clients); the web uses `method`. */
  readonly alsoAccepts?: readonly HttpMethod[];
  /** Relative to the area's base, with a trailing slash (`/employees/:id/`). */
  readonly path: string;
  /** Default `api`. */
  readonly area?: OperationArea;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body. An upload has none: its file goes as multipart (`upload`). */
  readonly body?: z.ZodType;
  /** Answers by status; a 2xx `{ data }` is what the client resolves to. Error answers are added. */
  readonly responses?: Readonly<Record<number, z.ZodType>>;
  /** A multipart upload: one file in the form field `file`. */
  readonly upload?: true;
  /** Answers a file rather than `{ data }`: the client resolves to a Blob. */
  readonly download?: true;
  /** Content types of a download (OpenAPI `produces`). */
  readonly produces?: readonly string[];
}

/** Refuses (at compile time) a `params` schema whose keys are not exactly the path's `:names`. */
type CheckedParams<O extends OperationSpec> = [PathParamNames<O['path']>] extends [never]
  ? O['params'] extends z.ZodType
    ? { params: 'the path has no :params' }
    : unknown
  : O['params'] extends z.ZodType<infer Out>
    ? [keyof Out] extends [PathParamNames<O['path']>]
      ? [PathParamNames<O['path']>] extends [keyof Out]
        ? unknown
        : { params: `the params schema must name ${PathParamNames<O['path']>}` }
      : { params: `the params schema must name ${PathParamNames<O['path']>}` }
    : { params: `the path needs a params schema for ${PathParamNames<O['path']>}` };

/** Declares one operation; the `const` keeps its literal method and path for both sides. */
export function operation<const O extends OperationSpec>(spec: O & CheckedParams<O>): O {
  return spec;
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type SuccessKeys<R> = {
  [K in keyof R]: K extends 200 | 201 | 202 | 203 | 204 ? K : never;
}[keyof R];

/** What a successful call resolves to: the `data` of its 2xx answer, or a Blob for a download. */
export type OperationResult<O extends OperationSpec> = O['download'] extends true
  ? Blob
  : O['responses'] extends Record<number, z.ZodType>
    ? Out<O['responses'][SuccessKeys<O['responses']>]> extends { data: infer D }
      ? D
      : undefined
    : undefined;

/** Path parameters as the client gives them (always strings in a URL). */
export type OperationParams<O extends OperationSpec> = O['params'] extends z.ZodType
  ? { [K in keyof z.output<O['params']>]: string }
  : undefined;

/**
 * Query as the client gives it: any of the parsed fields (defaults fill the rest on the server).
 * Typed from the parsed side, so `dry_run: true` or `page: 2` are written as the server reads them.
 */
export type OperationQuery<O extends OperationSpec> = O['query'] extends z.ZodType
  ? { [K in keyof z.output<O['query']>]?: z.output<O['query']>[K] | null }
  : undefined;

/** JSON body as the client sends it (before the server's parsing). */
export type OperationBody<O extends OperationSpec> = O['body'] extends z.ZodType
  ? z.input<O['body']>
  : undefined;

type Field<Name extends string, T> = [T] extends [undefined]
  ? { readonly [K in Name]?: undefined }
  : { readonly [K in Name]: T };
type OptionalField<Name extends string, T> = [T] extends [undefined]
  ? { readonly [K in Name]?: undefined }
  : { readonly [K in Name]?: T };

/** Everything a call gives: path params, query, JSON body, or the uploaded file. */
export type OperationInput<O extends OperationSpec> = Field<'params', OperationParams<O>> &
  OptionalField<'query', OperationQuery<O>> &
  Field<'body', OperationBody<O>> &
  Field<'file', O['upload'] extends true ? Blob : undefined>;

/** True when a call needs no input at all (the client lets it be left out). */
export type InputOptional<O extends OperationSpec> = O['params'] extends z.ZodType
  ? false
  : O['body'] extends z.ZodType
    ? false
    : O['upload'] extends true
      ? false
      : true;

/** `/employees/:id/` + `{ id: 'x' }` → `/employees/x/` (values URL-encoded; `*` kept as is). */
export function fillPath(path: string, params?: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\*$/g, (segment, name?: string) => {
    const value = params?.[name ?? '*'];
    if (value === undefined) throw new Error(`${path}: no value for ${segment}`);
    return name ? encodeURIComponent(value) : value;
  });
}

/** Walks a table of operations (nested groups), naming each by its dotted place. */
export function listOperations(
  table: object,
  prefix = '',
): { name: string; operation: OperationSpec }[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isOperation(value)) return [{ name, operation: value }];
    return value && typeof value === 'object' ? listOperations(value, name) : [];
  });
}

function isOperation(value: unknown): value is OperationSpec {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as OperationSpec).method === 'string' &&
    typeof (value as OperationSpec).path === 'string'
  );
}
