import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import type { OperationSpec } from '../operation.js';
import { idParams } from './params.js';

/**
 * The five operations of a plain resource at `base` (`/organization/positions/`): list, read,
 * create, update (the whole form) and delete. `:id` ids answer `validation.uuid` when malformed.
 */
export function crudOperations<
  const Base extends `/${string}/`,
  Item extends z.ZodType,
  Body extends z.ZodType,
  Query extends z.ZodType,
>(base: Base, spec: { item: Item; body: Body; query: Query }) {
  const one = `${base}:id/` as const;
  // Built without `operation()`: its :params check cannot see through the generic `Base`, and
  // every path here names exactly `:id`, which `idParams` gives.
  return {
    list: {
      method: 'GET',
      path: base,
      query: spec.query,
      responses: { 200: listEnvelope(spec.item) },
    } as const,
    get: {
      method: 'GET',
      path: one,
      params: idParams,
      responses: { 200: dataEnvelope(spec.item) },
    } as const,
    create: {
      method: 'POST',
      path: base,
      body: spec.body,
      responses: { 201: dataEnvelope(spec.item) },
    } as const,
    update: {
      method: 'PUT',
      path: one,
      params: idParams,
      body: spec.body,
      responses: { 200: dataEnvelope(spec.item) },
    } as const,
    remove: {
      method: 'DELETE',
      path: one,
      params: idParams,
      responses: { 200: dataEnvelope(z.null()) },
    } as const,
  } satisfies Record<string, OperationSpec>;
}
