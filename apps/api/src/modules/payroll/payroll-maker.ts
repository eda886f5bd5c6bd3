import type { Writable } from 'node:stream';
import { AppError, type PayrollLayoutSpec, type PayrollLineValues } from '@ponteiro/shared';
import { dateIn } from '../../lib/calendar-date.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import {
  CONTENT_TYPES,
  type ReportFileInfo,
  type ReportMaker,
  type ReportRun,
  safeFileName,
} from '../reports/report-generator.js';
import { payrollEventsOf } from './events.js';
import { layoutSpecOf } from './layouts.service.js';
import { findLayout, listEventCodes } from './payroll.repository.js';
import { type PayrollXlsxRow, payrollFileBase, payrollXlsx } from './payroll-xlsx.js';
import { codesByEvent, payrollBankPaid, payrollDays, withCodes } from './period-events.js';
import { DEFAULT_CSV_LAYOUT, payrollTextContentType, payrollTextWriter } from './text-file.js';

// The payroll export as a report job (kind `payroll`): xlsx, or CSV / fixed-width text with the
// layout the request names (CSV without one: DEFAULT_CSV_LAYOUT). One line per employee and
// event with a quantity and a code; events without a code are left out (the screen says which).
// Nothing in the file depends on when it is made: a closed period exports the same bytes again.

/** Employees read per transaction. */
const CHUNK = 50;

function write(out: Writable, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    out.write(bytes, (error) => (error ? reject(error) : resolve())),
  );
}

/** The layout of a csv/txt file: the named one, which must make that format. */
function layoutFor(run: ReportRun, saved: PayrollLayoutSpec | null): PayrollLayoutSpec | null {
  if (run.format === 'xlsx') return null;
  const spec = saved ?? (run.format === 'csv' ? DEFAULT_CSV_LAYOUT : null);
  if (!spec) {
    throw new AppError('validation_error', { fieldErrors: { layout_id: ['validation.required'] } });
  }
  if ((run.format === 'txt') !== (spec.format === 'fixed')) {
    throw new AppError('business_rule', { message: 'validation.payroll_layout_format' });
  }
  return spec;
}

export function createPayrollMaker(deps: { hoursBank: HoursBankBalanceService }): ReportMaker {
  return {
    kind: 'payroll',
    async write(run: ReportRun): Promise<ReportFileInfo> {
      const period = { from: run.selection.from, to: run.selection.to };
      const setup = await run.tenant(async (t) => {
        const row = run.layoutId ? await findLayout(t, run.layoutId) : undefined;
        // Deleted since the job was asked for: the job fails saying so.
        if (run.layoutId && !row) {
          throw new AppError('business_rule', { message: 'validation.not_found_ref' });
        }
        return {
          codes: codesByEvent(await listEventCodes(t)),
          saved: row ? layoutSpecOf(row) : null,
        };
      });
      const layout = layoutFor(run, setup.saved);
      const text = layout ? payrollTextWriter(layout) : null;
      const header = text?.header();
      if (header) await write(run.out, header);
      const sheet: PayrollXlsxRow[] = [];

      let done = 0;
      for (let i = 0; i < run.employees.length; i += CHUNK) {
        const employees = run.employees.slice(i, i + CHUNK);
        const days = await run.tenant((t) =>
          payrollDays(
            t,
            employees.map((e) => e.id),
            period.from,
            period.to,
          ),
        );
        for (const employee of employees) {
          const today = dateIn(run.now, employee.subsidiary.timeZone);
          const paid = await run.tenant((t) =>
            payrollBankPaid(t, deps.hoursBank, employee.id, period, today),
          );
          const events = withCodes(
            payrollEventsOf(days.get(employee.id) ?? [], period.from, period.to, paid),
            setup.codes,
          );
          for (const event of events) {
            if (event.code === null) continue;
            if (text) {
              const values: PayrollLineValues = {
                registration: employee.registration,
                cpf: employee.cpf,
                pis: employee.pis,
                name: employee.name,
                eventCode: event.code,
                event: event.event,
                description: event.description,
                unit: event.unit,
                quantity: event.quantity,
                periodStart: period.from,
                periodEnd: period.to,
              };
              await write(run.out, text.line(values));
            } else {
              sheet.push({
                registration: employee.registration,
                cpf: employee.cpf,
                name: employee.name,
                code: event.code,
                event: event.event,
                description: event.description,
                unit: event.unit,
                quantity: event.quantity,
              });
            }
          }
        }
        done += employees.length;
        await run.progress(done);
      }

      if (!layout) await write(run.out, await payrollXlsx(sheet, period, run.language));
      return {
        fileName: `${safeFileName(payrollFileBase(run.language), period.from, period.to)}.${run.format}`,
        contentType: layout ? payrollTextContentType(layout) : CONTENT_TYPES.xlsx,
      };
    },
  };
}
