import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { ReportFiguresService } from './report-figures.service.js';

const SELECTION =
  'Selection: `from`…`to` (at most 366 days) and at most one of `employee_id`, `department_id` ' +
  '(and the departments below it) or `subsidiary_id`; none: every employee of the period. An ' +
  'Employee gets only their own figures (another employee → 404; a department or subsidiary → ' +
  "403); another company's department or subsidiary → 422. Figures come from the stored " +
  'timesheets (days never computed or stale are computed first); days after today (Timezone ' +
  'header) count nothing. Files: `reports/jobs/` with the same selection.';

/**
 * reports/hours-bank/ (reports.hours_bank), reports/overtime/ (reports.overtime),
 * reports/summary/ (reports.summary): the figures reports' screens.
 */
export const reportFiguresRoutes: FastifyPluginAsyncZod<{ figures: ReportFiguresService }> = async (
  app,
  { figures },
) => {
  defineRoute(app, {
    operation: operations.reportFigures.hoursBank,
    access: { permission: 'reports.hours_bank' },
    docs: {
      tags: ['reports'],
      summary: 'Hours bank per employee: balances, movements and expiries of the period',
      description:
        'For each employee on an hours-bank schedule in the period (the others are counted in ' +
        '`left_out`), from their ledger (`ta-events/hours-bank-balance/`): the balance brought in, ' +
        'credits, debits, adjustments, paid and forfeited at expiry, the final balance ' +
        '(before + the movements = final), what expired when and what expires next. Paged by ' +
        `employee name. ${SELECTION}`,
    },
    handler: async (request, _reply, scope) => ({
      data: await figures.hoursBank(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.reportFigures.overtime,
    access: { permission: 'reports.overtime' },
    docs: {
      tags: ['reports'],
      summary: 'Overtime by rate, day type and authorization: per employee, department and month',
      description:
        'Overtime minutes of the stored days: by rate (the day’s `overtime`), by day type (a ' +
        'holiday flag, else a rest-day flag, else a workday), authorized (the day’s approved ' +
        'overtime requests, at most the day’s overtime) or not. A page of the employees with ' +
        'overtime (by name), every department subtotal, the total and each month of the period ' +
        `(the trend). ${SELECTION}`,
    },
    handler: async (request, _reply, scope) => ({
      data: await figures.overtime(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.reportFigures.summary,
    access: { permission: 'reports.summary' },
    docs: {
      tags: ['reports'],
      summary: 'Department and subsidiary totals with absenteeism and overtime rates',
      description:
        'Per department, per subsidiary and for the selection: headcount (employed in the ' +
        'period), scheduled, worked, overtime, night, unjustified absence, justified absence and ' +
        'late minutes; absenteeism = unjustified absence ÷ scheduled × 100, with justified = ' +
        '(unjustified + justified) ÷ scheduled × 100, overtime rate = overtime ÷ scheduled × 100 ' +
        `(percent, two decimals; null when nothing was scheduled). ${SELECTION}`,
    },
    handler: async (request, _reply, scope) => ({
      data: await figures.summary(scope, request.query, requestToday(request)),
    }),
  });
};
