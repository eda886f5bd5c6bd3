import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { type DatabaseHandle, loadSealingKey } from '@ponteiro/db';
import {
  API_BASE_PATH,
  MAX_JSON_BODY_BYTES,
  SESSION_COOKIE_LIFETIME_MINUTES,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { backOfficeRoutes } from './back-office-routes.js';
import type { Config } from './config.js';
import { trackRouteAccess } from './http/define-route.js';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background.js';
import { startDatabaseStatistics } from './lib/database-statistics.js';
import { type JobQueue, startJobQueue } from './lib/jobs.js';
import { createMailer } from './lib/mailer.js';
import { localFileStorage } from './lib/storage.js';
import { createAdminAuthService } from './modules/admin-auth/service.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { createPasswordResetService } from './modules/auth/password-reset.service.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createSignInThrottle } from './modules/auth/sign-in-throttle.js';
import { loadSigningKey } from './modules/auth/signing-key.js';
import { createTokenService } from './modules/auth/tokens.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { companiesRoutes } from './modules/companies/routes.js';
import { createCompaniesService } from './modules/companies/service.js';
import { employeeImportRoutes } from './modules/employees/import.routes.js';
import { createEmployeeImportService } from './modules/employees/import.service.js';
import { employeesRoutes } from './modules/employees/routes.js';
import {
  linkEmployeeOnJoin,
  unlinkEmployeeOnLeave,
} from './modules/employees/self-service-link.js';
import { createEmployeesService } from './modules/employees/service.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { createFeedbackService } from './modules/feedback/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { createHealthService } from './modules/health/service.js';
import { mediaRoutes } from './modules/media/routes.js';
import { createMediaSigner } from './modules/media/signer.js';
import { membersRoutes } from './modules/members/routes.js';
import { createMembersService } from './modules/members/service.js';
import { organizationRoutes } from './modules/organization/routes.js';
import { createOrganizationService } from './modules/organization/service.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { createPunchAppender } from './modules/punches/punch-appender.js';
import { createRegisterSettingsService } from './modules/register/settings.service.js';
import type { ReportJobsService } from './modules/reports/jobs.service.js';
import { rolesRoutes } from './modules/roles/routes.js';
import { createRolesService } from './modules/roles/service.js';
import { sessionRoutes } from './modules/session/routes.js';
import { subscriptionRoutes } from './modules/subscription/routes.js';
import { createSubscriptionService } from './modules/subscription/service.js';
import { createWebhookDispatcher } from './modules/webhooks/dispatcher.js';
import { startWebhookJobs } from './modules/webhooks/jobs.js';
import { webhookTargetPolicy } from './modules/webhooks/target-guard.js';
import { createGuards } from './plugins/authenticate.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputTextPlugin } from './plugins/input-text.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin, requestIdFrom } from './plugins/request-context.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { createReportServices, reportsRoutes, startReportJobs } from './reports-routes.js';
import { systemRoutes } from './system-routes.js';
import {
  createTimeAttendanceServices,
  startTimeAttendanceJobs,
  timeAttendanceRoutes,
} from './time-attendance-routes.js';
import { APP_VERSION } from './version.js';

export interface BuildServerOptions {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the pino logger settings (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    config: Config;
    /** Work that runs after the response (tests await `background.idle()`). */
    background: BackgroundTasks;
    /** The escalation sweep the job runs (tests call it with a moved clock). */
    escalateRequests: (now?: Date) => Promise<number>;
    /** The report jobs (tests run them with `runPending`, expire them with `expire`). */
    reportJobs: ReportJobsService;
    /** The daily expiry reminders (tests call it with a moved clock). */
    sendReminders: (now?: Date) => Promise<number>;
    /** The webhook sender: every delivery due at `now` (tests call it with a moved clock). */
    deliverWebhooks: (now?: Date) => Promise<number>;
  }
}

/** Methods whose requests carry no body. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildServer({
  config,
  database,
  logger,
}: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // In-flight requests finish on shutdown; new connections are refused.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: a route under the API base path without a declared access fails start-up.
  trackRouteAccess(app, API_BASE_PATH);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // api.md has clients send `Content-Type: application/json` on every request, DELETE included:
  // on a method without a body, an empty one is "no body", not malformed JSON. Anything else
  // (an empty POST/PUT body too) goes to Fastify's own parser.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (BODYLESS_METHODS.has(request.method) && text.trim() === '') done(null, undefined);
    else defaultJsonParser(request, text, done);
  });
  app.decorate('database', database);
  app.decorate('config', config);

  await errorsPlugin(app);
  await inputTextPlugin(app);
  await requestContextPlugin(app);
  await securityPlugin(app, config);
  await app.register(cookie);
  // Uploads are read by lib/uploads.ts, which applies each kind's own limit and type check.
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)),
      files: 1,
      fields: 20,
      fieldSize: 100 * 1024,
      parts: 25,
    },
  });
  await openApiPlugin(app, APP_VERSION);

  const health = createHealthService(database, APP_VERSION);
  await app.register(healthRoutes, { health });
  const signingKey = await loadSigningKey(database.db, config.JWT_SECRET);
  const tokens = createTokenService(signingKey, {
    accessTtlMinutes: config.ACCESS_TOKEN_TTL_MINUTES,
    adminTtlMinutes: SESSION_COOKIE_LIFETIME_MINUTES,
  });
  // Signed URLs of uploaded files (GET media/…), keyed off the token key: no extra configuration.
  const media = createMediaSigner(signingKey);
  const throttle = createSignInThrottle(database.db);
  const auth = createAuthService({
    db: database.db,
    tokens,
    throttle,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    media,
  });
  app.decorate('guards', createGuards(database.db, auth, tokens));
  const companies = createCompaniesService({ db: database.db, auth });
  const adminAuth = createAdminAuthService({ db: database.db, tokens, throttle });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    logLinks: config.logEmailLinks,
  });
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  // Background work may still queue an email: let it finish before the mailer closes.
  app.addHook('onClose', async () => {
    await background.idle();
    mailer.close();
  });
  const passwordReset = createPasswordResetService({ db: database.db, mailer });
  // Joining or leaving a company links or unlinks the employee with the user's address.
  const members = createMembersService({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
    events: { joined: linkEmployeeOnJoin, left: unlinkEmployeeOnLeave },
  });
  const roles = createRolesService(database.db);
  const storage = localFileStorage(`${config.DATA_DIR}/files`);
  const profile = createProfileService({ db: database.db, storage, media });
  const organization = createOrganizationService({ db: database.db });
  const employees = createEmployeesService({ db: database.db, storage, members, media });
  const employeeImport = createEmployeeImportService({ db: database.db, kind: database.kind });
  // Sealed secrets (company certificates): SEALING_KEY, else the installation's own key — loaded
  // here, before any request: read inside a request's transaction it would wait for a second
  // connection (the embedded database has one).
  const registerSettings = createRegisterSettingsService({
    db: database.db,
    sealingKey: await loadSealingKey(database.db, config.SEALING_KEY),
    config,
  });
  // The one entry point that appends punches (web now; devices and imports later).
  const punchAppender = createPunchAppender(database.db);
  // Background jobs (pg-boss in the database itself): the timesheets' recompute and its sweep.
  const jobs: JobQueue | null = config.backgroundJobs
    ? await startJobQueue(database, app.log)
    : null;
  const timeAttendance = createTimeAttendanceServices({
    db: database.db,
    storage,
    media,
    mailer,
    jobs,
    log: app.log,
    appUrl: config.appUrl,
  });
  app.decorate('escalateRequests', (now?: Date) =>
    timeAttendance.decisions.escalateDue(database.db, now),
  );
  app.decorate('sendReminders', (now?: Date) => timeAttendance.reminders.run(now));
  const reports = createReportServices({
    db: database.db,
    storage,
    jobs,
    log: app.log,
    timeAttendance,
  });
  app.decorate('reportJobs', reports.reportJobs);
  // Webhooks (issue 20): the sender of every company's deliveries.
  const webhookDispatcher = createWebhookDispatcher({
    db: database.db,
    policy: webhookTargetPolicy(config),
    notifier: timeAttendance.notifier,
    log: app.log,
  });
  app.decorate('deliverWebhooks', (now?: Date) => webhookDispatcher.deliverDue(now));
  if (jobs) {
    await startTimeAttendanceJobs(jobs, database.db, timeAttendance);
    await startReportJobs(jobs, reports);
    await startDatabaseStatistics(jobs, database, app.log);
    await startWebhookJobs(jobs, webhookDispatcher);
    // Before the database closes (index.ts closes it after the app).
    app.addHook('onClose', () => jobs.stop());
  }

  await app.register(
    async (api) => {
      // Answers carry tokens and personal data: no browser or proxy cache may keep them, unless
      // a route chose its own caching (e.g. a public file).
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(clientConfigRoutes, {
        mapTileUrl: config.MAP_TILE_URL,
        adminSlug: config.ADMIN_SLUG,
      });
      await api.register(authRoutes, { auth });
      await api.register(passwordResetRoutes, {
        passwordReset,
        appUrl: config.appUrl,
        background,
      });
      await api.register(sessionRoutes, { media, supportEmail: config.SUPPORT_EMAIL });
      await api.register(mediaRoutes, { media, storage });
      await api.register(companiesRoutes, { companies });
      await api.register(membersRoutes, { members });
      await api.register(rolesRoutes, { roles });
      await api.register(profileRoutes, { profile });
      await api.register(organizationRoutes, { organization });
      await api.register(employeesRoutes, { employees });
      await api.register(employeeImportRoutes, { employeeImport });
      await api.register(timeAttendanceRoutes, {
        db: database.db,
        config,
        storage,
        media,
        registerSettings,
        punchAppender,
        services: timeAttendance,
      });
      await api.register(reportsRoutes, {
        db: database.db,
        storage,
        services: reports,
        timeAttendance,
      });
      await api.register(systemRoutes, {
        db: database.db,
        config,
        storage,
        media,
        jobs,
        timeAttendance,
      });
      // The company's side of the back-office: its subscription, and feedback sent to the provider.
      await api.register(subscriptionRoutes, {
        subscription: createSubscriptionService({
          db: database.db,
          supportEmail: config.SUPPORT_EMAIL,
        }),
      });
      await api.register(feedbackRoutes, {
        feedback: createFeedbackService({ db: database.db, storage }),
      });
      await api.register(backOfficeRoutes, {
        prefix: `/admin-${config.ADMIN_SLUG}`,
        db: database.db,
        storage,
        media,
        adminAuth,
        devOutbox: config.devOutbox,
      });
    },
    { prefix: API_BASE_PATH },
  );

  await spaPlugin(app, config.WEB_DIST);
  return app;
}
