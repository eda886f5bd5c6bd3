import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { PayrollEventCodesService } from './event-codes.service.js';
import type { PayrollEventsService } from './events.service.js';
import type { PayrollLayoutsService } from './layouts.service.js';

/**
 * reports/payroll/ (reports.payroll): the period's events per employee, the company's event codes
 * and its export layouts. Reading needs the permission (an Employee: their own events); changing
 * codes and layouts also a role other than Employee (403). The files are report jobs.
 */
export const payrollRoutes: FastifyPluginAsyncZod<{
  events: PayrollEventsService;
  codes: PayrollEventCodesService;
  layouts: PayrollLayoutsService;
}> = async (app, { events, codes, layouts }) => {
  const op = operations.payroll;
  const access = { permission: 'reports.payroll' } as const;
  const tags = ['reports'];

  defineRoute(app, {
    operation: op.events,
    access,
    docs: {
      tags,
      summary: "The period's payroll events per employee, with the company's codes",
      description:
        'From the stored timesheets (days never computed, or whose inputs changed, are computed ' +
        'first; a closed period keeps its figures): overtime per rate, night additional ' +
        '(credited minutes), DSR days lost (a Sunday-to-Saturday week with an unjustified ' +
        "absence, counted in the period of the week's first one), unjustified absence in minutes " +
        'and in days, lateness, early leave, and the hours bank paid at expiry. Minutes unless ' +
        'the unit says days. `code` null: the event is not mapped and is left out of the files. ' +
        'Paged by employee; an Employee gets only their own.',
    },
    handler: async (request, _reply, scope) => ({
      data: await events.page(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: op.eventCodes,
    access,
    docs: {
      tags,
      summary: 'Every payroll event with the code the company gave it (null: not mapped)',
      description:
        'Overtime at 50 % and 100 %, at every rate the company rules pay and at any rate mapped, ' +
        'then the fixed events, each with its unit (minutes or days).',
    },
    handler: async (_request, _reply, scope) => ({ data: await codes.list(scope) }),
  });

  defineRoute(app, {
    operation: op.saveEventCodes,
    access,
    docs: {
      tags,
      summary: 'Replace the event codes (an event left out loses its code); audited',
      description: 'Not for the Employee role (403).',
    },
    handler: async (request, _reply, scope) => ({
      data: await codes.save(scope, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: op.listLayouts,
    access,
    docs: { tags, summary: "The company's payroll export layouts, by name" },
    handler: async (_request, _reply, scope) => ({ data: await layouts.list(scope) }),
  });

  defineRoute(app, {
    operation: op.createLayout,
    access,
    docs: {
      tags,
      summary: 'Save a layout: fixed-width or CSV, its columns, encoding, hours format',
      description:
        'Names are unique in the company in any case (409). Fixed-width columns need a width ' +
        '(characters: with accents, choose latin1 for one byte each). Not for the Employee role.',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({ data: await layouts.create(scope, request.body, scope.context) }),
  });

  defineRoute(app, {
    operation: op.getLayout,
    access,
    docs: { tags, summary: 'One layout' },
    handler: async (request, _reply, scope) => ({
      data: await layouts.get(scope, request.params.id),
    }),
  });

  defineRoute(app, {
    operation: op.updateLayout,
    access,
    docs: { tags, summary: 'Change a layout (the whole layout); audited' },
    handler: async (request, _reply, scope) => ({
      data: await layouts.update(scope, request.params.id, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: op.removeLayout,
    access,
    docs: { tags, summary: 'Delete a layout; audited' },
    handler: async (request, _reply, scope) => ({
      data: await layouts.remove(scope, request.params.id, scope.context),
    }),
  });
};
