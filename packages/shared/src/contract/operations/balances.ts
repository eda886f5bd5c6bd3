import { dataEnvelope } from '../../api/envelope.js';
import {
  hoursBankAdjustmentBodySchema,
  hoursBankAdjustmentSchema,
  hoursBankBalanceQuerySchema,
  hoursBankBalanceSchema,
} from '../hours-bank-balance.js';
import { leaveBalanceQuerySchema, leaveBalanceSchema } from '../leave-balance.js';
import { operation } from '../operation.js';
import { XLSX_CONTENT_TYPE } from './employees.js';

// Operations of the balances (issue 17): leave and vacation, and the hours bank ledger.
export const balancesOperations = {
  leave: operation({
    method: 'GET',
    path: '/ta-events/leave-balance/',
    query: leaveBalanceQuerySchema,
    responses: { 200: dataEnvelope(leaveBalanceSchema) },
  }),
  hoursBank: operation({
    method: 'GET',
    path: '/ta-events/hours-bank-balance/',
    query: hoursBankBalanceQuerySchema,
    responses: { 200: dataEnvelope(hoursBankBalanceSchema) },
  }),
  hoursBankExport: operation({
    method: 'GET',
    path: '/ta-events/hours-bank-balance/export/',
    query: hoursBankBalanceQuerySchema,
    download: true,
    produces: [XLSX_CONTENT_TYPE],
  }),
  adjustHoursBank: operation({
    method: 'POST',
    path: '/ta-events/hours-bank-balance/adjustments/',
    body: hoursBankAdjustmentBodySchema,
    responses: { 201: dataEnvelope(hoursBankAdjustmentSchema) },
  }),
};
