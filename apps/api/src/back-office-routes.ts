import type { Database } from '@ponteiro/db';
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from './lib/storage.js';
import { appReleasesRoutes } from './modules/admin-app-releases/routes.js';
import { createAppReleasesService } from './modules/admin-app-releases/service.js';
import { createAdminAccountsService } from './modules/admin-auth/accounts.service.js';
import { adminAuthRoutes } from './modules/admin-auth/routes.js';
import type { AdminAuthService } from './modules/admin-auth/service.js';
import { billingRoutes } from './modules/admin-billing/routes.js';
import { createBillingService } from './modules/admin-billing/service.js';
import { adminCompaniesRoutes } from './modules/admin-companies/routes.js';
import { createAdminCompaniesService } from './modules/admin-companies/service.js';
import { dashboardRoutes } from './modules/admin-dashboard/routes.js';
import { createDashboardService } from './modules/admin-dashboard/service.js';
import { adminDevicesRoutes } from './modules/admin-devices/routes.js';
import { createAdminDevicesService } from './modules/admin-devices/service.js';
import { distributorsRoutes } from './modules/admin-distributors/routes.js';
import { createDistributorsService } from './modules/admin-distributors/service.js';
import { adminFeedbackRoutes } from './modules/admin-feedback/routes.js';
import { createAdminFeedbackService } from './modules/admin-feedback/service.js';
import { productsRoutes } from './modules/admin-products/routes.js';
import { createProductsService } from './modules/admin-products/service.js';
import type { MediaSigner } from './modules/media/signer.js';
import { outboxRoutes } from './modules/outbox/routes.js';
import { createOutboxService } from './modules/outbox/service.js';

/**
 * The provider's back-office: every platform administrator's module, registered under the one
 * prefix `admin-<slug>/` (buildServer passes it). Each route still declares `{ admin: true }`.
 */
export const backOfficeRoutes: FastifyPluginAsync<{
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
  adminAuth: AdminAuthService;
  /** Only platform administrators read the outbox (reset and invitation links are secrets). */
  devOutbox: boolean;
}> = async (app, { db, storage, media, adminAuth, devOutbox }) => {
  await app.register(adminAuthRoutes, { adminAuth, accounts: createAdminAccountsService(db) });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(db) });
  await app.register(adminCompaniesRoutes, { companies: createAdminCompaniesService(db) });
  await app.register(billingRoutes, { billing: createBillingService(db) });
  await app.register(adminFeedbackRoutes, {
    feedback: createAdminFeedbackService({ db, storage }),
  });
  await app.register(appReleasesRoutes, { appReleases: createAppReleasesService(db) });
  await app.register(productsRoutes, { products: createProductsService({ db, storage, media }) });
  await app.register(distributorsRoutes, {
    distributors: createDistributorsService({ db, storage, media }),
  });
  await app.register(adminDevicesRoutes, { devices: createAdminDevicesService(db) });
  if (devOutbox) await app.register(outboxRoutes, { outbox: createOutboxService(db) });
};
