import { z } from 'zod';
import { dataEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import { companySubscriptionSchema, publicPlanSchema } from '../subscription.js';

/** The company's subscription and the public plans. */
export const subscriptionOperations = {
  mine: operation({
    method: 'GET',
    path: '/company/subscription/',
    responses: { 200: dataEnvelope(companySubscriptionSchema) },
  }),
  publicPlans: operation({
    method: 'GET',
    path: '/base/plans/',
    responses: { 200: dataEnvelope(z.array(publicPlanSchema)) },
  }),
};
