import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  payrollEmployeeEventsSchema,
  payrollEventCodeSchema,
  payrollEventCodesBodySchema,
  payrollEventsQuerySchema,
  payrollLayoutBodySchema,
  payrollLayoutSchema,
} from '../payroll.js';
import { idParams } from './params.js';

// Operations of the payroll export (issue 18): the period's events, event codes, layouts. The
// files themselves are report jobs (`reports/jobs/`, kind `payroll`).
export const payrollOperations = {
  events: operation({
    method: 'GET',
    path: '/reports/payroll/',
    query: payrollEventsQuerySchema,
    responses: { 200: listEnvelope(payrollEmployeeEventsSchema) },
  }),
  eventCodes: operation({
    method: 'GET',
    path: '/reports/payroll/event-codes/',
    responses: { 200: dataEnvelope(z.array(payrollEventCodeSchema)) },
  }),
  saveEventCodes: operation({
    method: 'PUT',
    path: '/reports/payroll/event-codes/',
    body: payrollEventCodesBodySchema,
    responses: { 200: dataEnvelope(z.array(payrollEventCodeSchema)) },
  }),
  listLayouts: operation({
    method: 'GET',
    path: '/reports/payroll/layouts/',
    responses: { 200: dataEnvelope(z.array(payrollLayoutSchema)) },
  }),
  createLayout: operation({
    method: 'POST',
    path: '/reports/payroll/layouts/',
    body: payrollLayoutBodySchema,
    responses: { 201: dataEnvelope(payrollLayoutSchema) },
  }),
  getLayout: operation({
    method: 'GET',
    path: '/reports/payroll/layouts/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(payrollLayoutSchema) },
  }),
  updateLayout: operation({
    method: 'PUT',
    path: '/reports/payroll/layouts/:id/',
    params: idParams,
    body: payrollLayoutBodySchema,
    responses: { 200: dataEnvelope(payrollLayoutSchema) },
  }),
  removeLayout: operation({
    method: 'DELETE',
    path: '/reports/payroll/layouts/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
};
