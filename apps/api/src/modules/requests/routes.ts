import { operations, requestFormSchema } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { type FormFileRule, parseFormFields, receiveForm } from '../../lib/multipart-form.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requestToday } from '../../lib/request-today.js';
import type { DecisionsService } from './decisions.service.js';
import type { RequestsService } from './requests.service.js';

/** The optional attachment: a PDF or a photo (medical certificate…), told by its bytes. */
const FILE_RULES = { file: { kind: 'leaveDocument' } } as const satisfies Record<
  string,
  FormFileRule
>;

/**
 * ta-events/requests/ (ta_events.manual_punch | overtime | leave): ask, list, read, cancel;
 * ta-events/approvals/ (any member): the caller's queue and their decisions.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{
  requests: RequestsService;
  decisions: DecisionsService;
}> = async (app, { requests, decisions }) => {
  const op = operations.requests;
  const tags = ['ta-events'];
  const asking = {
    anyPermission: ['ta_events.manual_punch', 'ta_events.overtime', 'ta_events.leave'],
  } as const;

  defineRoute(app, {
    operation: op.create,
    access: asking,
    docs: {
      tags,
      summary: 'Ask for a missed punch, overtime or leave (for oneself, or on behalf of someone)',
      description:
        'multipart/form-data: `type` (manual_punch, overtime, leave) and its fields — ' +
        'manual_punch: `date`, `time` (HH:MM, workplace zone); overtime: `date`, `minutes` ' +
        '(1–720); leave: `leave_type_id`, `from`, `to`, optional `minutes` (hours of one day) — ' +
        'then `reason` (3–500) and optional `employee_id` (on behalf: needs timesheet rights), ' +
        'and last the optional file `file` (PDF, JPEG or PNG ≤ 5 MB by its bytes: 413/415; ' +
        'required by leave types that need a document: 422). The type needs its permission ' +
        '(403). A day inside a closed period: 409. The flow is chosen and its first step ' +
        'notified. Overtime never blocks punching (Portaria 671 art. 74).',
    },
    handler: async (request, reply, scope) => {
      const form = await receiveForm(request, FILE_RULES);
      const fields = parseFormFields(requestFormSchema, form.fields, requestLanguage(request));
      const created = await requests.create(
        scope,
        { fields, file: form.files.file },
        requestToday(request),
        scope.context,
      );
      return reply.status(201).send({ data: created });
    },
  });
  defineRoute(app, {
    operation: op.list,
    access: asking,
    docs: {
      tags,
      summary: 'Requests of the types the caller may ask for, newest first',
      description:
        'Who works on timesheets sees everyone’s; anyone else their own, the ones they filed ' +
        'and the ones they decide or decided.',
    },
    handler: async (request, _reply, scope) => ({
      data: await requests.list(scope, request.query, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.get,
    access: { member: true },
    docs: { tags, summary: 'One request with its path (404 when the caller may not see it)' },
    handler: async (request, _reply, scope) => ({
      data: await requests.get(scope, request.params.id, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.cancel,
    access: asking,
    docs: {
      tags,
      summary: 'Withdraw a pending request (its employee or whoever filed it), with a note',
    },
    handler: async (request, _reply, scope) => ({
      data: await requests.cancel(
        scope,
        request.params.id,
        request.body.note,
        requestToday(request),
        scope.context,
      ),
    }),
  });
  defineRoute(app, {
    operation: op.queue,
    access: { member: true },
    docs: {
      tags,
      summary:
        "The caller's approval queue: pending requests they (or whom they stand in for) decide",
    },
    handler: async (request, _reply, scope) => ({
      data: await requests.queue(scope, request.query, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.decide,
    access: { member: true },
    docs: {
      tags,
      summary: 'Approve or reject one or many requests of the queue: all of them, or none',
      description:
        'A rejection needs a note (the employee sees it). Approving the last step writes the ' +
        'request: an included punch (the approver as author, the register untouched) or the ' +
        'leave (the timesheet recomputes); an earlier step moves it on and notifies the next ' +
        'approvers. Not in the queue: 404; already decided: 409; a closed period: 409.',
    },
    handler: async (request, _reply, scope) => ({
      data: await decisions.decide(scope, request.body, requestToday(request), scope.context),
    }),
  });
};
