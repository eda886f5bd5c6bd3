import { dataEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import { personalizationBodySchema, personalizationSchema } from '../personalization.js';

/** system/personalization/settings/: the brand colour and new users' language (issue 19). */
export const personalizationOperations = {
  settings: operation({
    method: 'GET',
    path: '/system/personalization/settings/',
    responses: { 200: dataEnvelope(personalizationSchema) },
  }),
  updateSettings: operation({
    method: 'PUT',
    path: '/system/personalization/settings/',
    body: personalizationBodySchema,
    responses: { 200: dataEnvelope(personalizationSchema) },
  }),
};
