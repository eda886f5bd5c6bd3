import { z } from 'zod';
import { dataEnvelope, listQuerySchema } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  departmentBodySchema,
  departmentSchema,
  locationBodySchema,
  locationSchema,
  organizationDashboardSchema,
  positionBodySchema,
  positionSchema,
  structureNodeSchema,
  subsidiaryBodySchema,
  subsidiarySchema,
} from '../organization.js';
import { crudOperations } from './crud.js';

/** organization/*: four plain resources, the structure tree and the dashboard. */
export const organizationOperations = {
  subsidiaries: crudOperations('/organization/subsidiaries/', {
    item: subsidiarySchema,
    body: subsidiaryBodySchema,
    query: listQuerySchema,
  }),
  departments: crudOperations('/organization/departments/', {
    item: departmentSchema,
    body: departmentBodySchema,
    query: listQuerySchema.extend({
      parent_id: z.uuid({ message: 'validation.uuid' }).optional(),
    }),
  }),
  positions: crudOperations('/organization/positions/', {
    item: positionSchema,
    body: positionBodySchema,
    query: listQuerySchema,
  }),
  locations: crudOperations('/organization/locations/', {
    item: locationSchema,
    body: locationBodySchema,
    query: listQuerySchema,
  }),
  structure: operation({
    method: 'GET',
    path: '/organization/structure/',
    responses: { 200: dataEnvelope(structureNodeSchema) },
  }),
  dashboard: operation({
    method: 'GET',
    path: '/organization/dashboard/',
    responses: { 200: dataEnvelope(organizationDashboardSchema) },
  }),
};
