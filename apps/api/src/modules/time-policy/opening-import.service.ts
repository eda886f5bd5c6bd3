import type { Database, Tenant } from '@ponteiro/db';
import {
  AppError,
  hoursBankOpeningBodySchema,
  type Language,
  type OpeningImportResult,
  parseBalance,
  translateIssue,
  translateValidation,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { dateText } from '../employees/import-cells.js';
import { type Actor, writeScope } from '../organization/shared.js';
import {
  employeesByDocument,
  insertOpening,
  openingsOf,
  updateOpening,
} from './leave-hours-bank.repository.js';
import { mapColumns, type SheetTable } from './table-file.js';

// Opening balances of the hours bank from a spreadsheet (CSV or xlsx): one row per employee and
// date, the employee named by CPF or registration (matrícula), the balance as ±HH:MM.

export const MAX_OPENING_ROWS = 10_000;

type Column = 'cpf' | 'registration' | 'as_of' | 'minutes' | 'note';
const HEADERS: Record<string, Column> = {
  cpf: 'cpf',
  matricula: 'registration',
  registration: 'registration',
  data: 'as_of',
  'data do saldo': 'as_of',
  date: 'as_of',
  'as of': 'as_of',
  saldo: 'minutes',
  balance: 'minutes',
  observacao: 'note',
  note: 'note',
};

function fileError(key: string, detail: string): AppError {
  const message = `validation.${key}|${detail}`;
  return new AppError('validation_error', { message, fieldErrors: { file: [message] } });
}

export function createOpeningImportService(db: Database) {
  return {
    /** Each row checked like the form; new ones added, changed ones corrected, equal ones left. */
    run: (
      actor: Actor,
      table: SheetTable,
      options: { dryRun: boolean; lang: Language },
      context: RequestContext,
    ): Promise<OpeningImportResult> =>
      writeCompanyAudited(
        db,
        writeScope(actor, context, 'hours_bank_opening'),
        async (t, audit) => {
          const reading = mapColumns<Column>(
            table,
            HEADERS,
            ['as_of', 'minutes'],
            MAX_OPENING_ROWS,
          );
          if (!reading.ok) {
            throw fileError(
              reading.problem === 'too_many_rows'
                ? 'import_too_many_rows'
                : `import_${reading.problem}`,
              reading.detail,
            );
          }
          if (!reading.columns.includes('cpf') && !reading.columns.includes('registration')) {
            throw fileError('import_missing_columns', 'CPF');
          }

          const result: OpeningImportResult = {
            total_rows: reading.rows.length,
            created: 0,
            updated: 0,
            unchanged: 0,
            rejected: [],
            dry_run: options.dryRun,
          };
          const people = await resolvePeople(
            t,
            reading.rows.map((r) => r.values),
          );
          const kept = new Map(
            (await openingsOf(t, [...new Set(people.values())])).map((o) => [
              `${o.employeeId}|${o.asOf}`,
              o,
            ]),
          );
          const tr = (key: string) => translateValidation(key, options.lang);
          for (const { row, values } of reading.rows) {
            const cpf = cpfOf(values);
            const employeeId =
              people.get(`cpf:${cpf}`) ?? people.get(`reg:${values.registration ?? ''}`);
            const errors: Record<string, string[]> = {};
            if (!employeeId)
              errors[cpf ? 'cpf' : 'registration'] = [tr('validation.employee_not_found')];
            const minutes = parseBalance(values.minutes ?? '');
            if (minutes === null) errors.minutes = [tr('validation.balance')];
            const parsed = hoursBankOpeningBodySchema.safeParse({
              employee_id: employeeId ?? '00000000-0000-0000-0000-000000000000',
              as_of: dateText(values.as_of ?? ''),
              minutes: minutes ?? 0,
              note: values.note || null,
            });
            if (!parsed.success) {
              for (const issue of parsed.error.issues) {
                const field = String(issue.path[0] ?? 'row');
                errors[field] = [...(errors[field] ?? []), translateIssue(issue, options.lang)];
              }
            }
            if (Object.keys(errors).length > 0 || !parsed.success || !employeeId) {
              result.rejected.push({ row, errors });
              continue;
            }
            const value = {
              employeeId,
              asOf: parsed.data.as_of,
              minutes: parsed.data.minutes,
              note: parsed.data.note,
            };
            const key = `${employeeId}|${value.asOf}`;
            const before = kept.get(key);
            if (before && before.minutes === value.minutes && before.note === value.note) {
              result.unchanged += 1;
              continue;
            }
            if (before) result.updated += 1;
            else result.created += 1;
            if (options.dryRun) {
              kept.set(key, { id: before?.id ?? key, ...value });
              continue;
            }
            if (before) {
              await updateOpening(t, before.id, value);
              await audit({ action: 'update', entityId: before.id, before, after: value });
              kept.set(key, { ...before, ...value });
            } else {
              const id = await insertOpening(t, { ...value, createdBy: actor.userId });
              await audit({ action: 'create', entityId: id, after: value });
              kept.set(key, { id, ...value });
            }
          }
          return result;
        },
      ),
  };
}
export type OpeningImportService = ReturnType<typeof createOpeningImportService>;

/** A row's CPF as stored (11 digits: a number cell loses its leading zeros), or '' when none. */
function cpfOf(values: Partial<Record<Column, string>>): string {
  const digits = (values.cpf ?? '').replace(/\D/g, '');
  return digits ? digits.padStart(11, '0') : '';
}

/** `cpf:<digits>` and `reg:<registration>` → the employee's id, for the rows' documents. */
async function resolvePeople(
  t: Tenant,
  rows: Partial<Record<Column, string>>[],
): Promise<Map<string, string>> {
  const cpfs = [...new Set(rows.map(cpfOf).filter(Boolean))];
  const registrations = [...new Set(rows.map((v) => v.registration ?? '').filter(Boolean))];
  const found = await employeesByDocument(t, cpfs, registrations);
  const map = new Map<string, string>();
  for (const e of found) {
    map.set(`cpf:${e.cpf}`, e.id);
    if (e.registration) map.set(`reg:${e.registration}`, e.id);
  }
  return map;
}
