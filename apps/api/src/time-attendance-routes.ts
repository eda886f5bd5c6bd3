import type { Database, Executor } from '@ponteiro/db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { JobQueue } from './lib/jobs.js';
import type { createMailer } from './lib/mailer.js';
import type { FileStorage } from './lib/storage.js';
import { aejExportRoutes } from './modules/aej-export/aej-export.routes.js';
import { createAejExportService } from './modules/aej-export/aej-export.service.js';
import { createHoursBankBalanceService } from './modules/balances/hours-bank.service.js';
import { createLeaveBalanceService } from './modules/balances/leave.service.js';
import { balancesRoutes } from './modules/balances/routes.js';
import { legalFilesRoutes } from './modules/legal-files/routes.js';
import type { MediaSigner } from './modules/media/signer.js';
import { ABNORMAL_ALERTS_QUEUE } from './modules/notifications/alerts.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { createReminders, REMINDERS_QUEUE } from './modules/notifications/reminders.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { createNotificationsService } from './modules/notifications/service.js';
import { abnormalPunchesRoutes } from './modules/punches/abnormal.routes.js';
import { createAbnormalPunchesService } from './modules/punches/abnormal.service.js';
import { createAbnormalDecisionsService } from './modules/punches/abnormal-decisions.service.js';
import { createAfdExportService } from './modules/punches/afd-export.service.js';
import { createPunchService } from './modules/punches/punch.service.js';
import type { createPunchAppender } from './modules/punches/punch-appender.js';
import { createPunchLogService } from './modules/punches/punch-log.service.js';
import { createReceiptService } from './modules/punches/receipt.service.js';
import { receiptSignerSource } from './modules/punches/receipt-signer.js';
import { punchesRoutes } from './modules/punches/routes.js';
import { createTreatmentsService } from './modules/punches/treatments.service.js';
import type { RegisterSettingsService } from './modules/register/settings.service.js';
import { createDecisionsService } from './modules/requests/decisions.service.js';
import { ESCALATION_QUEUE } from './modules/requests/escalation.js';
import { createRequestsService } from './modules/requests/requests.service.js';
import { requestsRoutes } from './modules/requests/routes.js';
import { createAssignmentsService } from './modules/time-policy/assignments.service.js';
import { timePolicyCalendarRoutes } from './modules/time-policy/calendar.routes.js';
import { createHolidaysService } from './modules/time-policy/holidays.service.js';
import { createHoursBankService } from './modules/time-policy/hours-bank.service.js';
import { createLeaveTypesService } from './modules/time-policy/leave-types.service.js';
import { createOpeningImportService } from './modules/time-policy/opening-import.service.js';
import { timePolicyRoutes } from './modules/time-policy/routes.js';
import { createScenarioService } from './modules/time-policy/scenario.service.js';
import { createSchedulesService } from './modules/time-policy/schedules.service.js';
import { createTimeSettingsService } from './modules/time-policy/settings.service.js';
import { createLeavesService } from './modules/timesheets/leaves.service.js';
import { createPeriodsService } from './modules/timesheets/periods.service.js';
import {
  createTimesheetRecompute,
  RECOMPUTE_QUEUE,
  type RecomputeRequest,
  SWEEP_QUEUE,
} from './modules/timesheets/recompute.js';
import { timesheetsRoutes } from './modules/timesheets/routes.js';
import { createTimesheetService } from './modules/timesheets/timesheet.service.js';
import { createDelegationsService } from './modules/workflow/delegations.service.js';
import { createFlowsService } from './modules/workflow/flows.service.js';
import { workflowRoutes } from './modules/workflow/routes.js';
import { APP_VERSION } from './version.js';

// Time and attendance: time policy, punches, timesheets, requests and their approval flows,
// notifications, balances, AEJ. The services the background jobs share with the routes are made
// once here (createTimeAttendanceServices); buildServer wires the rest of the app around them.

/** The time-and-attendance services both the routes and the background jobs use. */
export function createTimeAttendanceServices(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
  mailer: ReturnType<typeof createMailer>;
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
  appUrl: string;
}) {
  const { db, storage, media } = deps;
  // Requests and their approvals (issue 17): notices in the app and by email.
  const notifier = createNotifier({ mailer: deps.mailer, appUrl: deps.appUrl });
  const leaveBalance = createLeaveBalanceService(db);
  const hoursBankBalance = createHoursBankBalanceService(db);
  const recompute = createTimesheetRecompute({ db, jobs: deps.jobs, log: deps.log });
  return {
    notifier,
    recompute,
    timesheets: createTimesheetService({ db, media, recompute }),
    requests: createRequestsService({ db, storage, media, notifier }),
    decisions: createDecisionsService({ db, storage, media, notifier }),
    leaveBalance,
    hoursBankBalance,
    reminders: createReminders({ db, leaveBalance, hoursBank: hoursBankBalance, notifier }),
  };
}
export type TimeAttendanceServices = ReturnType<typeof createTimeAttendanceServices>;

/** The background jobs: the timesheets' recompute and sweep, escalations, expiry reminders. */
export async function startTimeAttendanceJobs(
  jobs: JobQueue,
  db: Executor,
  services: TimeAttendanceServices,
): Promise<void> {
  const { recompute, decisions, reminders } = services;
  // Requests that waited past their step's days move on.
  await jobs.work(ESCALATION_QUEUE, async () => {
    await decisions.escalateDue(db);
  });
  await jobs.every(ESCALATION_QUEUE, '*/15 * * * *');
  // Vacation and hours-bank expiry reminders, each morning (UTC 10:00 = 07:00 in Brasília).
  await jobs.work(REMINDERS_QUEUE, async () => {
    await reminders.run();
  });
  await jobs.every(REMINDERS_QUEUE, '0 10 * * *');
  // Punches flagged lately, to their managers per the notification settings (issue 19).
  await jobs.work(ABNORMAL_ALERTS_QUEUE, async () => {
    await reminders.abnormalPunches();
  });
  await jobs.every(ABNORMAL_ALERTS_QUEUE, '5 * * * *');
  await jobs.work<RecomputeRequest>(RECOMPUTE_QUEUE, async (request) => {
    await recompute.run(request);
  });
  await jobs.work(SWEEP_QUEUE, () => recompute.sweep());
  await jobs.every(SWEEP_QUEUE, '* * * * *');
}

/** The time-and-attendance routes (under the API base path, like every company module). */
export const timeAttendanceRoutes: FastifyPluginAsync<{
  db: Database;
  config: Config;
  storage: FileStorage;
  media: MediaSigner;
  registerSettings: RegisterSettingsService;
  punchAppender: ReturnType<typeof createPunchAppender>;
  services: TimeAttendanceServices;
}> = async (app, { db, config, storage, media, registerSettings, punchAppender, services }) => {
  await app.register(timePolicyRoutes, {
    schedules: createSchedulesService(db),
    settings: createTimeSettingsService(db),
    assignments: createAssignmentsService(db),
    scenario: createScenarioService(db),
  });
  await app.register(timePolicyCalendarRoutes, {
    holidays: createHolidaysService(db),
    leaveTypes: createLeaveTypesService(db),
    hoursBank: createHoursBankService(db),
    openingImport: createOpeningImportService(db),
  });
  await app.register(punchesRoutes, {
    punches: createPunchService({ db, appender: punchAppender, storage }),
    receipts: createReceiptService({
      db,
      signer: receiptSignerSource({
        file: config.REP_SIGNING_P12_FILE,
        password: config.REP_SIGNING_P12_PASSWORD,
        dataDir: config.DATA_DIR,
      }),
      defaultInpiNumber: config.REP_INPI_NUMBER,
    }),
    treatments: createTreatmentsService({ db: db }),
    punchLog: createPunchLogService({ db: db }),
    afdExport: createAfdExportService({
      db,
      settings: registerSettings,
      defaultInpiNumber: config.REP_INPI_NUMBER,
      developerCnpj: config.REP_DEVELOPER_CNPJ,
    }),
    registerSettings,
  });
  await app.register(timesheetsRoutes, {
    timesheets: services.timesheets,
    leaves: createLeavesService({ db, storage, media }),
    periods: createPeriodsService({ db, notifier: services.notifier }),
  });
  await app.register(requestsRoutes, {
    requests: services.requests,
    decisions: services.decisions,
  });
  await app.register(workflowRoutes, {
    flows: createFlowsService(db),
    delegations: createDelegationsService(db),
  });
  await app.register(notificationsRoutes, {
    notifications: createNotificationsService({
      db,
      queueSize: (caller, today) => services.requests.queueSize(caller, today),
    }),
  });
  await app.register(balancesRoutes, {
    leaveBalance: services.leaveBalance,
    hoursBank: services.hoursBankBalance,
  });
  await app.register(aejExportRoutes, {
    aej: createAejExportService({
      db,
      recompute: services.recompute,
      settings: registerSettings,
      defaultInpiNumber: config.REP_INPI_NUMBER,
      ptrp: { version: APP_VERSION },
    }),
  });
  await app.register(abnormalPunchesRoutes, {
    abnormalPunches: createAbnormalPunchesService({ db: db }),
    decisions: createAbnormalDecisionsService(db),
  });
  await app.register(legalFilesRoutes);
};
