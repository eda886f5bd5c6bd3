import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  reportJobBodySchema,
  reportJobListQuerySchema,
  reportJobSchema,
  timeMirrorFileQuerySchema,
} from '../reports.js';
import { XLSX_CONTENT_TYPE } from './employees.js';
import { idParams } from './params.js';

// Operations of issue 18: report jobs (the Downloads list) and the time mirror of one employee.

export const REPORT_FILE_TYPES = [
  'application/pdf',
  'application/zip',
  XLSX_CONTENT_TYPE,
  'text/csv',
  'text/plain',
] as const;

export const reportJobsOperations = {
  create: operation({
    method: 'POST',
    path: '/reports/jobs/',
    body: reportJobBodySchema,
    responses: { 202: dataEnvelope(reportJobSchema) },
  }),
  list: operation({
    method: 'GET',
    path: '/reports/jobs/',
    query: reportJobListQuerySchema,
    responses: { 200: listEnvelope(reportJobSchema) },
  }),
  get: operation({
    method: 'GET',
    path: '/reports/jobs/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(reportJobSchema) },
  }),
  file: operation({
    method: 'GET',
    path: '/reports/jobs/:id/file/',
    params: idParams,
    download: true,
    produces: REPORT_FILE_TYPES,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/reports/jobs/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
};

export const timeMirrorOperations = {
  file: operation({
    method: 'GET',
    path: '/reports/time-mirror/file/',
    query: timeMirrorFileQuerySchema,
    download: true,
    produces: ['application/pdf', XLSX_CONTENT_TYPE],
  }),
};
