import { dataEnvelope } from '../../api/envelope.js';
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationTestBodySchema,
  notificationTestResultSchema,
} from '../notification-settings.js';
import { operation } from '../operation.js';

/** system/notifications/*: who hears of which event and how (issue 19). */
export const notificationSettingsOperations = {
  get: operation({
    method: 'GET',
    path: '/system/notifications/settings/',
    responses: { 200: dataEnvelope(notificationSettingsSchema) },
  }),
  update: operation({
    method: 'PUT',
    path: '/system/notifications/settings/',
    body: notificationSettingsBodySchema,
    responses: { 200: dataEnvelope(notificationSettingsSchema) },
  }),
  test: operation({
    method: 'POST',
    path: '/system/notifications/test/',
    body: notificationTestBodySchema,
    responses: { 200: dataEnvelope(notificationTestResultSchema) },
  }),
};
