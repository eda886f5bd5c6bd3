import type { Database } from '@ponteiro/db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JobQueue } from './lib/jobs.js';
import type { FileStorage } from './lib/storage.js';
import { payrollRoutes } from './modules/payroll/routes.js';
import { createPayrollServices } from './modules/payroll/services.js';
import { createReportFiguresService } from './modules/report-figures/report-figures.service.js';
import { reportFiguresRoutes } from './modules/report-figures/routes.js';
import { reportJobsRoutes } from './modules/reports/jobs.routes.js';
import {
  createReportJobsService,
  REPORT_EXPIRY_QUEUE,
  REPORT_QUEUE,
  type ReportJobMessage,
} from './modules/reports/jobs.service.js';
import { createReportMakers } from './modules/reports/makers.js';
import { createTimeMirrorFileService } from './modules/reports/time-mirror/file.service.js';
import { timeMirrorRoutes } from './modules/reports/time-mirror/routes.js';
import type { TimeAttendanceServices } from './time-attendance-routes.js';

// Reports (issue 18): the report jobs and their Downloads list, the time mirror, the figures
// reports (hours bank, overtime, summary) and the payroll export. The makers read the stored
// timesheets through the time-and-attendance services.

export function createReportServices(deps: {
  db: Database;
  storage: FileStorage;
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
  timeAttendance: TimeAttendanceServices;
}) {
  const makers = createReportMakers({ db: deps.db, services: deps.timeAttendance });
  return {
    makers,
    reportJobs: createReportJobsService({
      db: deps.db,
      storage: deps.storage,
      jobs: deps.jobs,
      log: deps.log,
      makers,
    }),
    timeMirrorFile: createTimeMirrorFileService({ db: deps.db, maker: makers.time_mirror! }),
    payroll: createPayrollServices({
      db: deps.db,
      hoursBank: deps.timeAttendance.hoursBankBalance,
    }),
    figures: createReportFiguresService({
      db: deps.db,
      hoursBank: deps.timeAttendance.hoursBankBalance,
    }),
  };
}
export type ReportServices = ReturnType<typeof createReportServices>;

/**
 * The report jobs' worker (one at a time per instance: a report is long and memory-bound), the
 * jobs a stopped server left behind, and the hourly removal of files past their 7 days.
 */
export async function startReportJobs(jobs: JobQueue, services: ReportServices): Promise<void> {
  const { reportJobs } = services;
  await jobs.work<ReportJobMessage>(REPORT_QUEUE, (message) => reportJobs.run(message));
  await reportJobs.resume();
  await jobs.work(REPORT_EXPIRY_QUEUE, async () => {
    await reportJobs.expire();
  });
  await jobs.every(REPORT_EXPIRY_QUEUE, '17 * * * *');
}

/** The reports' routes (under the API base path). */
export const reportsRoutes: FastifyPluginAsync<{
  db: Database;
  storage: FileStorage;
  services: ReportServices;
  timeAttendance: TimeAttendanceServices;
}> = async (app, { services }) => {
  await app.register(reportJobsRoutes, { reportJobs: services.reportJobs });
  await app.register(timeMirrorRoutes, { timeMirrorFile: services.timeMirrorFile });
  await app.register(reportFiguresRoutes, { figures: services.figures });
  await app.register(payrollRoutes, services.payroll);
};
