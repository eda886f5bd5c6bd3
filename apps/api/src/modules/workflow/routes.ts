import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { DelegationsService } from './delegations.service.js';
import type { FlowsService } from './flows.service.js';

/** workflow/: approval flows (settings.workflow.*), delegations and the people pickers. */
export const workflowRoutes: FastifyPluginAsyncZod<{
  flows: FlowsService;
  delegations: DelegationsService;
}> = async (app, { flows, delegations }) => {
  const op = operations.workflow;
  const tags = ['workflow'];

  defineRoute(app, {
    operation: op.listFlows,
    access: { permission: 'settings.workflow' },
    docs: {
      tags,
      summary: 'Approval flows per request type, with the requests waiting on each',
      description:
        'The first active flow (by priority) whose conditions hold takes a request; the ' +
        "type's default flow takes the rest. A request keeps a copy of its flow's steps.",
    },
    handler: async (request, _reply, scope) => ({
      data: await flows.list(scope, request.query.request_type),
    }),
  });
  defineRoute(app, {
    operation: op.createFlow,
    access: { permission: 'settings.workflow.add' },
    docs: {
      tags,
      summary: 'Create a flow: conditions and 1–5 ordered steps',
      description:
        'Subsidiaries, departments, roles and users must be of this company (422 otherwise).',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({ data: await flows.create(scope, request.body, scope.context) }),
  });
  defineRoute(app, {
    operation: op.updateFlow,
    access: { permission: 'settings.workflow.edit' },
    docs: {
      tags,
      summary: 'Change a flow (the default flow keeps its type, stays active and matches all)',
    },
    handler: async (request, _reply, scope) => ({
      data: await flows.update(scope, request.params.id, request.body, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.removeFlow,
    access: { permission: 'settings.workflow.delete' },
    docs: {
      tags,
      summary: 'Delete a flow (not a default one: 409); requests on it keep their steps',
    },
    handler: async (request, _reply, scope) => ({
      data: await flows.remove(scope, request.params.id, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.people,
    access: { member: true },
    docs: { tags, summary: "The company's members and roles, for approver steps and delegations" },
    handler: async (_request, _reply, scope) => ({ data: await delegations.people(scope) }),
  });
  defineRoute(app, {
    operation: op.listDelegations,
    access: { member: true },
    docs: {
      tags,
      summary:
        'Delegations: all of them with settings.workflow.edit, else those by or to the caller',
    },
    handler: async (request, _reply, scope) => ({
      data: await delegations.list(scope, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.createDelegation,
    access: { member: true },
    docs: {
      tags,
      summary: "Delegate one's approvals for a period (another's needs settings.workflow.edit)",
      description:
        'The delegate decides what waits for the user while the period is in force (the path ' +
        'says on whose behalf). One delegation per user at a time (409 on overlap).',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({
        data: await delegations.create(scope, request.body, requestToday(request), scope.context),
      }),
  });
  defineRoute(app, {
    operation: op.removeDelegation,
    access: { member: true },
    docs: { tags, summary: "End a delegation (one's own; anyone's with settings.workflow.edit)" },
    handler: async (request, _reply, scope) => ({
      data: await delegations.remove(scope, request.params.id, scope.context),
    }),
  });
};
