import { AppError, errorResponseSchema, type PermissionKey } from '@ponteiro/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
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
  | { readonly permission: PermissionKey }
  /** A member whose role holds at least one of the keys (shared lookups). */
  | { readonly anyPermission: readonly [PermissionKey, ...PermissionKey[]] }
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

export interface RouteSpec<A extends RouteAccess, S extends RouteSchema> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: A;
  schema: S;
  handler: (request: RouteRequest<S>, reply: RouteReply<S>, scope: ScopeOf<A>) => RouteResult<S>;
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
  return guards.company(
    request,
    'permission' in access ? [access.permission] : access.anyPermission,
  );
}

/**
 * Registers a route: the guard for `access` runs as an `onRequest` hook (before the body is read
 * or validated, so a refused caller learns nothing about the body), the shared error answers and
 * the bearer security are added to the OpenAPI schema, and the handler gets the caller's scope.
 */
export function defineRoute<const A extends RouteAccess, const S extends RouteSchema>(
  app: ZodInstance,
  spec: RouteSpec<A, S>,
): void {
  const { access, schema } = spec;
  const isPublic = 'public' in access;
  const guards = isPublic ? null : app.guards;
  if (!isPublic && !guards) throw new Error(`${spec.url}: no guards decorated on the server`);
  // Typed at the boundary (RouteSpec); inside, the schema is the merged one Fastify sees.
  (app as unknown as FastifyInstance).route({
    method: spec.method,
    url: spec.url,
    config: { access },
    schema: {
      ...(schema as RouteSchema),
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
        request as unknown as RouteRequest<S>,
        reply as unknown as RouteReply<S>,
        scope as ScopeOf<A>,
      )) as unknown;
    },
  });
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | null;
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
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}
