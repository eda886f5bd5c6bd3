import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Database, type Executor, withTenant } from '@ponteiro/db';
import {
  AppError,
  isFullAccessRole,
  type Language,
  type ListResult,
  REPORT_KEEP_DAYS,
  type ReportJob,
  type ReportJobBody,
  type ReportJobListQuery,
} from '@ponteiro/shared';
import type { FastifyBaseLogger } from 'fastify';
import { writeCompanyAudited } from '../../lib/audit.js';
import type { JobQueue } from '../../lib/jobs.js';
import { pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { enqueueWebhookEvent } from '../webhooks/emit.js';
import {
  claimJob,
  deleteJob,
  deleteJobs,
  expiredJobs,
  findJob,
  finishJob,
  insertJob,
  listJobs,
  payrollLayoutFormat,
  type ReportJobRow,
  saveProgress,
  unfinishedJobs,
} from './jobs.repository.js';
import { filterNames, presentJob } from './present.js';
import type { ReportMaker } from './report-generator.js';
import { reportEmployees, resolveSelection } from './selection.js';

// Report jobs (issue 18): a report asked for is a row (the Downloads list) and a pg-boss job; the
// runner makes the file into storage with progress, and the row keeps it 7 days. A server that
// stops half-way finds the job again at start-up (resume) and makes it anew.

export const REPORT_QUEUE = 'reports.make';
export const REPORT_EXPIRY_QUEUE = 'reports.expire';

export interface ReportJobMessage {
  companyId: string;
  jobId: string;
}

/** How often a run writes its progress (a row update per employee would be wasted writes). */
const PROGRESS_EVERY_MS = 500;

export function createReportJobsService(deps: {
  db: Database;
  storage: FileStorage;
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
  makers: Partial<Record<string, ReportMaker>>;
}) {
  const { db, storage, log, makers } = deps;
  const { openWrite, openRead } = storage;
  if (!openWrite || !openRead) throw new Error('report files need a storage with streams');

  /** Who sees a job: whoever asked for it, and the company's full-access roles. */
  const visible = (scope: CompanyScope, row: ReportJobRow | undefined) =>
    row && (isFullAccessRole(scope.role) || row.requestedBy === scope.userId) ? row : undefined;

  async function enqueue(companyId: string, jobId: string) {
    await deps.jobs?.send(REPORT_QUEUE, { companyId, jobId } satisfies ReportJobMessage, jobId);
  }

  /** Makes one job's file; a job already done, failed or deleted is left alone. */
  async function run(message: ReportJobMessage, now = new Date()): Promise<void> {
    const tenant = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
      withTenant(db, { companyId: message.companyId }, work);
    const job = await tenant((t) => claimJob(t, message.jobId));
    if (!job) return;
    const maker = makers[job.kind];
    const fileKey = `reports/${job.companyId}/${job.id}`;
    try {
      if (!maker) throw new AppError('business_rule', { message: 'validation.report_format' });
      const selection = {
        ...(job.params as unknown as ReportJobBody),
        ownOnly: job.params.own_only === true,
      };
      const employees = await tenant((t) => reportEmployees(t, selection));
      if (employees.length === 0) {
        throw new AppError('business_rule', { message: 'validation.report_no_employees' });
      }
      const total = employees.length;
      await tenant((t) => saveProgress(t, job.id, 0, total));
      let saved = Date.now();
      const out = new PassThrough();
      let size = 0;
      out.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const written = pipeline(out, await openWrite!(fileKey));
      // Awaited below; a storage error while the maker still writes must not go unhandled.
      written.catch(() => undefined);
      const info = await maker
        .write({
          db,
          companyId: job.companyId,
          tenant,
          selection,
          format: job.format as ReportJobBody['format'],
          language: job.language as Language,
          employees,
          layoutId: selection.layout_id,
          now,
          progress: async (done) => {
            if (done < total && Date.now() - saved < PROGRESS_EVERY_MS) return;
            saved = Date.now();
            await tenant((t) => saveProgress(t, job.id, Math.min(done, total), total));
          },
          out,
        })
        .finally(() => out.end());
      await written;
      await tenant(async (t) => {
        await saveProgress(t, job.id, total, total);
        await finishJob(t, job.id, {
          status: 'done',
          fileKey,
          fileName: info.fileName,
          fileType: info.contentType,
          fileSize: size,
        });
        const done = (await findJob(t, job.id))!;
        await enqueueWebhookEvent(
          t,
          'report.ready',
          presentJob(done, await filterNames(t, [done]), job.language as Language, new Date()),
        );
      });
    } catch (error) {
      await storage.remove(fileKey).catch(() => undefined);
      const message =
        error instanceof AppError && error.message.startsWith('validation.')
          ? error.message
          : 'validation.report_failed';
      if (!(error instanceof AppError)) log.error({ err: error, jobId: job.id }, 'report job');
      await tenant((t) => finishJob(t, job.id, { status: 'failed', error: message }));
    }
  }

  return {
    run,

    async create(scope: CompanyScope, body: ReportJobBody, language: Language): Promise<ReportJob> {
      if (!makers[body.kind]) {
        throw new AppError('validation_error', {
          fieldErrors: { kind: ['validation.report_format'] },
        });
      }
      const job = await writeCompanyAudited(
        db,
        writeScope(scope, scope.context, 'report_job'),
        async (t, audit) => {
          const selection = await resolveSelection(t, scope, body.kind, body);
          if (body.layout_id) {
            // A csv export needs a csv layout, a text export a fixed-width one.
            const format = await payrollLayoutFormat(t, body.layout_id);
            if (format === null) {
              throw new AppError('validation_error', {
                fieldErrors: { layout_id: ['validation.not_found_ref'] },
              });
            }
            if ((body.format === 'csv') !== (format === 'csv') || body.format === 'xlsx') {
              throw new AppError('validation_error', {
                fieldErrors: { layout_id: ['validation.payroll_layout_format'] },
              });
            }
          }
          const employees = await reportEmployees(t, selection);
          if (employees.length === 0) {
            throw new AppError('business_rule', { message: 'validation.report_no_employees' });
          }
          const params: Record<string, unknown> = {
            from: selection.from,
            to: selection.to,
            ...(selection.employee_id ? { employee_id: selection.employee_id } : {}),
            ...(selection.department_id ? { department_id: selection.department_id } : {}),
            ...(selection.subsidiary_id ? { subsidiary_id: selection.subsidiary_id } : {}),
            ...(body.layout_id ? { layout_id: body.layout_id } : {}),
            ...(selection.ownOnly ? { own_only: true } : {}),
          };
          const row = await insertJob(t, {
            requestedBy: scope.userId,
            kind: body.kind,
            format: body.format,
            params,
            language,
            totalCount: employees.length,
            expiresAt: new Date(Date.now() + REPORT_KEEP_DAYS * 86_400_000),
          });
          await audit({
            action: 'report_job.create',
            entityId: row.id,
            after: { kind: body.kind, format: body.format, ...params },
          });
          const found = await findJob(t, row.id);
          return presentJob(found!, await filterNames(t, [found!]), language, new Date());
        },
      );
      await enqueue(scope.companyId, job.id);
      return job;
    },

    async list(
      scope: CompanyScope,
      query: ReportJobListQuery,
      language: Language,
    ): Promise<ListResult<ReportJob>> {
      return withTenant(db, scope, async (t) => {
        const { limit, offset } = pageWindow(query);
        const { rows, count } = await listJobs(t, {
          requestedBy: isFullAccessRole(scope.role) ? null : scope.userId,
          status: query.status,
          kind: query.kind,
          limit,
          offset,
        });
        const names = await filterNames(t, rows);
        const now = new Date();
        return {
          results: rows.map((row) => presentJob(row, names, language, now)),
          count,
          page: query.page,
          page_size: query.page_size,
        };
      });
    },

    async get(scope: CompanyScope, id: string, language: Language): Promise<ReportJob> {
      return withTenant(db, scope, async (t) => {
        const row = visible(scope, await findJob(t, id));
        if (!row) throw AppError.notFound();
        return presentJob(row, await filterNames(t, [row]), language, new Date());
      });
    },

    /** The finished file as a stream: 409 while not ready, 409 once expired. */
    async file(scope: CompanyScope, id: string) {
      const row = await withTenant(db, scope, async (t) => visible(scope, await findJob(t, id)));
      if (!row) throw AppError.notFound();
      if (row.expiresAt.getTime() <= Date.now()) {
        throw new AppError('conflict', { message: 'validation.report_expired' });
      }
      if (row.status !== 'done' || !row.fileKey) {
        throw new AppError('conflict', { message: 'validation.report_not_ready' });
      }
      const stored = await openRead!(row.fileKey);
      if (!stored) throw new AppError('conflict', { message: 'validation.report_expired' });
      return {
        ...stored,
        name: row.fileName ?? 'report',
        type: row.fileType ?? 'application/octet-stream',
      };
    },

    async remove(scope: CompanyScope, id: string): Promise<void> {
      const fileKey = await writeCompanyAudited(
        db,
        writeScope(scope, scope.context, 'report_job'),
        async (t, audit) => {
          const row = visible(scope, await findJob(t, id));
          if (!row) throw AppError.notFound();
          await deleteJob(t, id);
          await audit({ action: 'report_job.delete', entityId: id });
          return row.fileKey;
        },
      );
      if (fileKey) await storage.remove(fileKey);
    },

    /** At start-up: jobs a stopped server left waiting or half made go back in the queue. */
    async resume(executor: Executor = db): Promise<number> {
      const pending = await unfinishedJobs(executor);
      for (const job of pending) await enqueue(job.companyId, job.id);
      return pending.length;
    },

    /** Runs every waiting job now (the tests' and a job-less server's way). */
    async runPending(now = new Date()): Promise<number> {
      const pending = await unfinishedJobs(db);
      for (const job of pending) await run({ companyId: job.companyId, jobId: job.id }, now);
      return pending.length;
    },

    /** Deletes the files and rows past their 7 days. */
    async expire(now = new Date()): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = await expiredJobs(db, now, 200);
        if (batch.length === 0) return removed;
        for (const job of batch) if (job.fileKey) await storage.remove(job.fileKey);
        await deleteJobs(
          db,
          batch.map((job) => job.id),
        );
        removed += batch.length;
      }
    },
  };
}
export type ReportJobsService = ReturnType<typeof createReportJobsService>;
