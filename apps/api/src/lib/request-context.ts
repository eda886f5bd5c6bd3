import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './audit.js';

export function requestContext(request: FastifyRequest): RequestContext {
  return { requestId: request.id, ip: request.ip };
}
