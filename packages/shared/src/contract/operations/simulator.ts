import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import { operation } from '../operation.js';
import {
  simulationBodySchema,
  simulationListQuerySchema,
  simulationSaveBodySchema,
  simulationSchema,
} from '../simulator.js';
import { XLSX_CONTENT_TYPE } from './employees.js';
import { idParams } from './params.js';

/** time-policy/simulations/*: what-if simulations of the time rules (issue 20). */
export const simulatorOperations = {
  create: operation({
    method: 'POST',
    path: '/time-policy/simulations/',
    body: simulationBodySchema,
    responses: { 202: dataEnvelope(simulationSchema) },
  }),
  list: operation({
    method: 'GET',
    path: '/time-policy/simulations/',
    query: simulationListQuerySchema,
    responses: { 200: listEnvelope(simulationSchema) },
  }),
  get: operation({
    method: 'GET',
    path: '/time-policy/simulations/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(simulationSchema) },
  }),
  save: operation({
    method: 'PATCH',
    path: '/time-policy/simulations/:id/',
    params: idParams,
    body: simulationSaveBodySchema,
    responses: { 200: dataEnvelope(simulationSchema) },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/time-policy/simulations/:id/',
    params: idParams,
    responses: { 200: dataEnvelope(z.null()) },
  }),
  file: operation({
    method: 'GET',
    path: '/time-policy/simulations/:id/file/',
    params: idParams,
    download: true,
    produces: [XLSX_CONTENT_TYPE],
  }),
};
