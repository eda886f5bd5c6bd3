import { dataEnvelope, healthSchema } from '../../api/envelope.js';
import { operation } from '../operation.js';
import { clientConfigSchema } from '../organization.js';

/** The server itself: liveness, and the public settings the SPA reads at run time. */
export const systemOperations = {
  health: operation({
    method: 'GET',
    area: 'root',
    path: '/api/health/',
    responses: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
  }),
  clientConfig: operation({
    method: 'GET',
    path: '/base/client-config/',
    responses: { 200: dataEnvelope(clientConfigSchema) },
  }),
};
