import { type Database, type DatabaseKind, type Tenant, uuidv7, withTenant } from '@ponteiro/db';
import {
  AppError,
  type EmployeeImportResult,
  type EmployeeValues,
  type employeeImportQuerySchema,
  type Language,
} from '@ponteiro/shared';
import type { z } from 'zod';
import type { RequestContext } from '../../lib/audit.js';
import { type RegisterEmployee, recordEmployeeChanges } from '../register/employee-records.js';
import { lockSeats } from '../subscription/repository.js';
import { valuesOf } from './fields.js';
import { createImportLock } from './import-lock.js';
import type { ParsedSheet } from './import-parse.js';
import {
  type ImportAuditEntry,
  insertAuditRows,
  insertEmployees,
  loadEmployeesByKeys,
  loadReferences,
  updateEmployees,
} from './import-repository.js';
import { parseInWorker, SANDBOX_LIMITS, type SandboxLimits } from './import-sandbox.js';
import { buildImportTemplate, type TemplateFile } from './import-template.js';
import {
  diffValues,
  type ImportPlan,
  limitCreatesToSeats,
  lookupKeys,
  planImport,
  uniqueKeysOf,
} from './import-validate.js';
import { seatsOf } from './seats.js';

export type EmployeeImportOptions = z.output<typeof employeeImportQuerySchema>;

/** Who imports, into which company. */
export interface ImportActor {
  companyId: string;
  userId: string;
}

function sqlState(error: unknown): string | undefined {
  // drizzle wraps the driver's error; the SQLSTATE is on it or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The register's view of an employee the import writes. */
function registerEmployeeOf(
  id: string,
  values: EmployeeValues,
  status: RegisterEmployee['status'],
): RegisterEmployee {
  return { id, cpf: values.cpf, name: values.name, subsidiaryId: values.subsidiary_id, status };
}

/**
 * Inserts, updates and audits what the plan accepted. The checks ran in this transaction; a
 * unique or foreign-key violation here means another write slipped in meanwhile: a 409 asking to
 * import again, rather than a bare conflict.
 */
async function write(
  t: Tenant,
  actor: ImportActor,
  context: RequestContext,
  plan: ImportPlan,
): Promise<void> {
  const created = plan.creates.map((values) => ({ id: uuidv7(), values }));
  const audit: ImportAuditEntry[] = [
    ...created.map(
      (c): ImportAuditEntry => ({
        action: 'import_create',
        entityId: c.id,
        before: null,
        after: { ...c.values },
      }),
    ),
    ...plan.updates.map((u): ImportAuditEntry => {
      const diff = diffValues(valuesOf(u.row), u.values)!;
      return { action: 'import_update', entityId: u.row.id, ...diff };
    }),
  ];
  try {
    await insertEmployees(t, created);
    await updateEmployees(
      t,
      plan.updates.map((u) => ({ id: u.row.id, values: u.values })),
    );
    await insertAuditRows(t, context, actor, audit);
    await recordEmployeeChanges(t, actor.userId, [
      ...created.map((c) => ({ after: registerEmployeeOf(c.id, c.values, 'active') })),
      ...plan.updates.map((u) => ({
        before: u.row,
        after: registerEmployeeOf(u.row.id, u.values, u.row.status),
      })),
    ]);
  } catch (error) {
    const code = sqlState(error);
    if (code === '23505' || code === '23503') {
      throw new AppError('conflict', { message: 'validation.import_conflict' });
    }
    throw error;
  }
}

/**
 * Employee import from xlsx: template, validation of every row, idempotent write (issue 4). The
 * file is read in a worker thread under limits and a company runs one import at a time (issue 10).
 */
export function createEmployeeImportService(deps: {
  db: Database;
  kind: DatabaseKind;
  sandbox?: SandboxLimits;
}) {
  const { db } = deps;
  const lock = createImportLock(db, deps.kind);

  /** Plans against what is stored now and writes, all in `t`. */
  async function apply(
    t: Tenant,
    actor: ImportActor,
    sheet: ParsedSheet,
    options: EmployeeImportOptions,
    lang: Language,
    context: RequestContext,
  ): Promise<EmployeeImportResult> {
    const references = await loadReferences(t);
    const keys = lookupKeys(uniqueKeysOf(sheet.rows));
    const stored = await loadEmployeesByKeys(t, keys);
    // New employees take seats: the company's seat lock is held until this transaction ends.
    if (!options.dry_run) await lockSeats(t);
    const plan = limitCreatesToSeats(
      planImport(sheet, references, stored, lang),
      await seatsOf(t),
      lang,
    );
    const blocked = options.mode === 'all_or_nothing' && plan.rejected.length > 0;
    if (!blocked && !options.dry_run) await write(t, actor, context, plan);
    return {
      total_rows: sheet.rows.length,
      created: blocked ? 0 : plan.creates.length,
      updated: blocked ? 0 : plan.updates.length,
      unchanged: plan.unchanged,
      rejected: plan.rejected,
      dry_run: options.dry_run,
    };
  }

  return {
    /** The blank template, with this company's names in its lists, in `lang`. */
    async template(companyId: string, lang: Language): Promise<TemplateFile> {
      const references = await withTenant(db, { companyId }, (t) => loadReferences(t));
      return buildImportTemplate(references, lang);
    },

    /**
     * Validates every row and writes the valid ones (or, with all_or_nothing, none unless all are
     * valid) in one transaction, with an audit row per created or changed employee. Rows equal to
     * what is stored are counted as unchanged and write nothing, so a file can be imported twice.
     * Another import of the same company still running → 409.
     */
    async run(
      actor: ImportActor,
      bytes: Buffer,
      options: EmployeeImportOptions,
      lang: Language,
      context: RequestContext,
    ): Promise<EmployeeImportResult> {
      return lock.run(actor.companyId, async () => {
        // Reading the file needs no database; a bad file fails before a transaction opens.
        const sheet = await parseInWorker(bytes, lang, deps.sandbox ?? SANDBOX_LIMITS);
        return withTenant(db, actor, (t) => apply(t, actor, sheet, options, lang, context));
      });
    },
  };
}
export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;
