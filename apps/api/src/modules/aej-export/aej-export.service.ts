import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import { signDetached } from '@ponteiro/rep-files';
import { AejWriteError, writeAej } from '@ponteiro/rep-files/validation';
import {
  type AejExportQuery,
  type AejPlan,
  type AejPlanQuery,
  type AejSignatureQuery,
  AppError,
  type EngineSchedule,
} from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';
import type { Actor } from '../../plugins/authenticate.js';
import { punchLogPage, treatmentsOf } from '../punches/punch-log.repository.js';
import type { RegisterSettingsService } from '../register/settings.service.js';
import { assignmentsOfEmployees } from '../time-policy/assignments.repository.js';
import { versionsOf } from '../time-policy/repository.js';
import { storedDays } from '../timesheets/days.repository.js';
import type { TimesheetRecompute } from '../timesheets/recompute.js';
import {
  aejCompany,
  aejEmployees,
  aejPendingDays,
  aejRepNumbers,
  aejScheduleCodes,
  aejSubsidiary,
} from './aej-export.repository.js';
import {
  type AejBuilt,
  type AejDayResult,
  type AejEmployeeSource,
  AejNoScheduleError,
  type AejPunch,
  type AejPunchLine,
  type AejScheduleSource,
  type AejStoredDay,
  type AejTreatment,
  buildAej,
  pushTo,
  resolvePunches,
} from './aej-records.js';

/** Punch-log lines read per query. */
const PAGE = 5_000;
/** Employees per stored-days query (one bound parameter each). */
const EMPLOYEE_CHUNK = 1_000;

const minuteOf = (instant: Date) => new Date(Math.floor(instant.getTime() / 60_000) * 60_000);

export interface AejExportDeps {
  db: Database;
  /** Brings the stored days of the period up to date before a file is written. */
  recompute: Pick<TimesheetRecompute, 'run'>;
  /**
   * The company's certificate (the same one that signs the AFD) and the PTRP developer of record
   * 08 (the company's own, else the installation's).
   */
  settings: Pick<RegisterSettingsService, 'signer' | 'developer'>;
  /** REP_INPI_NUMBER: the REP-P's INPI number for workplaces without their own. */
  defaultInpiNumber: string;
  /** The PTRP's version (record 08). */
  ptrp: { version: string };
  now?: () => Date;
}

/**
 * The company's AEJ (Portaria 671 art. 83): written by the treatment program from the register's
 * punches and their treatments, the stored timesheet days and the schedules — ISO-8859-1, CR LF,
 * checked by the same rules `validateAej` applies. A plan pins the generation minute: the file
 * and its detached .p7s (the company's certificate) written for that minute are the same bytes,
 * since punches and treatments stored after it stay out.
 */
export function createAejExportService(deps: AejExportDeps) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Everything the records are built from, read in one transaction. */
  async function read(
    t: Tenant,
    query: AejPlanQuery,
    generatedAt: Date,
  ): Promise<AejBuilt & { fileName: string }> {
    const employer = query.subsidiary_id
      ? await aejSubsidiary(t, query.subsidiary_id)
      : await aejCompany(t);
    if (!employer) throw AppError.notFound();
    const { from, to } = query;
    const dayBefore = addDays(from, -1);
    const people = await aejEmployees(t, { from, to, subsidiaryId: query.subsidiary_id });
    const ids = people.map((p) => p.id);

    const days: Awaited<ReturnType<typeof storedDays>> = [];
    for (let i = 0; i < ids.length; i += EMPLOYEE_CHUNK) {
      days.push(...(await storedDays(t, ids.slice(i, i + EMPLOYEE_CHUNK), dayBefore, to)));
    }
    // The punch log around the period (a night shift's morning belongs to the day before), each
    // page with its treatments; a punch's workday is decided by the stored days.
    const wanted = new Set(ids);
    const lines: AejPunchLine[] = [];
    const treatments: AejTreatment[] = [];
    for (let offset = 0; ids.length > 0; offset += PAGE) {
      const { rows } = await punchLogPage(
        t,
        { from: dayBefore, to: addDays(to, 1), descending: false },
        { limit: PAGE, offset },
      );
      const mine = rows.filter((r) => wanted.has(r.employeeId));
      lines.push(
        ...mine.map((r) => ({
          id: r.id,
          kind: r.kind,
          employeeId: r.employeeId,
          subsidiaryId: r.subsidiaryId,
          punchedAt: r.punchedAt,
          recordedAt: r.recordedAt,
          timeZone: r.timeZone,
        })),
      );
      treatments.push(
        ...(await treatmentsOf(
          t,
          mine.map((r) => r.id),
        )),
      );
      if (rows.length < PAGE) break;
    }
    // Punches and treatments stored after the generation minute stay out (the pin).
    const punches = resolvePunches(lines, treatments, new Date(generatedAt.getTime() + 60_000));

    const assignments: Awaited<ReturnType<typeof assignmentsOfEmployees>> = [];
    for (let i = 0; i < ids.length; i += EMPLOYEE_CHUNK) {
      assignments.push(...(await assignmentsOfEmployees(t, ids.slice(i, i + EMPLOYEE_CHUNK))));
    }
    const scheduleIds = [
      ...new Set([
        ...assignments.map((a) => a.scheduleId),
        ...days.flatMap((d) => (d.scheduleId ? [d.scheduleId] : [])),
      ]),
    ];
    const codes = await aejScheduleCodes(t, scheduleIds);
    const schedules = new Map<string, AejScheduleSource>();
    for (const v of await versionsOf(t, scheduleIds)) {
      const own = schedules.get(v.scheduleId) ?? {
        code: codes.get(v.scheduleId) ?? 'H',
        versions: [],
      };
      own.versions.push({
        effectiveFrom: v.effectiveFrom,
        schedule: v.schedule as EngineSchedule,
        rules: v.rules,
        preAssignedBreak: v.preAssignedBreak,
      });
      schedules.set(v.scheduleId, own);
    }

    const punchesOf = new Map<string, AejPunch[]>();
    for (const x of punches) pushTo(punchesOf, x.employeeId, x);
    const assignmentsOf = new Map<string, AejEmployeeSource['assignments']>();
    for (const a of assignments) pushTo(assignmentsOf, a.employeeId, a);
    const daysOf = new Map<string, AejStoredDay[]>();
    for (const d of days) {
      pushTo(daysOf, d.employeeId, {
        day: d.day,
        result: d.result as AejDayResult | null,
        scheduleId: d.scheduleId,
      });
    }
    const employees: AejEmployeeSource[] = people.map((p) => ({
      id: p.id,
      name: p.name,
      cpf: p.cpf,
      timeZone: p.timeZone,
      assignments: assignmentsOf.get(p.id) ?? [],
      days: daysOf.get(p.id) ?? [],
      punches: punchesOf.get(p.id) ?? [],
    }));

    const developer = await deps.settings.developer(t);
    try {
      const built = buildAej({
        employer,
        from,
        to,
        generatedAt,
        repNumbers: await aejRepNumbers(t),
        defaultRep: deps.defaultInpiNumber,
        ptrp: {
          name: 'Ponteiro',
          version: deps.ptrp.version,
          developerId: developer.document,
          developerName: developer.name,
          developerEmail: developer.email,
        },
        schedules,
        employees,
      });
      const employerId = employer.employerId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      return { ...built, fileName: `AEJ_${employerId}_${from}_${to}.txt` };
    } catch (error) {
      if (error instanceof AejNoScheduleError) {
        throw new AppError('business_rule', {
          message: `validation.aej_no_schedule|${error.employeeName} (${error.day})`,
        });
      }
      throw error;
    }
  }

  /** The file's bytes for a generation minute, after the period's days are brought up to date. */
  async function file(actor: Actor, query: AejPlanQuery, generatedAt: Date) {
    await deps.recompute.run({
      companyId: actor.companyId,
      from: addDays(query.from, -1),
      to: query.to,
    });
    const built = await withTenant(db, actor, (t) => read(t, query, generatedAt));
    try {
      return { fileName: built.fileName, bytes: writeAej(built.input) };
    } catch (error) {
      if (error instanceof AejWriteError) {
        // Stored data the layout cannot carry (e.g. a malformed CNO): said, never a 500.
        throw new AppError('business_rule', {
          message: `validation.aej_invalid|${error.message.replaceAll('|', '/')}`,
        });
      }
      throw error;
    }
  }

  const pinOf = (query: { generated_at?: string | undefined }) =>
    minuteOf(query.generated_at ? new Date(query.generated_at) : clock());

  return {
    /** What a download will hold now, and the generation minute that pins it. */
    plan: (actor: Actor, query: AejPlanQuery): Promise<AejPlan> =>
      withTenant(db, actor, async (t) => {
        const generatedAt = minuteOf(clock());
        const built = await read(t, query, generatedAt);
        const pending = await aejPendingDays(t, {
          from: query.from,
          to: query.to,
          subsidiaryId: query.subsidiary_id,
        });
        const signable = (await deps.settings.signer(t)) !== null;
        return {
          file_name: built.fileName,
          signature_file_name: signable ? `${built.fileName}.p7s` : null,
          generated_at: generatedAt.toISOString(),
          employees: built.employees,
          marks: built.marks,
          pending_days: pending,
          signable,
        };
      }),

    /** The file; pinned to the plan's minute when the query carries `generated_at`. */
    aej: (actor: Actor, query: AejExportQuery) => file(actor, query, pinOf(query)),

    /** The detached CAdES signature (.p7s) of the pinned file, with the company's certificate. */
    async signature(
      actor: Actor,
      query: AejSignatureQuery,
    ): Promise<{ fileName: string; p7s: Uint8Array }> {
      const signer = await withTenant(db, actor, (t) => deps.settings.signer(t));
      if (!signer) {
        throw new AppError('business_rule', { message: 'validation.aej_no_certificate' });
      }
      const { fileName, bytes } = await file(actor, query, pinOf(query));
      const p7s = signDetached(bytes, signer.pkcs12, signer.password);
      return { fileName: `${fileName}.p7s`, p7s };
    },
  };
}

export type AejExportService = ReturnType<typeof createAejExportService>;
