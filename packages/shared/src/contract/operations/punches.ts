import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  adminPunchBodySchema,
  adminPunchBulkBodySchema,
  adminPunchBulkResultSchema,
  afdExportQuerySchema,
  afdPlanQuerySchema,
  afdPlanSchema,
  afdSignatureQuerySchema,
  punchBodySchema,
  punchLogEntrySchema,
  punchLogQuerySchema,
  punchReceiptSchema,
  punchStatusSchema,
  registerSettingsBodySchema,
  registerSettingsSchema,
  treatmentReasonBodySchema,
} from '../punches.js';
import { XLSX_CONTENT_TYPE } from './employees.js';
import { idParams } from './params.js';

/** punches/*: the employee's own punch (REP-P) and its receipt. */
export const punchesOperations = {
  punch: operation({
    method: 'POST',
    path: '/punches/',
    body: punchBodySchema,
    responses: { 201: dataEnvelope(punchReceiptSchema) },
  }),
  status: operation({
    method: 'GET',
    path: '/punches/status/',
    responses: { 200: dataEnvelope(punchStatusSchema) },
  }),
  receipt: operation({
    method: 'GET',
    path: '/punches/:id/receipt/',
    params: idParams,
    download: true,
    produces: ['application/pdf'],
  }),
};

/** timesheets/*: what managers do with punches (treatments) and the punch log. */
export const punchTreatmentOperations = {
  include: operation({
    method: 'POST',
    path: '/timesheets/admin-punches/',
    body: adminPunchBodySchema,
    responses: { 201: dataEnvelope(punchLogEntrySchema) },
  }),
  includeMany: operation({
    method: 'POST',
    path: '/timesheets/admin-punches/bulk/',
    body: adminPunchBulkBodySchema,
    responses: { 201: dataEnvelope(adminPunchBulkResultSchema) },
  }),
  disregard: operation({
    method: 'POST',
    path: '/timesheets/punches/:id/disregard/',
    params: idParams,
    body: treatmentReasonBodySchema,
    responses: { 200: dataEnvelope(punchLogEntrySchema) },
  }),
  undo: operation({
    method: 'POST',
    path: '/timesheets/treatments/:id/undo/',
    params: idParams,
    body: treatmentReasonBodySchema,
    responses: { 200: dataEnvelope(punchLogEntrySchema) },
  }),
  punchLog: operation({
    method: 'GET',
    path: '/timesheets/punch-log/',
    query: punchLogQuerySchema,
    responses: { 200: listEnvelope(punchLogEntrySchema) },
  }),
  punchLogExport: operation({
    method: 'GET',
    path: '/timesheets/punch-log/export/',
    query: punchLogQuerySchema,
    download: true,
    produces: [XLSX_CONTENT_TYPE],
  }),
};

/** reports/afd/: the company's own AFD, written from the register. */
export const afdExportOperations = {
  afd: operation({
    method: 'GET',
    path: '/reports/afd/',
    query: afdExportQuerySchema,
    download: true,
    produces: ['text/plain'],
  }),
  plan: operation({
    method: 'GET',
    path: '/reports/afd/plan/',
    query: afdPlanQuerySchema,
    responses: { 200: dataEnvelope(afdPlanSchema) },
  }),
  signature: operation({
    method: 'GET',
    path: '/reports/afd/signature/',
    query: afdSignatureQuerySchema,
    download: true,
    produces: ['application/pkcs7-signature'],
  }),
  uploadCertificate: operation({
    method: 'POST',
    path: '/system/afd-aej/certificate/',
    upload: true,
    responses: { 200: dataEnvelope(registerSettingsSchema) },
  }),
  removeCertificate: operation({
    method: 'DELETE',
    path: '/system/afd-aej/certificate/',
    responses: { 200: dataEnvelope(registerSettingsSchema) },
  }),
  settings: operation({
    method: 'GET',
    path: '/system/afd-aej/settings/',
    responses: { 200: dataEnvelope(registerSettingsSchema) },
  }),
  updateSettings: operation({
    method: 'PUT',
    path: '/system/afd-aej/settings/',
    body: registerSettingsBodySchema,
    responses: { 200: dataEnvelope(registerSettingsSchema) },
  }),
};
