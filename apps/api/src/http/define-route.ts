import {
  AppError,
  errorResponseSchema,
  type OperationSpec,
  type PermissionKey,
  type SubscriptionFeature,
} from '@ponteiro/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestContext } from '../lib/request-context.js';
import type {
  AdminScope,
  CompanyScope,
  Guards,
  PublicScope,
  UserScope,
} from '../plugins/authenticate.js';

/**
 * Who may call a route. Every route states exactly one; there is no default, so a route cannot be
 * left open by forgetting a guard (ADR 0010). Devices will join as `{ device: … }`.
 */
export type RouteAccess =
  | { readonly public: true }
  /** Signed in, with any company or none. */
  | {
      readonly user: true;
      /** When the token names a company, the role there must also hold this key. */
      readonly companyPermission?: PermissionKey;
    }
  /** A member of the token's company whose role holds the key. */
  | { readonly permission: PermissionKey; readonly feature?: SubscriptionFeature }
  /**
   * A member of the token's company, whatever the role: what a person may do for themselves
   * (punching is a right, not a permission; the employee record decides, Portaria 671 art. 74).
   */
  | { readonly member: true; readonly feature?: SubscriptionFeature }
  /** A member whose role holds at least one of the keys (shared lookups). */
  | {
      readonly anyPermission: readonly [PermissionKey, ...PermissionKey[]];
      readonly feature?: SubscriptionFeature;
    }
  /** A platform administrator (back-office). */
  | { readonly admin: true };

/** What the handler is told about the caller, by kind of access. */
export type ScopeOf<A extends RouteAccess> = A extends { public: true }
  ? PublicScope
  : A extends { user: true }
    ? UserScope
    : A extends { admin: true }
      ? AdminScope
      : CompanyScope;

/**
 * The error answers every route may give, in one place: the body is always `ErrorResponse`
 * (plugins/errors.ts). A route's own `response` entries win over these.
 */
export const ERROR_RESPONSES = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
} as const;

/** The parts of a Fastify schema a route gives; security and error answers are added. */
export interface RouteSchema {
  tags?: string[];
  summary?: string;
  description?: string;
  consumes?: string[];
  produces?: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

/** The validation schema of an operation of the route table, as Fastify names its parts. */
export type SchemaOf<O extends OperationSpec> = (O['params'] extends z.ZodType
  ? { params: O['params'] }
  : Record<never, never>) &
  (O['query'] extends z.ZodType ? { querystring: O['query'] } : Record<never, never>) &
  (O['body'] extends z.ZodType ? { body: O['body'] } : Record<never, never>) &
  (O['responses'] extends Record<number, z.ZodType>
    ? { response: O['responses'] }
    : Record<never, never>);

/** What only the OpenAPI document needs: it stays next to the handler, out of the shared table. */
export interface RouteDocs {
  tags?: string[];
  summary?: string;
  description?: string;
}

type ZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type RouteRequest<S extends RouteSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
export type RouteReply<S extends RouteSchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** What Fastify accepts back from a handler of this schema (typed by the response schemas). */
type RouteResult<S extends RouteSchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;

export interface RouteSpec<O extends OperationSpec, A extends RouteAccess> {
  /** The route table's entry (`operations.…` of @ponteiro/shared): method, path and schemas. */
  operation: O;
  access: A;
  docs?: RouteDocs;
  handler: (
    request: RouteRequest<SchemaOf<O>>,
    reply: RouteReply<SchemaOf<O>>,
    scope: ScopeOf<A>,
  ) => RouteResult<SchemaOf<O>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves callers for `defineRoute` (plugins/authenticate.ts). */
    guards: Guards;
    /** Every route registered so far with its access (see `trackRouteAccess`). */
    routeAccess: RouteAccessEntry[];
  }
  interface FastifyContextConfig {
    /** Set by `defineRoute` only. */
    access?: RouteAccess;
    /** The route table's entry the route was registered from (`defineRoute`). */
    operation?: OperationSpec;
  }
}

/** The scope resolved by a route's `onRequest` hook, until its handler runs. */
const scopes = new WeakMap<FastifyRequest, unknown>();

async function resolveScope(
  guards: Guards,
  access: RouteAccess,
  request: FastifyRequest,
): Promise<unknown> {
  if ('public' in access) return { context: requestContext(request) } satisfies PublicScope;
  if ('admin' in access) return guards.admin(request);
  if ('user' in access) {
    const scope = await guards.user(request);
    // A token without a company belongs to someone in no company yet: nothing more is asked.
    if (access.companyPermission && scope.companyId) {
      await guards.company(request, [access.companyPermission]);
    }
    return scope;
  }
  // `feature`: access control and visitor routes answer only companies whose plan has them.
  if ('member' in access) return guards.company(request, null, access.feature);
  return guards.company(
    request,
    'permission' in access ? [access.permission] : access.anyPermission,
    access.feature,
  );
}

/** The Fastify schema of an operation: its validation parts, the upload/download marks, docs. */
function fastifySchemaOf(operation: OperationSpec, docs: RouteDocs | undefined): RouteSchema {
  return {
    ...docs,
    ...(operation.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(operation.produces ? { produces: [...operation.produces] } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.responses ? { response: { ...operation.responses } } : {}),
  };
}

/**
 * Registers a route of the route table: method, path and schemas come from the operation (so the
 * web's typed client and the server cannot disagree), the guard for `access` runs as an
 * `onRequest` hook (before the body is read or validated, so a refused caller learns nothing
 * about the body), the shared error answers and the bearer security are added to the OpenAPI
 * schema, and the handler gets the caller's scope.
 */
export function defineRoute<const O extends OperationSpec, const A extends RouteAccess>(
  app: ZodInstance,
  spec: RouteSpec<O, A>,
): void {
  const { access, operation } = spec;
  const schema = fastifySchemaOf(operation, spec.docs);
  const isPublic = 'public' in access;
  const guards = isPublic ? null : app.guards;
  if (!isPublic && !guards) throw new Error(`${operation.path}: no guards decorated on the server`);
  (app as unknown as FastifyInstance).route({
    method: operation.alsoAccepts ? [...operation.alsoAccepts, operation.method] : operation.method,
    url: operation.path,
    config: { access, operation },
    schema: {
      ...schema,
      ...(isPublic ? {} : { security: [{ bearer: [] }] }),
      response: { ...ERROR_RESPONSES, ...schema.response },
    },
    ...(guards
      ? {
          onRequest: async (request: FastifyRequest) => {
            scopes.set(request, await resolveScope(guards, access, request));
          },
        }
      : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const scope = isPublic ? { context: requestContext(request) } : scopes.get(request);
      // Unreachable: the hook above either stored a scope or answered 401/403.
      if (!scope) throw AppError.unauthorized();
      return (await spec.handler(
        request as unknown as RouteRequest<SchemaOf<O>>,
        reply as unknown as RouteReply<SchemaOf<O>>,
        scope as ScopeOf<A>,
      )) as unknown;
    },
  });
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | null;
  /** The route table's entry, for routes registered with `defineRoute`. */
  operation?: OperationSpec;
}

/**
 * Records every route's access in `app.routeAccess` and refuses, at start-up, a route under
 * `prefix` that was not registered through `defineRoute`. Call it before any route is registered.
 */
export function trackRouteAccess(app: FastifyInstance, prefix: string): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? null;
    if (!access && route.url.startsWith(prefix)) {
      throw new Error(
        `${route.method} ${route.url} declares no access: register it with defineRoute`,
      );
    }
    const operation = route.config?.operation;
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, access, ...(operation ? { operation } : {}) });
    }
  });
}
