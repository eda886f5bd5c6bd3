import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  adminFeedbackListQuerySchema,
  adminFeedbackSchema,
  adminFeedbackUpdateBodySchema,
} from '../feedback.js';
import { operation } from '../operation.js';
import { idParams } from './params.js';

// Operations of this back-office feature; `operations` (index.ts) composes them.
export const adminFeedbackOperations = {
  /** What company users sent (admin-<slug>/feedback/): every administrator reads and answers. */
  feedback: {
    list: operation({
      method: 'GET',
      area: 'admin',
      path: '/feedback/',
      query: adminFeedbackListQuerySchema,
      responses: { 200: listEnvelope(adminFeedbackSchema) },
    }),
    get: operation({
      method: 'GET',
      area: 'admin',
      path: '/feedback/:id/',
      params: idParams,
      responses: { 200: dataEnvelope(adminFeedbackSchema) },
    }),
    update: operation({
      method: 'PUT',
      area: 'admin',
      path: '/feedback/:id/',
      params: idParams,
      body: adminFeedbackUpdateBodySchema,
      responses: { 200: dataEnvelope(adminFeedbackSchema) },
    }),
    screenshot: operation({
      method: 'GET',
      area: 'admin',
      path: '/feedback/:id/screenshot/',
      params: idParams,
      download: true,
      produces: ['image/jpeg', 'image/png'],
    }),
  },
};
