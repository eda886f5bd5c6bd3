import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  abnormalDecisionBodySchema,
  abnormalDecisionResultSchema,
  abnormalPunchQuerySchema,
  abnormalPunchSchema,
} from '../abnormal-punches.js';
import { operation } from '../operation.js';

/** timesheets/abnormal-punches/*: flagged punches and days, and a manager's decisions on them. */
export const abnormalPunchesOperations = {
  list: operation({
    method: 'GET',
    path: '/timesheets/abnormal-punches/',
    query: abnormalPunchQuerySchema,
    responses: { 200: listEnvelope(abnormalPunchSchema) },
  }),
  decide: operation({
    method: 'POST',
    path: '/timesheets/abnormal-punches/decisions/',
    body: abnormalDecisionBodySchema,
    responses: { 201: dataEnvelope(abnormalDecisionResultSchema) },
  }),
};
