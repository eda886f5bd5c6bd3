import { isValidTimeZone, operations, type PermissionKey } from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import type { RequestContext } from '../../lib/audit.js';
import type { OrganizationService } from './service.js';
import type { Actor } from './shared.js';

/** The browser's IANA zone from the `Timezone` header; absent or unknown → the company's. */
const headerTimeZone = (request: FastifyRequest): string | undefined => {
  const value = request.headers.timezone;
  return typeof value === 'string' && isValidTimeZone(value) ? value : undefined;
};

/** Each resource's permissions, spelled out so the compiler checks them against the tree. */
const PERMISSIONS = {
  subsidiaries: {
    read: 'organization.subsidiary',
    add: 'organization.subsidiary.add',
    edit: 'organization.subsidiary.edit',
    delete: 'organization.subsidiary.delete',
  },
  departments: {
    read: 'organization.department',
    add: 'organization.department.add',
    edit: 'organization.department.edit',
    delete: 'organization.department.delete',
  },
  positions: {
    read: 'organization.position',
    add: 'organization.position.add',
    edit: 'organization.position.edit',
    delete: 'organization.position.delete',
  },
  locations: {
    read: 'organization.location',
    add: 'organization.location.add',
    edit: 'organization.location.edit',
    delete: 'organization.location.delete',
  },
} as const satisfies Record<string, Record<'read' | 'add' | 'edit' | 'delete', PermissionKey>>;

interface CrudService<Body, Query> {
  list(companyId: string, query: Query): Promise<unknown>;
  get(companyId: string, id: string): Promise<unknown>;
  create(actor: Actor, body: Body, context: RequestContext): Promise<unknown>;
  update(actor: Actor, id: string, body: Body, context: RequestContext): Promise<unknown>;
  remove(actor: Actor, id: string, context: RequestContext): Promise<void>;
}

/** organization/* — permissions organization.* (lists also for `employee`, whose forms need them). */
export const organizationRoutes: FastifyPluginAsyncZod<{
  organization: OrganizationService;
}> = async (app, { organization }) => {
  const op = operations.organization;
  const tags = ['organization'];

  /** List, read, create, update and delete of one organization resource. */
  function crud<N extends keyof typeof PERMISSIONS>(spec: {
    name: N;
    service: CrudService<
      z.output<(typeof op)[N]['create']['body']>,
      z.output<(typeof op)[N]['list']['query']>
    >;
  }) {
    type Body = z.output<(typeof op)[N]['create']['body']>;
    type Query = z.output<(typeof op)[N]['list']['query']>;
    const ops = op[spec.name];
    const path = ops.list.path.split('/')[2];
    const keys = PERMISSIONS[spec.name];
    // Lists are also for `employee`, whose forms need them.
    const read = { anyPermission: [keys.read, 'employee'] } as const;

    defineRoute(app, {
      operation: ops.list,
      access: read,
      docs: { tags, summary: `List ${path}` },
      handler: async (request, _reply, { companyId }) => ({
        data: (await spec.service.list(companyId, request.query as Query)) as never,
      }),
    });
    defineRoute(app, {
      operation: ops.get,
      access: read,
      docs: { tags, summary: `One of ${path}` },
      handler: async (request, _reply, { companyId }) => ({
        data: (await spec.service.get(companyId, request.params.id)) as never,
      }),
    });
    defineRoute(app, {
      operation: ops.create,
      access: { permission: keys.add },
      docs: { tags, summary: `Create in ${path}` },
      handler: async (request, reply, scope) => {
        const data = await spec.service.create(scope, request.body as Body, scope.context);
        return reply.status(201).send({ data: data as never });
      },
    });
    defineRoute(app, {
      operation: ops.update,
      access: { permission: keys.edit },
      docs: { tags, summary: `Update one of ${path}` },
      handler: async (request, _reply, scope) => ({
        data: (await spec.service.update(
          scope,
          request.params.id,
          request.body as Body,
          scope.context,
        )) as never,
      }),
    });
    defineRoute(app, {
      operation: ops.remove,
      access: { permission: keys.delete },
      docs: { tags, summary: `Delete one of ${path} (409 while something still points at it)` },
      handler: async (request, _reply, scope) => {
        await spec.service.remove(scope, request.params.id, scope.context);
        return { data: null };
      },
    });
  }

  crud({ name: 'subsidiaries', service: organization.subsidiaries });
  crud({ name: 'departments', service: organization.departments });
  crud({ name: 'positions', service: organization.positions });
  crud({ name: 'locations', service: organization.locations });

  defineRoute(app, {
    operation: op.structure,
    access: { permission: 'organization.structure' },
    docs: { tags, summary: 'Company → subsidiaries → departments, with active headcounts' },
    handler: async (_request, _reply, { companyId }) => ({
      data: await organization.structure(companyId),
    }),
  });

  // Gated like the structure: it names positions and departments that a role holding only one
  // branch of `organization` cannot list (the `dashboard` permission is the company's /dashboard).
  defineRoute(app, {
    operation: op.dashboard,
    access: { permission: 'organization.structure' },
    docs: { tags, summary: 'Headcounts and the last 12 months of admissions and terminations' },
    handler: async (request, _reply, { companyId }) => ({
      data: await organization.dashboard(companyId, { timeZone: headerTimeZone(request) }),
    }),
  });
};
