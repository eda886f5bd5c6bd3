import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  webhookDeliveryDetailSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookSubscriptionBodySchema,
  webhookSubscriptionPatchSchema,
  webhookSubscriptionSchema,
} from '../webhooks.js';
import { idParams } from './params.js';

const base = '/system/notifications/webhooks';

/** system/notifications/webhooks/*: the company's webhook subscriptions and deliveries (issue 20). */
export const webhooksOperations = {
  list: operation({
    method: 'GET',
    path: `${base}/`,
    responses: { 200: dataEnvelope(z.array(webhookSubscriptionSchema)) },
  }),
  create: operation({
    method: 'POST',
    path: `${base}/`,
    body: webhookSubscriptionBodySchema,
    responses: { 201: dataEnvelope(webhookSubscriptionSchema) },
  }),
  get: operation({
    method: 'GET',
    path: `${base}/:id/`,
    params: idParams,
    responses: { 200: dataEnvelope(webhookSubscriptionSchema) },
  }),
  update: operation({
    method: 'PATCH',
    path: `${base}/:id/`,
    params: idParams,
    body: webhookSubscriptionPatchSchema,
    responses: { 200: dataEnvelope(webhookSubscriptionSchema) },
  }),
  remove: operation({
    method: 'DELETE',
    path: `${base}/:id/`,
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  rotateSecret: operation({
    method: 'POST',
    path: `${base}/:id/rotate-secret/`,
    params: idParams,
    responses: { 200: dataEnvelope(webhookSubscriptionSchema) },
  }),
  pause: operation({
    method: 'POST',
    path: `${base}/:id/pause/`,
    params: idParams,
    responses: { 200: dataEnvelope(webhookSubscriptionSchema) },
  }),
  resume: operation({
    method: 'POST',
    path: `${base}/:id/resume/`,
    params: idParams,
    responses: { 200: dataEnvelope(webhookSubscriptionSchema) },
  }),
  test: operation({
    method: 'POST',
    path: `${base}/:id/test/`,
    params: idParams,
    responses: { 202: dataEnvelope(webhookDeliverySchema) },
  }),
  deliveries: operation({
    method: 'GET',
    path: `${base}/:id/deliveries/`,
    params: idParams,
    query: webhookDeliveryListQuerySchema,
    responses: { 200: listEnvelope(webhookDeliverySchema) },
  }),
  delivery: operation({
    method: 'GET',
    path: `${base}/:id/deliveries/:deliveryId/`,
    params: webhookDeliveryParams,
    responses: { 200: dataEnvelope(webhookDeliveryDetailSchema) },
  }),
  resend: operation({
    method: 'POST',
    path: `${base}/:id/deliveries/:deliveryId/resend/`,
    params: webhookDeliveryParams,
    responses: { 202: dataEnvelope(webhookDeliverySchema) },
  }),
};
