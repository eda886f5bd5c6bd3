import { PassThrough } from 'node:stream';
import { type Database, withTenant } from '@ponteiro/db';
import { AppError, type Language, type TimeMirrorFileQuery } from '@ponteiro/shared';
import type { CompanyScope } from '../../../plugins/authenticate.js';
import type { ReportMaker } from '../report-generator.js';
import { reportEmployees, resolveSelection } from '../selection.js';

// One employee's mirror straight away (a few pages, tens of kilobytes: no job needed) — the
// employee's own from /reports/time-mirror, or anyone's for staff with reports.time_mirror.

export function createTimeMirrorFileService(deps: { db: Database; maker: ReportMaker }) {
  const { db, maker } = deps;
  return {
    async file(scope: CompanyScope, query: TimeMirrorFileQuery, language: Language) {
      const { selection, employees } = await withTenant(db, scope, async (t) => {
        const selection = await resolveSelection(t, scope, 'time_mirror', {
          from: query.from,
          to: query.to,
          ...(query.employee_id ? { employee_id: query.employee_id } : {}),
        });
        if (!selection.employee_id) {
          throw new AppError('validation_error', {
            fieldErrors: { employee_id: ['validation.required'] },
          });
        }
        return { selection, employees: await reportEmployees(t, selection) };
      });
      if (employees.length === 0) {
        throw new AppError('business_rule', { message: 'validation.report_no_employees' });
      }
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => out.on('end', resolve));
      const info = await maker.write({
        db,
        companyId: scope.companyId,
        tenant: (work) => withTenant(db, scope, work),
        selection,
        format: query.format,
        language,
        employees,
        now: new Date(),
        progress: async () => {},
        out,
      });
      out.end();
      await ended;
      return { bytes: Buffer.concat(chunks), ...info };
    },
  };
}
