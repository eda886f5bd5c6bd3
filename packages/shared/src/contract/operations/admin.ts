import { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api/envelope.js';
import {
  outboxEmailSchema,
  outboxEmailStatusSchema,
  outboxEmailSummarySchema,
} from '../admin-outbox.js';
import {
  adminAccountCreateBodySchema,
  adminAccountSchema,
  adminAccountUpdateBodySchema,
  adminLoginBodySchema,
  adminPasswordChangeBodySchema,
  adminTokenResponseSchema,
  adminUserSchema,
} from '../auth.js';
import {
  planBodySchema,
  planListQuerySchema,
  planSchema,
  subscriptionBodySchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
} from '../billing.js';
import { operation } from '../operation.js';
import { adminCatalogueOperations } from './admin-catalogue.js';
import { adminCompanyOperations } from './admin-companies.js';
import { adminDashboardOperations } from './admin-dashboard.js';
import { adminDistributorOperations } from './admin-distributors.js';
import { adminFeedbackOperations } from './admin-feedback.js';
import { idParams, plainIdParams } from './params.js';

/** The back-office, under `admin-<slug>/` (platform administrators). */
export const adminOperations = {
  signIn: operation({
    method: 'POST',
    area: 'admin',
    path: '/auth/login/',
    body: adminLoginBodySchema,
    responses: { 200: dataEnvelope(adminTokenResponseSchema) },
  }),
  // GET too, like the company `oauth2/logout/`.
  signOut: operation({
    method: 'POST',
    alsoAccepts: ['GET'],
    area: 'admin',
    path: '/auth/logout/',
    responses: { 200: dataEnvelope(z.null()) },
  }),
  me: operation({
    method: 'GET',
    area: 'admin',
    path: '/users/get_user/',
    responses: { 200: dataEnvelope(adminUserSchema) },
  }),
  changePassword: operation({
    method: 'PUT',
    area: 'admin',
    path: '/users/password_change/',
    body: adminPasswordChangeBodySchema,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  users: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/users/',
      query: listQuerySchema,
      responses: { 200: listEnvelope(adminAccountSchema) },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/users/',
      body: adminAccountCreateBodySchema,
      responses: { 201: dataEnvelope(adminAccountSchema) },
    }),
    update: operation({
      method: 'PUT',
      area: 'admin',
      path: '/users/:id/',
      params: plainIdParams,
      body: adminAccountUpdateBodySchema,
      responses: { 200: dataEnvelope(adminAccountSchema) },
    }),
  },
  plans: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/plan/',
      query: planListQuerySchema,
      responses: { 200: listEnvelope(planSchema) },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/plan/',
      body: planBodySchema,
      responses: { 201: dataEnvelope(planSchema) },
    }),
    update: operation({
      method: 'PUT',
      area: 'admin',
      path: '/plan/:id/',
      params: idParams,
      body: planBodySchema,
      responses: { 200: dataEnvelope(planSchema) },
    }),
  },
  subscriptions: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/subscription/',
      query: subscriptionListQuerySchema,
      responses: { 200: listEnvelope(subscriptionSchema) },
    }),
    create: operation({
      method: 'POST',
      area: 'admin',
      path: '/subscription/',
      body: subscriptionBodySchema,
      responses: { 201: dataEnvelope(subscriptionSchema) },
    }),
    remove: operation({
      method: 'DELETE',
      area: 'admin',
      path: '/subscription/:id/',
      params: idParams,
      responses: { 200: dataEnvelope(z.null()) },
    }),
  },
  ...adminDashboardOperations,
  ...adminCompanyOperations,
  ...adminFeedbackOperations,
  ...adminCatalogueOperations,
  ...adminDistributorOperations,
  /** Only when the server runs with DEV_OUTBOX (no SMTP). */
  outbox: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/outbox/',
      query: listQuerySchema.extend({ status: outboxEmailStatusSchema.optional() }),
      responses: { 200: listEnvelope(outboxEmailSummarySchema) },
    }),
    get: operation({
      method: 'GET',
      area: 'admin',
      path: '/outbox/:id/',
      params: plainIdParams,
      responses: { 200: dataEnvelope(outboxEmailSchema) },
    }),
  },
};
