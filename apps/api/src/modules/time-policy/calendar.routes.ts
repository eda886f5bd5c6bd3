import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { receiveUpload } from '../../lib/uploads.js';
import { MAX_HOLIDAY_ROWS, readHolidayTable } from './holiday-csv.js';
import type { HolidaysService } from './holidays.service.js';
import type { HoursBankService } from './hours-bank.service.js';
import type { LeaveTypesService } from './leave-types.service.js';
import { MAX_OPENING_ROWS, type OpeningImportService } from './opening-import.service.js';
import { readUploadedTable } from './table-file.js';

/**
 * time-policy/holidays/*, time-policy/leave-types/*, time-policy/hours-bank/* — permissions
 * settings.time_policy.{holiday,leave_setting,hours_bank}.
 */
export const timePolicyCalendarRoutes: FastifyPluginAsyncZod<{
  holidays: HolidaysService;
  leaveTypes: LeaveTypesService;
  hoursBank: HoursBankService;
  openingImport: OpeningImportService;
}> = async (app, { holidays, leaveTypes, hoursBank, openingImport }) => {
  const op = operations.timePolicy;
  const tags = ['time-policy'];

  const crud = [
    {
      ops: op.holidays,
      service: holidays,
      what: 'holiday (state, municipal or company day)',
      read: 'settings.time_policy.holiday',
      add: 'settings.time_policy.holiday.add',
      edit: 'settings.time_policy.holiday.edit',
      remove: 'settings.time_policy.holiday.delete',
    },
    {
      ops: op.leaveTypes,
      service: leaveTypes,
      what: 'leave type',
      read: 'settings.time_policy.leave_setting',
      add: 'settings.time_policy.leave_setting.add',
      edit: 'settings.time_policy.leave_setting.edit',
      remove: 'settings.time_policy.leave_setting.delete',
    },
  ] as const;
  for (const r of crud) {
    defineRoute(app, {
      operation: r.ops.list,
      // Whoever justifies absences on the timesheet, or asks for leave, picks a type from it.
      access:
        r.read === 'settings.time_policy.leave_setting'
          ? { anyPermission: [r.read, 'timesheets.timesheet', 'ta_events.leave'] }
          : { permission: r.read },
      docs: { tags, summary: `List: ${r.what}` },
      handler: async (request, _reply, { companyId }) => ({
        data: (await r.service.list(companyId, request.query as never)) as never,
      }),
    });
    defineRoute(app, {
      operation: r.ops.get,
      access: { permission: r.read },
      docs: { tags, summary: `One ${r.what}` },
      handler: async (request, _reply, { companyId }) => ({
        data: (await r.service.get(companyId, request.params.id)) as never,
      }),
    });
    defineRoute(app, {
      operation: r.ops.create,
      access: { permission: r.add },
      docs: { tags, summary: `Create a ${r.what}` },
      handler: async (request, reply, scope) => {
        const data = await r.service.create(scope, request.body as never, scope.context);
        return reply.status(201).send({ data: data as never });
      },
    });
    defineRoute(app, {
      operation: r.ops.update,
      access: { permission: r.edit },
      docs: { tags, summary: `Update a ${r.what}` },
      handler: async (request, _reply, scope) => ({
        data: (await r.service.update(
          scope,
          request.params.id,
          request.body as never,
          scope.context,
        )) as never,
      }),
    });
    defineRoute(app, {
      operation: r.ops.remove,
      access: { permission: r.remove },
      docs: { tags, summary: `Delete a ${r.what}` },
      handler: async (request, _reply, scope) => {
        await r.service.remove(scope, request.params.id, scope.context);
        return { data: null };
      },
    });
  }

  defineRoute(app, {
    operation: op.holidayCalendar,
    access: { permission: 'settings.time_policy.holiday' },
    docs: {
      tags,
      summary: "A year's holidays: national, optional (adopted or not) and the company's",
    },
    handler: async (request, _reply, { companyId }) => ({
      data: await holidays.calendar(companyId, request.query.year, request.query.subsidiary_id),
    }),
  });
  defineRoute(app, {
    operation: op.adoptOptionalHolidays,
    access: { permission: 'settings.time_policy.holiday.edit' },
    docs: {
      tags,
      summary: 'Which optional days (Carnival, Corpus Christi…) are days off in a year',
    },
    handler: async (request, _reply, scope) => ({
      data: await holidays.adopt(scope, request.body, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.importHolidays,
    access: { permission: 'settings.time_policy.holiday.add' },
    docs: {
      tags,
      summary: 'Import holidays from a CSV or an xlsx (up to 1 MB; multipart field "file")',
      description:
        'Columns (pt or en-US headers): data/date (DD/MM/AAAA or YYYY-MM-DD), nome/name, ' +
        'abrangência/scope (estadual, municipal, empresa), UF/state, cidade/city, recorrente/recurring ' +
        '(sim/não). Each row is checked like the form; good rows go in, bad ones are reported by ' +
        'line, rows equal to a kept holiday are left alone. dry_run=true only reports.',
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'listImport');
      const lang = requestLanguage(request);
      const reading = readHolidayTable(await readUploadedTable(upload, lang, MAX_HOLIDAY_ROWS));
      return {
        data: await holidays.import(
          scope,
          reading,
          { dryRun: request.query.dry_run, lang },
          scope.context,
        ),
      };
    },
  });

  defineRoute(app, {
    operation: op.hoursBank,
    access: { permission: 'settings.time_policy.hours_bank' },
    docs: { tags, summary: "The company's hours bank rules (period, expiry, caps, rates)" },
    handler: async (_request, _reply, { companyId }) => ({
      data: await hoursBank.settings(companyId),
    }),
  });
  defineRoute(app, {
    operation: op.updateHoursBank,
    access: { permission: 'settings.time_policy.hours_bank.edit' },
    docs: { tags, summary: "Change the company's hours bank rules" },
    handler: async (request, _reply, scope) => ({
      data: await hoursBank.saveSettings(scope, request.body, scope.context),
    }),
  });
  const openings = op.hoursBankOpenings;
  defineRoute(app, {
    operation: openings.list,
    access: { permission: 'settings.time_policy.hours_bank' },
    docs: { tags, summary: "Employees' opening balances (search by employee name)" },
    handler: async (request, _reply, { companyId }) => ({
      data: await hoursBank.openings(companyId, request.query),
    }),
  });
  defineRoute(app, {
    operation: openings.get,
    access: { permission: 'settings.time_policy.hours_bank' },
    docs: { tags, summary: 'One opening balance' },
    handler: async (request, _reply, { companyId }) => ({
      data: await hoursBank.getOpening(companyId, request.params.id),
    }),
  });
  defineRoute(app, {
    operation: openings.create,
    access: { permission: 'settings.time_policy.hours_bank.edit' },
    docs: { tags, summary: "Record an employee's opening balance on a date" },
    handler: async (request, reply, scope) => {
      const data = await hoursBank.addOpening(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });
  defineRoute(app, {
    operation: openings.update,
    access: { permission: 'settings.time_policy.hours_bank.edit' },
    docs: { tags, summary: 'Correct an opening balance' },
    handler: async (request, _reply, scope) => ({
      data: await hoursBank.updateOpening(scope, request.params.id, request.body, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.importOpenings,
    access: { permission: 'settings.time_policy.hours_bank.edit' },
    docs: {
      tags,
      summary: 'Import opening balances from a CSV or an xlsx (up to 1 MB; multipart field "file")',
      description:
        'Columns (pt or en-US headers): CPF and/or Matrícula/registration, Data/date ' +
        '(DD/MM/AAAA or YYYY-MM-DD), Saldo/balance (±HH:MM or minutes), Observação/note. A row ' +
        'for an employee and date already kept corrects it; an equal one is left alone. ' +
        'dry_run=true only reports.',
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'listImport');
      const lang = requestLanguage(request);
      const table = await readUploadedTable(upload, lang, MAX_OPENING_ROWS);
      return {
        data: await openingImport.run(
          scope,
          table,
          { dryRun: request.query.dry_run, lang },
          scope.context,
        ),
      };
    },
  });
  defineRoute(app, {
    operation: openings.remove,
    access: { permission: 'settings.time_policy.hours_bank.edit' },
    docs: { tags, summary: 'Delete an opening balance' },
    handler: async (request, _reply, scope) => {
      await hoursBank.removeOpening(scope, request.params.id, scope.context);
      return { data: null };
    },
  });
};
