import {
  DEFAULT_PAGE_SIZE,
  getRoute,
  PAGE_SIZES,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
} from '@ponteiro/shared';
import { isUuid, type Period, periodOf } from '../period/month';

// The overview's address ↔ the API's query (pure, so a test pins it). The URL parameters have the
// API's names (`from`, `subsidiary_id`, `status`…); the period is the current month by default
// and left out of the address while it is. Values the API would refuse are dropped.

/** The filters the overview keeps in the URL, besides page, size and search. */
export const OVERVIEW_FILTER_KEYS = [
  'from',
  'to',
  'subsidiary_id',
  'department_id',
  'schedule_id',
  'status',
] as const;
export type OverviewFilterKey = (typeof OVERVIEW_FILTER_KEYS)[number];

/** What the overview operation takes (the contract's `timesheetOverviewQuerySchema`, as sent). */
export interface OverviewApiQuery {
  page: number;
  page_size: number;
  from: string;
  to: string;
  search?: string;
  subsidiary_id?: string;
  department_id?: string;
  schedule_id?: string;
  status?: TimesheetStatus;
}

type UrlQuery = Readonly<Record<string, string | number | undefined>>;

const text = (query: UrlQuery, key: string) => {
  const value = query[key];
  return value === undefined ? undefined : String(value);
};

/**
 * The list's URL query (`useListState`'s `query`) → the API's query and whether the period had
 * to be cut to the API's longest. An ordering has no meaning here and is not sent.
 */
export function overviewQueryOf(
  urlQuery: UrlQuery,
  today: string,
): { query: OverviewApiQuery; period: Period; clamped: boolean } {
  const { clamped, ...period } = periodOf(
    { from: text(urlQuery, 'from'), to: text(urlQuery, 'to') },
    today,
  );
  const size = Number(urlQuery.page_size);
  const query: OverviewApiQuery = {
    page: Math.max(1, Number(urlQuery.page) || 1),
    page_size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    from: period.from,
    to: period.to,
  };
  const search = text(urlQuery, 'search')?.trim();
  if (search) query.search = search;
  for (const key of ['subsidiary_id', 'department_id', 'schedule_id'] as const) {
    const value = text(urlQuery, key);
    if (isUuid(value)) query[key] = value;
  }
  const status = TIMESHEET_STATUSES.find((one) => one === text(urlQuery, 'status'));
  if (status) query.status = status;
  return { query, period, clamped };
}

/** Whether anything narrows the list beyond the period (the search or a filter). */
export function isOverviewFiltered(query: OverviewApiQuery): boolean {
  return (
    query.search !== undefined ||
    query.subsidiary_id !== undefined ||
    query.department_id !== undefined ||
    query.schedule_id !== undefined ||
    query.status !== undefined
  );
}

/** What clears the search and every filter but the period. */
export const CLEAR_OVERVIEW_FILTERS = {
  subsidiary_id: undefined,
  department_id: undefined,
  schedule_id: undefined,
  status: undefined,
} as const;

/** The timesheet screen of one row: the employee and the overview's period. */
export function timesheetLinkOf(employeeId: string, period: Period): string {
  const params = new URLSearchParams({ employee_id: employeeId, from: period.from, to: period.to });
  return `${getRoute('timesheetsTimesheet').path}?${params.toString()}`;
}
