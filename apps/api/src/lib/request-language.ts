import { type Language, resolveLanguage } from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  return resolveLanguage(request.headers['accept-language']);
}
