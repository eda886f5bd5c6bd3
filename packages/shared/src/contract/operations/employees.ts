import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api/envelope.js';
import {
  employeeBodySchema,
  employeeBulkBodySchema,
  employeeBulkResultSchema,
  employeeHistoryEntrySchema,
  employeeImportQuerySchema,
  employeeImportResultSchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeSelfServiceBodySchema,
} from '../employees.js';
import { invitationSchema } from '../members.js';
import { operation } from '../operation.js';
import { idParams } from './params.js';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const bulk = {
  method: 'POST',
  body: employeeBulkBodySchema,
  responses: { 200: dataEnvelope(employeeBulkResultSchema) },
} as const;

/** employees/*: the list, the form, status in bulk, history, photo, self-service and import. */
export const employeesOperations = {
  list: operation({
    method: 'GET',
    path: '/employees/',
    query: employeeListQuerySchema,
    responses: { 200: listEnvelope(employeeSchema) },
  }),
  create: operation({
    method: 'POST',
    path: '/employees/',
    body: employeeBodySchema,
    responses: { 201: dataEnvelope(employeeSchema) },
  }),
  enable: operation({ ...bulk, path: '/employees/enable/' }),
  disable: operation({ ...bulk, path: '/employees/disable/' }),
  get: operation({
    method: 'GET',
    path: '/employees/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(employeeSchema) },
  }),
  update: operation({
    method: 'PUT',
    path: '/employees/:id/',
    params: idParams,
    body: employeeBodySchema,
    responses: { 200: dataEnvelope(employeeSchema) },
  }),
  history: operation({
    method: 'GET',
    path: '/employees/:id/history/',
    params: idParams,
    query: listQuerySchema.pick({ page: true, page_size: true }),
    responses: { 200: listEnvelope(employeeHistoryEntrySchema) },
  }),
  setPhoto: operation({
    method: 'POST',
    path: '/employees/:id/photo/',
    params: idParams,
    upload: true,
    responses: { 200: dataEnvelope(employeeSchema) },
  }),
  deletePhoto: operation({
    method: 'DELETE',
    path: '/employees/:id/photo/',
    params: idParams,
    responses: { 200: dataEnvelope(employeeSchema) },
  }),
  inviteSelfService: operation({
    method: 'POST',
    path: '/employees/:id/self-service/',
    params: idParams,
    body: employeeSelfServiceBodySchema,
    responses: { 201: dataEnvelope(invitationSchema) },
  }),
  importTemplate: operation({
    method: 'GET',
    path: '/employees/import/template/',
    download: true,
    produces: [XLSX_CONTENT_TYPE],
  }),
  import: operation({
    method: 'POST',
    path: '/employees/import/',
    query: employeeImportQuerySchema,
    upload: true,
    responses: { 200: dataEnvelope(employeeImportResultSchema) },
  }),
};
