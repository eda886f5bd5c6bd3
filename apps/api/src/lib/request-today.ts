import { isValidTimeZone } from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import { dateIn } from './calendar-date.js';

/**
 * "Today" for what a request leaves out: in the caller's `Timezone` header (api.md: the server
 * uses it for "today" and date ranges the request does not state), else Brasília.
 */
export function requestToday(request: FastifyRequest, now = new Date()): string {
  const header = request.headers.timezone;
  const zone = Array.isArray(header) ? header[0] : header;
  return dateIn(now, zone && isValidTimeZone(zone) ? zone : 'America/Sao_Paulo');
}
