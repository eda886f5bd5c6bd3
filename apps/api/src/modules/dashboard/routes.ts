import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { SystemDeps } from '../../system-routes.js';
import { createDashboardService } from './dashboard.service.js';

/** dashboard/ (issue 19): today at a glance, scoped to what the caller's role may see. */
export const dashboardRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  const op = operations.dashboard;
  const tags = ['dashboard'];
  const access = { permission: 'dashboard' } as const;
  const dashboard = createDashboardService({
    db: deps.db,
    leaveBalance: deps.timeAttendance.leaveBalance,
    queueSize: (scope, today) => deps.timeAttendance.requests.queueSize(scope, today),
  });

  defineRoute(app, {
    operation: op.today,
    access,
    docs: {
      tags,
      summary: 'Today: who is present, late, absent, on leave or off; punches by hour; approvals',
      description:
        "Each employee's today is the date in their workplace's zone. present: a counting punch " +
        'today (working_now: an odd count); late: the first punch after the first planned mark + ' +
        "the schedule rules' tolerance per mark; on_leave: no punch and a whole-day leave; off: " +
        'no punch and nothing planned (rest day, holiday, no schedule); absent: planned, no punch, ' +
        'the first mark + tolerance passed; expected: planned, not yet due. Full-access roles see ' +
        'the company; a custom role whose user manages departments sees those and the ones under ' +
        'them. An unknown or out-of-scope subsidiary/department: 400.',
    },
    handler: async (request, _reply, scope) => ({
      data: await dashboard.today(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: op.month,
    access,
    docs: {
      tags,
      summary:
        'This month: overtime and hours bank by day, open periods, pending anomalies, expiries',
      description:
        "From the stored timesheet days (sums of each day's overtime and net hours-bank movement); " +
        "last month's employees without a closed period; abnormal punches of the last 7 days " +
        'nobody decided on; the certificate that signs the AFD; vacation concession periods ' +
        'ending soon or overdue. Same scope and filters as dashboard/.',
    },
    handler: async (request, _reply, scope) => ({
      data: await dashboard.month(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: op.me,
    access: { member: true },
    docs: {
      tags,
      summary: "The caller's own day: today's schedule, punches and status",
      description:
        'Any member: their employee record (employee null when they have none), the planned ' +
        "pairs of today in their workplace's zone, the counting punches and the status.",
    },
    handler: async (_request, _reply, scope) => ({ data: await dashboard.me(scope) }),
  });
};
