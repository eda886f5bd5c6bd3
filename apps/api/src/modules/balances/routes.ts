import { operations, XLSX_CONTENT_TYPE } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requestToday } from '../../lib/request-today.js';
import type { HoursBankBalanceService } from './hours-bank.service.js';
import { hoursBankFileName, hoursBankXlsx } from './hours-bank-xlsx.js';
import type { LeaveBalanceService } from './leave.service.js';

/**
 * ta-events/leave-balance/ (ta_events.leave): leave used per type in a year and vacation periods;
 * ta-events/hours-bank-balance/ (ta_events.overtime): one employee's hours bank as a ledger.
 */
export const balancesRoutes: FastifyPluginAsyncZod<{
  leaveBalance: LeaveBalanceService;
  hoursBank: HoursBankBalanceService;
}> = async (app, { leaveBalance, hoursBank }) => {
  defineRoute(app, {
    operation: operations.balances.leave,
    access: { permission: 'ta_events.leave' },
    docs: {
      tags: ['ta-events'],
      summary: 'Leave used per type in a year and vacation (férias) periods per employee',
      description:
        'Per employee: the calendar days of each leave type used in `year` (default: the current ' +
        'year by the Timezone header) and the vacation acquisition periods as of today — days due ' +
        'by unjustified absences (CLT art. 130), periods lost (art. 133), concession end, days ' +
        'taken and owed in double (art. 137). Unjustified absences are the absent days of closed ' +
        'timesheet periods plus leave of unjustified types. Who works on timesheets sees every ' +
        'employee; anyone else only their own row. `attention=true`: only overdue or expiring.',
    },
    handler: async (request, _reply, scope) => ({
      data: await leaveBalance.list(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.balances.hoursBank,
    access: { permission: 'ta_events.overtime' },
    docs: {
      tags: ['ta-events'],
      summary: "One employee's hours bank as a ledger: credits, debits, expiries and the balance",
      description:
        "From the latest opening balance (else the admission) the stored days' hoursBankMinutes " +
        '(days not computed yet are computed first) become credits and debits; credits are ' +
        "consumed oldest first and expire by the company's rules (paid or forfeited). Lines from " +
        '`from` (default: the start of the compensation period of `to`) to `to` (default: today ' +
        'by the Timezone header), the balance before and after, and what expires next. Without ' +
        "employee_id: the caller's own; who does not work on timesheets sees only their own.",
    },
    handler: async (request, _reply, scope) => ({
      data: await hoursBank.ledger(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.balances.adjustHoursBank,
    access: { permission: 'timesheets.timesheet' },
    docs: {
      tags: ['ta-events'],
      summary: "Adjust an employee's hours bank by hand: a credit or debit with its reason",
      description:
        'Minutes (+ credit, − debit, not zero) on a day up to today (Timezone header; a future ' +
        "day → 422), outside the employee's closed periods (409). Never edited or deleted: a " +
        'wrong adjustment is corrected by another. Audited; the ledger shows it as `adjustment`.',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({
        data: await hoursBank.adjust(scope, request.body, requestToday(request), scope.context),
      }),
  });

  defineRoute(app, {
    operation: operations.balances.hoursBankExport,
    access: { permission: 'ta_events.overtime' },
    docs: {
      tags: ['ta-events'],
      summary: 'The hours bank statement as xlsx (same query and rules as the ledger)',
    },
    handler: async (request, reply, scope) => {
      const language = requestLanguage(request);
      const ledger = await hoursBank.ledger(scope, request.query, requestToday(request));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${hoursBankFileName(language, ledger)}"`,
        )
        .header('cache-control', 'no-store')
        .send(await hoursBankXlsx(ledger, language));
    },
  });
};
