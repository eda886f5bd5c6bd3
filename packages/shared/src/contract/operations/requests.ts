import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  markReadBodySchema,
  markReadResultSchema,
  notificationListQuerySchema,
  notificationSchema,
  notificationSummarySchema,
} from '../notifications.js';
import { operation } from '../operation.js';
import {
  approvalQueueQuerySchema,
  decideBodySchema,
  decideResultSchema,
  requestCancelBodySchema,
  requestListQuerySchema,
  taRequestSchema,
} from '../requests.js';
import {
  delegationBodySchema,
  delegationSchema,
  flowBodySchema,
  flowListQuerySchema,
  flowSchema,
  workflowPeopleSchema,
} from '../workflow.js';
import { idParams } from './params.js';

// Operations of issue 17: requests (manual punch, overtime, leave), the approver's queue, the
// approval flows and delegations, and the in-app notifications.

export const requestsOperations = {
  /**
   * Multipart form: the text fields of `requestFormSchema` first, then the optional file
   * `attachment` (PDF, JPEG or PNG ≤ 5 MB; required by leave types that need a document).
   */
  create: operation({
    method: 'POST',
    path: '/ta-events/requests/',
    upload: true,
    responses: { 201: dataEnvelope(taRequestSchema) },
  }),
  list: operation({
    method: 'GET',
    path: '/ta-events/requests/',
    query: requestListQuerySchema,
    responses: { 200: listEnvelope(taRequestSchema) },
  }),
  get: operation({
    method: 'GET',
    path: '/ta-events/requests/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(taRequestSchema) },
  }),
  cancel: operation({
    method: 'POST',
    path: '/ta-events/requests/:id/cancel/',
    params: idParams,
    body: requestCancelBodySchema,
    responses: { 200: dataEnvelope(taRequestSchema) },
  }),
  queue: operation({
    method: 'GET',
    path: '/ta-events/approvals/',
    query: approvalQueueQuerySchema,
    responses: { 200: listEnvelope(taRequestSchema) },
  }),
  decide: operation({
    method: 'POST',
    path: '/ta-events/approvals/decide/',
    body: decideBodySchema,
    responses: { 200: dataEnvelope(decideResultSchema) },
  }),
};

export const workflowOperations = {
  listFlows: operation({
    method: 'GET',
    path: '/workflow/flows/',
    query: flowListQuerySchema,
    responses: { 200: dataEnvelope(z.array(flowSchema)) },
  }),
  createFlow: operation({
    method: 'POST',
    path: '/workflow/flows/',
    body: flowBodySchema,
    responses: { 201: dataEnvelope(flowSchema) },
  }),
  updateFlow: operation({
    method: 'PUT',
    path: '/workflow/flows/:id/',
    params: idParams,
    body: flowBodySchema,
    responses: { 200: dataEnvelope(flowSchema) },
  }),
  removeFlow: operation({
    method: 'DELETE',
    path: '/workflow/flows/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  people: operation({
    method: 'GET',
    path: '/workflow/people/',
    responses: { 200: dataEnvelope(workflowPeopleSchema) },
  }),
  listDelegations: operation({
    method: 'GET',
    path: '/workflow/delegations/',
    responses: { 200: dataEnvelope(z.array(delegationSchema)) },
  }),
  createDelegation: operation({
    method: 'POST',
    path: '/workflow/delegations/',
    body: delegationBodySchema,
    responses: { 201: dataEnvelope(delegationSchema) },
  }),
  removeDelegation: operation({
    method: 'DELETE',
    path: '/workflow/delegations/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
};

export const notificationsOperations = {
  list: operation({
    method: 'GET',
    path: '/notifications/',
    query: notificationListQuerySchema,
    responses: { 200: listEnvelope(notificationSchema) },
  }),
  summary: operation({
    method: 'GET',
    path: '/notifications/summary/',
    responses: { 200: dataEnvelope(notificationSummarySchema) },
  }),
  markRead: operation({
    method: 'POST',
    path: '/notifications/read/',
    body: markReadBodySchema,
    responses: { 200: dataEnvelope(markReadResultSchema) },
  }),
};
