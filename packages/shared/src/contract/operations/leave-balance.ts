import { dataEnvelope } from '../../api/envelope.js';
import { leaveBalanceQuerySchema, leaveBalanceSchema } from '../leave-balance.js';
import { operation } from '../operation.js';

// Operations of the leave balance (issue 17); `operations` (index.ts) composes them.
export const leaveBalanceOperations = {
  list: operation({
    method: 'GET',
    path: '/ta-events/leave-balance/',
    query: leaveBalanceQuerySchema,
    responses: { 200: dataEnvelope(leaveBalanceSchema) },
  }),
};
