import {
  DEFAULT_PAGE_SIZE,
  PUNCH_FLAGS,
  PUNCH_SOURCES,
  PUNCH_STATUSES,
  type PunchFlag,
  type PunchSource,
  type PunchStatus,
} from '@ponteiro/shared';

// The punch lists' filters and the address (pure, so a table test pins the mapping). The URL
// parameters have the API's names (`employee_id`, `from`, `status`…); the period defaults to the
// last 7 days and is left out of the address while it is that default, so a bare link always
// shows the current week. Values the API would refuse (an unknown status, a malformed date) are
// dropped instead of turning the list into an error.

/** Every filter a punch list keeps in the URL, named as in the API's query. */
export const PUNCH_FILTER_KEYS = [
  'employee_id',
  'subsidiary_id',
  'from',
  'to',
  'source',
  'status',
  'flag',
] as const;
export type PunchFilterKey = (typeof PUNCH_FILTER_KEYS)[number];

export const PUNCH_LOG_ORDERINGS = ['-punched_at', 'punched_at'] as const;
export type PunchLogOrdering = (typeof PUNCH_LOG_ORDERINGS)[number];
export const DEFAULT_PUNCH_ORDERING: PunchLogOrdering = '-punched_at';

/** The filters as the screen shows them: the period is always there. */
export type PunchFilters = {
  employee_id?: string;
  subsidiary_id?: string;
  from: string;
  to: string;
  source?: PunchSource;
  status?: PunchStatus;
  flag?: PunchFlag;
};

/** What the punch log and its export take (the contract's `punchLogQuerySchema`, as sent). */
export type PunchLogApiQuery = PunchFilters & {
  page: number;
  page_size: number;
  ordering: PunchLogOrdering;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string | undefined): value is string {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `YYYY-MM-DD` plus `days` (negative: before), on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** The default period: the last 7 days, today included. */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((known) => known === value);
}

/** The URL's parameters → the filters the screen shows (unknown values dropped, period filled). */
export function punchFiltersOf(
  params: Readonly<Record<string, string | undefined>>,
  today: string,
): PunchFilters {
  const period = defaultPeriod(today);
  let from = isIsoDate(params.from) ? params.from : undefined;
  let to = isIsoDate(params.to) ? params.to : undefined;
  // One end given: the other is the default, unless that would turn the period around.
  if (from && !to) {
    to = period.to;
    if (from > to) to = from;
  }
  if (to && !from) {
    from = period.from;
    if (to < from) from = to;
  }
  from ??= period.from;
  to ??= period.to;
  if (from > to) [from, to] = [to, from];
  const filters: PunchFilters = { from, to };
  if (UUID.test(params.employee_id ?? '')) filters.employee_id = params.employee_id;
  if (UUID.test(params.subsidiary_id ?? '')) filters.subsidiary_id = params.subsidiary_id;
  const source = oneOf(PUNCH_SOURCES, params.source);
  if (source) filters.source = source;
  const status = oneOf(PUNCH_STATUSES, params.status);
  if (status) filters.status = status;
  const flag = oneOf(PUNCH_FLAGS, params.flag);
  if (flag) filters.flag = flag;
  return filters;
}

/**
 * Changed filters → the URL parameters to write (`useListState`'s `update({ filters })`):
 * undefined removes one; a period equal to the default leaves the address.
 */
export function urlFiltersOf(
  changes: Partial<Record<PunchFilterKey, string | null | undefined>>,
  today: string,
): Record<string, string | undefined> {
  const url: Record<string, string | undefined> = {};
  for (const key of PUNCH_FILTER_KEYS) {
    if (!(key in changes)) continue;
    url[key] = changes[key] || undefined;
  }
  if ('from' in changes || 'to' in changes) {
    const period = defaultPeriod(today);
    if (url.from === period.from && url.to === period.to) {
      url.from = undefined;
      url.to = undefined;
    }
  }
  return url;
}

/** Whether anything narrows the list beyond the default period. */
export function isFiltered(filters: PunchFilters, today: string): boolean {
  const period = defaultPeriod(today);
  return (
    filters.from !== period.from ||
    filters.to !== period.to ||
    PUNCH_FILTER_KEYS.some((key) => key !== 'from' && key !== 'to' && filters[key] !== undefined)
  );
}

/** What clears every filter (back to the default period). */
export const CLEAR_FILTERS: Record<PunchFilterKey, undefined> = Object.fromEntries(
  PUNCH_FILTER_KEYS.map((key) => [key, undefined]),
) as Record<PunchFilterKey, undefined>;

/**
 * The list's URL query (`useListState`'s `query`: page, size, ordering, filters) → the API's
 * query. A search box has no meaning here and is not sent.
 */
export function punchLogQueryOf(
  urlQuery: Readonly<Record<string, string | number | undefined>>,
  today: string,
): PunchLogApiQuery {
  const text = (key: string) => {
    const value = urlQuery[key];
    return value === undefined ? undefined : String(value);
  };
  const filters = punchFiltersOf(
    Object.fromEntries(PUNCH_FILTER_KEYS.map((key) => [key, text(key)])),
    today,
  );
  return {
    page: Number(urlQuery.page) || 1,
    page_size: Number(urlQuery.page_size) || DEFAULT_PAGE_SIZE,
    ordering: oneOf(PUNCH_LOG_ORDERINGS, text('ordering')) ?? DEFAULT_PUNCH_ORDERING,
    ...filters,
  };
}

/** The export takes the list's filters and ordering, not its page. */
export function punchLogExportQueryOf(
  query: PunchLogApiQuery,
): Omit<PunchLogApiQuery, 'page' | 'page_size'> {
  const { page: _page, page_size: _size, ...rest } = query;
  return rest;
}
