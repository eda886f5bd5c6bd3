import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { AssignmentsService } from './assignments.service.js';
import type { ScenarioService } from './scenario.service.js';
import type { SchedulesService } from './schedules.service.js';
import type { TimeSettingsService } from './settings.service.js';

/**
 * time-policy/* (permissions settings.time_policy.*) and the schedule assignments under
 * employees/ (employee to read, employee.edit to change).
 */
export const timePolicyRoutes: FastifyPluginAsyncZod<{
  schedules: SchedulesService;
  settings: TimeSettingsService;
  assignments: AssignmentsService;
  scenario: ScenarioService;
}> = async (app, { schedules, settings, assignments, scenario }) => {
  const op = operations.timePolicy;
  const tags = ['time-policy'];
  // Employee forms pick a schedule: reading schedules is also for `employee`.
  const readSchedules = {
    anyPermission: ['settings.time_policy.schedule', 'employee'],
  } as const;

  defineRoute(app, {
    operation: op.schedules.list,
    access: readSchedules,
    docs: { tags, summary: 'Schedules with the version in force today (search by name or code)' },
    handler: async (request, _reply, { companyId }) => ({
      data: await schedules.list(companyId, request.query, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.schedules.get,
    access: readSchedules,
    docs: { tags, summary: 'One schedule' },
    handler: async (request, _reply, { companyId }) => ({
      data: await schedules.get(companyId, request.params.id, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.schedules.create,
    access: { permission: 'settings.time_policy.schedule.add' },
    docs: { tags, summary: 'Create a schedule (its first version from effective_from)' },
    handler: async (request, reply, scope) => {
      const data = await schedules.create(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });
  defineRoute(app, {
    operation: op.schedules.update,
    access: { permission: 'settings.time_policy.schedule.edit' },
    docs: {
      tags,
      summary: 'Rename; new times or rules become a version from effective_from',
    },
    handler: async (request, _reply, scope) => ({
      data: await schedules.update(scope, request.params.id, request.body, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.schedules.remove,
    access: { permission: 'settings.time_policy.schedule.delete' },
    docs: { tags, summary: 'Delete a schedule no employee was ever assigned (409 otherwise)' },
    handler: async (request, _reply, scope) => {
      await schedules.remove(scope, request.params.id, scope.context);
      return { data: null };
    },
  });
  defineRoute(app, {
    operation: op.unassigned,
    access: readSchedules,
    docs: {
      tags,
      summary: 'Active employees with no schedule today (their timesheet cannot be computed)',
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await assignments.unassigned(companyId, request.query, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.scheduleVersions,
    access: readSchedules,
    docs: { tags, summary: "A schedule's versions, oldest first, with who saved each and when" },
    handler: async (request, _reply, { companyId }) => ({
      data: await schedules.versions(companyId, request.params.id),
    }),
  });

  defineRoute(app, {
    operation: op.advancedSettings,
    access: {
      anyPermission: ['settings.time_policy.advanced_setting', 'settings.time_policy.schedule'],
    },
    docs: { tags, summary: "The company's default rules (what schedules leave out)" },
    handler: async (_request, _reply, { companyId }) => ({ data: await settings.get(companyId) }),
  });
  defineRoute(app, {
    operation: op.updateAdvancedSettings,
    access: { permission: 'settings.time_policy.advanced_setting.edit' },
    docs: { tags, summary: "Change the company's default rules (new schedules and versions)" },
    handler: async (request, _reply, scope) => ({
      data: await settings.update(scope, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: op.scenario,
    access: { permission: 'employee' },
    docs: {
      tags,
      summary:
        "The time engine's scenario for an employee and period, as the product computes it (npx ponteiro timesheet reads it)",
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await scenario.build(companyId, request.query),
    }),
  });

  const assign = operations.scheduleAssignments;
  defineRoute(app, {
    operation: assign.list,
    access: { permission: 'employee' },
    docs: { tags: ['employees'], summary: "An employee's schedules by date, newest first" },
    handler: async (request, _reply, { companyId }) => ({
      data: await assignments.list(companyId, request.params.id, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: assign.add,
    access: { permission: 'employee.edit' },
    docs: {
      tags: ['employees'],
      summary: 'Give an employee a schedule from a date (replaces one of the same date)',
    },
    handler: async (request, reply, scope) => {
      const data = await assignments.add(scope, request.params.id, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });
  defineRoute(app, {
    operation: assign.bulk,
    access: { permission: 'employee.edit' },
    docs: {
      tags: ['employees'],
      summary: 'Give a selection of employees, or a department and those below it, a schedule',
    },
    handler: async (request, _reply, scope) => ({
      data: await assignments.bulk(scope, request.body, scope.context),
    }),
  });
};
