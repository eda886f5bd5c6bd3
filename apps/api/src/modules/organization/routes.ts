import {
  dataEnvelope,
  departmentBodySchema,
  departmentSchema,
  isValidTimeZone,
  listEnvelope,
  listQuerySchema,
  locationBodySchema,
  locationSchema,
  organizationDashboardSchema,
  type PermissionKey,
  positionBodySchema,
  positionSchema,
  structureNodeSchema,
  subsidiaryBodySchema,
  subsidiarySchema,
} from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import type { RequestContext } from '../../lib/audit.js';
import type { OrganizationService } from './service.js';
import type { Actor } from './shared.js';

const params = z.object({ id: z.uuid({ message: 'validation.uuid' }) });
/** The browser's IANA zone from the `Timezone` header; absent or unknown → the company's. */
const headerTimeZone = (request: FastifyRequest): string | undefined => {
  const value = request.headers.timezone;
  return typeof value === 'string' && isValidTimeZone(value) ? value : undefined;
};

/** Each resource's permissions, spelled out so the compiler checks them against the tree. */
const PERMISSIONS = {
  subsidiary: {
    read: 'organization.subsidiary',
    add: 'organization.subsidiary.add',
    edit: 'organization.subsidiary.edit',
    delete: 'organization.subsidiary.delete',
  },
  department: {
    read: 'organization.department',
    add: 'organization.department.add',
    edit: 'organization.department.edit',
    delete: 'organization.department.delete',
  },
  position: {
    read: 'organization.position',
    add: 'organization.position.add',
    edit: 'organization.position.edit',
    delete: 'organization.position.delete',
  },
  location: {
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
  /** List, read, create, update and delete of one organization resource. */
  function crud<B extends z.ZodType, Q extends z.ZodType>(spec: {
    path: string;
    node: keyof typeof PERMISSIONS;
    body: B;
    item: z.ZodType;
    query: Q;
    service: CrudService<z.output<B>, z.output<Q>>;
  }) {
    const base = `/organization/${spec.path}/`;
    const one = `${base}:id/`;
    const tags = ['organization'];
    const keys = PERMISSIONS[spec.node];
    // Lists are also for `employee`, whose forms need them.
    const read = { anyPermission: [keys.read, 'employee'] } as const;

    defineRoute(app, {
      method: 'GET',
      url: base,
      access: read,
      schema: {
        tags,
        summary: `List ${spec.path}`,
        querystring: spec.query,
        response: { 200: listEnvelope(spec.item) },
      },
      handler: async (request, _reply, { companyId }) => ({
        data: (await spec.service.list(companyId, request.query as z.output<Q>)) as never,
      }),
    });
    defineRoute(app, {
      method: 'GET',
      url: one,
      access: read,
      schema: {
        tags,
        summary: `One of ${spec.path}`,
        params,
        response: { 200: dataEnvelope(spec.item) },
      },
      handler: async (request, _reply, { companyId }) => ({
        data: (await spec.service.get(companyId, request.params.id)) as never,
      }),
    });
    defineRoute(app, {
      method: 'POST',
      url: base,
      access: { permission: keys.add },
      schema: {
        tags,
        summary: `Create in ${spec.path}`,
        body: spec.body,
        response: { 201: dataEnvelope(spec.item) },
      },
      handler: async (request, reply, scope) => {
        const data = await spec.service.create(scope, request.body as z.output<B>, scope.context);
        return reply.status(201).send({ data: data as never });
      },
    });
    defineRoute(app, {
      method: 'PUT',
      url: one,
      access: { permission: keys.edit },
      schema: {
        tags,
        summary: `Update one of ${spec.path}`,
        params,
        body: spec.body,
        response: { 200: dataEnvelope(spec.item) },
      },
      handler: async (request, _reply, scope) => ({
        data: (await spec.service.update(
          scope,
          request.params.id,
          request.body as z.output<B>,
          scope.context,
        )) as never,
      }),
    });
    defineRoute(app, {
      method: 'DELETE',
      url: one,
      access: { permission: keys.delete },
      schema: {
        tags,
        summary: `Delete one of ${spec.path} (409 while something still points at it)`,
        params,
        response: { 200: dataEnvelope(z.null()) },
      },
      handler: async (request, _reply, scope) => {
        await spec.service.remove(scope, request.params.id, scope.context);
        return { data: null };
      },
    });
  }

  crud({
    path: 'subsidiaries',
    node: 'subsidiary',
    body: subsidiaryBodySchema,
    item: subsidiarySchema,
    query: listQuerySchema,
    service: organization.subsidiaries,
  });
  crud({
    path: 'departments',
    node: 'department',
    body: departmentBodySchema,
    item: departmentSchema,
    query: listQuerySchema.extend({ parent_id: z.uuid({ message: 'validation.uuid' }).optional() }),
    service: organization.departments,
  });
  crud({
    path: 'positions',
    node: 'position',
    body: positionBodySchema,
    item: positionSchema,
    query: listQuerySchema,
    service: organization.positions,
  });
  crud({
    path: 'locations',
    node: 'location',
    body: locationBodySchema,
    item: locationSchema,
    query: listQuerySchema,
    service: organization.locations,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/organization/structure/',
    access: { permission: 'organization.structure' },
    schema: {
      tags: ['organization'],
      summary: 'Company → subsidiaries → departments, with active headcounts',
      response: { 200: dataEnvelope(structureNodeSchema) },
    },
    handler: async (_request, _reply, { companyId }) => ({
      data: await organization.structure(companyId),
    }),
  });

  // Gated like the structure: it names positions and departments that a role holding only one
  // branch of `organization` cannot list (the `dashboard` permission is the company's /dashboard).
  defineRoute(app, {
    method: 'GET',
    url: '/organization/dashboard/',
    access: { permission: 'organization.structure' },
    schema: {
      tags: ['organization'],
      summary: 'Headcounts and the last 12 months of admissions and terminations',
      response: { 200: dataEnvelope(organizationDashboardSchema) },
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await organization.dashboard(companyId, { timeZone: headerTimeZone(request) }),
    }),
  });
};
