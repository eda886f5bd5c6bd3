import {
  endpoints,
  LEAVE_DOCUMENT_RULES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type TaRequest,
} from '@ponteiro/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/operations';
import { DOCUMENT_EXTENSIONS } from '../../../components/document-picker';
import { formatDate } from '../../../i18n/format';

// How the request screens write a request, and what every change of one refreshes.

export const STATUS_COLORS: Record<RequestStatus, string> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** "2h30", "0h45", "12h00": a duration asked (overtime, a partial-day leave). */
export function durationText(minutes: number): string {
  const abs = Math.abs(Math.round(minutes));
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}h${String(abs % 60).padStart(2, '0')}`;
}

/**
 * "02:30" (what `TimeInput` leaves in a duration field) → 150; "" → undefined; anything else
 * stays as typed, so the contract's check says what is wrong with it.
 */
export function durationMinutes(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (!match) return value;
  return String(Number(match[1]) * 60 + Number(match[2]));
}

/** "03/08/2026 – 05/08/2026", or one date when the period is one day. */
export function periodText(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

/** The day (or period) of a request and what it asks: the time, the hours, the leave's dates. */
export function whenText(request: TaRequest): string {
  const day = formatDate(request.date);
  if (request.type === 'manual_punch') return request.time ? `${day} · ${request.time}` : day;
  if (request.type === 'overtime') {
    return request.minutes === null ? day : `${day} · ${durationText(request.minutes)}`;
  }
  const period = periodText(request.from ?? request.date, request.to ?? request.date);
  return request.minutes === null ? period : `${period} · ${durationText(request.minutes)}`;
}

/** "2/3": the step waiting for a decision (the last one once decided); "—" without steps. */
export function stepText(request: TaRequest): string {
  return request.steps > 0 ? `${request.step}/${request.steps}` : '—';
}

/** An attachment's problem before it is sent (the API checks the bytes again). */
export type AttachmentProblem = 'wrongType' | 'tooLarge';

export function attachmentProblem(file: File): AttachmentProblem | undefined {
  const extension = file.name.includes('.') ? file.name.toLowerCase().split('.').pop() : '';
  const typeKnown = (LEAVE_DOCUMENT_RULES.types as readonly string[]).includes(file.type);
  if (!typeKnown && !DOCUMENT_EXTENSIONS.includes(extension ?? '')) return 'wrongType';
  if (file.size > LEAVE_DOCUMENT_RULES.maxBytes) return 'tooLarge';
  return undefined;
}

/** The list operation's key: every page of every request list, and each request's record. */
export const REQUESTS_KEY = queryKeyOf(endpoints.requests.list);
/** The approver's queue. */
export const QUEUE_KEY = queryKeyOf(endpoints.requests.queue);

/**
 * After a request is created, cancelled or decided: the lists and records, the queue, the top
 * bar's badges and the leave balances (an approved leave counts there).
 */
export function refreshRequests(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      REQUESTS_KEY,
      QUEUE_KEY,
      queryKeyOf(endpoints.notifications.summary),
      queryKeyOf(endpoints.balances.leave),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The URL parameters a request list sends (the API's query is strict: nothing else goes). */
const LIST_KEYS = ['page', 'page_size', 'search', 'type', 'status', 'employee_id', 'from', 'to'];
const QUEUE_KEYS = ['page', 'page_size', 'search', 'type'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address value fits the API's parameter (a hand-edited link must not fail the list). */
function fits(key: string, value: unknown): boolean {
  if (value === undefined || value === '') return false;
  if (key === 'status') return (REQUEST_STATUSES as readonly unknown[]).includes(value);
  if (key === 'type') return (REQUEST_TYPES as readonly unknown[]).includes(value);
  if (key === 'from' || key === 'to') return ISO_DATE.test(String(value));
  if (key === 'employee_id') return UUID.test(String(value));
  return true;
}

function pick(query: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(
    Object.entries(query).filter(([key, value]) => keys.includes(key) && fits(key, value)),
  ) as Record<string, string | number>;
}

/** A list page's query from the address's list state, with what the screen fixes (the type). */
export function listQueryOf(
  query: Record<string, unknown>,
  fixed: Record<string, string> = {},
): Record<string, string | number> {
  return pick({ ...query, ...fixed }, LIST_KEYS);
}

/** The queue's query from the address's list state. */
export function queueQueryOf(query: Record<string, unknown>): Record<string, string | number> {
  return pick(query, QUEUE_KEYS);
}
