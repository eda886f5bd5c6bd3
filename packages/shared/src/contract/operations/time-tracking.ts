import { dataEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import { timeTrackingSettingsBodySchema, timeTrackingSettingsSchema } from '../time-tracking.js';

// Operations of the time-tracking settings (issue 19), addressed like System › AFD/AEJ's.
export const timeTrackingOperations = {
  settings: operation({
    method: 'GET',
    path: '/system/time-tracking/settings/',
    responses: { 200: dataEnvelope(timeTrackingSettingsSchema) },
  }),
  updateSettings: operation({
    method: 'PUT',
    path: '/system/time-tracking/settings/',
    body: timeTrackingSettingsBodySchema,
    responses: { 200: dataEnvelope(timeTrackingSettingsSchema) },
  }),
};
