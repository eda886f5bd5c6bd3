import { dataEnvelope } from '../../api/envelope.js';
import {
  aejExportQuerySchema,
  aejPlanQuerySchema,
  aejPlanSchema,
  aejSignatureQuerySchema,
} from '../aej-export.js';
import { operation } from '../operation.js';
import {
  acceptanceBodySchema,
  employeeLeaveSchema,
  leaveBodySchema,
  leaveCancelBodySchema,
  periodChangeResultSchema,
  periodCloseBodySchema,
  periodReopenBodySchema,
  timesheetOverviewQuerySchema,
  timesheetOverviewSchema,
  timesheetPeriodSchema,
  timesheetQuerySchema,
  timesheetSchema,
} from '../timesheets.js';
import { idParams } from './params.js';

/** timesheets/*: the computed days, leave on the grid, period close and the employee's acceptance. */
export const timesheetsOperations = {
  timesheet: operation({
    method: 'GET',
    path: '/timesheets/timesheet/',
    query: timesheetQuerySchema,
    responses: { 200: dataEnvelope(timesheetSchema) },
  }),
  overview: operation({
    method: 'GET',
    path: '/timesheets/overview/',
    query: timesheetOverviewQuerySchema,
    responses: { 200: dataEnvelope(timesheetOverviewSchema) },
  }),
  createLeave: operation({
    method: 'POST',
    path: '/timesheets/leaves/',
    body: leaveBodySchema,
    responses: { 201: dataEnvelope(employeeLeaveSchema) },
  }),
  uploadLeaveDocument: operation({
    method: 'POST',
    path: '/timesheets/leaves/:id/document/',
    params: idParams,
    upload: true,
    responses: { 200: dataEnvelope(employeeLeaveSchema) },
  }),
  cancelLeave: operation({
    method: 'POST',
    path: '/timesheets/leaves/:id/cancel/',
    params: idParams,
    body: leaveCancelBodySchema,
    responses: { 200: dataEnvelope(employeeLeaveSchema) },
  }),
  closePeriod: operation({
    method: 'POST',
    path: '/timesheets/periods/close/',
    body: periodCloseBodySchema,
    responses: { 200: dataEnvelope(periodChangeResultSchema) },
  }),
  reopenPeriod: operation({
    method: 'POST',
    path: '/timesheets/periods/reopen/',
    body: periodReopenBodySchema,
    responses: { 200: dataEnvelope(periodChangeResultSchema) },
  }),
  acceptPeriod: operation({
    method: 'POST',
    path: '/timesheets/periods/:id/acceptance/',
    params: idParams,
    body: acceptanceBodySchema,
    responses: { 200: dataEnvelope(timesheetPeriodSchema) },
  }),
};

/** reports/aej/: the company's AEJ from the stored timesheets, and its detached signature. */
export const aejExportOperations = {
  aej: operation({
    method: 'GET',
    path: '/reports/aej/',
    query: aejExportQuerySchema,
    download: true,
    produces: ['text/plain'],
  }),
  plan: operation({
    method: 'GET',
    path: '/reports/aej/plan/',
    query: aejPlanQuerySchema,
    responses: { 200: dataEnvelope(aejPlanSchema) },
  }),
  signature: operation({
    method: 'GET',
    path: '/reports/aej/signature/',
    query: aejSignatureQuerySchema,
    download: true,
    produces: ['application/pkcs7-signature'],
  }),
};
