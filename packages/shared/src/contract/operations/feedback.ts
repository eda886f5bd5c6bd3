import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { feedbackUnreadSchema, myFeedbackListQuerySchema, myFeedbackSchema } from '../feedback.js';
import { operation } from '../operation.js';
import { idParams } from './params.js';

/** "Send feedback" in the app: any member sends and reads their own (issue 16). */
export const feedbackOperations = {
  /**
   * Multipart form: `category`, `message`, `page`, `app_version` (text fields first), then the
   * optional screenshot (JPEG/PNG ≤ 3 MB; field `screenshot`, or `file` as the web client sends).
   */
  create: operation({
    method: 'POST',
    path: '/feedback/',
    upload: true,
    responses: { 201: dataEnvelope(myFeedbackSchema) },
  }),
  list: operation({
    method: 'GET',
    path: '/feedback/',
    query: myFeedbackListQuerySchema,
    responses: { 200: listEnvelope(myFeedbackSchema) },
  }),
  unread: operation({
    method: 'GET',
    path: '/feedback/unread/',
    responses: { 200: dataEnvelope(feedbackUnreadSchema) },
  }),
  markRead: operation({
    method: 'POST',
    path: '/feedback/:id/read/',
    params: idParams,
    responses: { 200: dataEnvelope(myFeedbackSchema) },
  }),
};
