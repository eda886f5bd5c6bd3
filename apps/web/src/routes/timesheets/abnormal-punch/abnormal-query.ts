import {
  ABNORMAL_PERIOD_MAX_DAYS,
  ABNORMAL_PUNCH_KINDS,
  type AbnormalDecisionItem,
  type AbnormalPunchKind,
  type AbnormalPunchStatus,
  DEFAULT_PAGE_SIZE,
  isDayAbnormalKind,
} from '@ponteiro/shared';
import { addDays, isFiltered, punchFiltersOf } from '../punch-log/punch-log-query';

// The abnormal-punch lists' address ↔ the API's query (pure, so a test pins it). The employee,
// period and workplace are the punch log's URL parameters (same names, same default of the last
// 7 days, drawn by the same filters); `kind` and, on the approval screen, `status` are added. A
// period longer than the API computes is cut to its first 31 days, and the screen says so.

/** Which list a screen shows: the pending anomalies, or the decided ones. */
export type AbnormalMode = 'pending' | 'decided';

export const DECIDED_STATUSES = [
  'approved',
  'disregarded',
] as const satisfies AbnormalPunchStatus[];
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

/** What the list operation takes (the contract's `abnormalPunchQuerySchema`, as sent). */
export type AbnormalApiQuery = {
  page: number;
  page_size: number;
  from: string;
  to: string;
  employee_id?: string;
  subsidiary_id?: string;
  kind?: AbnormalPunchKind;
  status: AbnormalPunchStatus;
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}

const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The list's URL query (`useListState`'s `query`) → the API's query, and whether the period had
 * to be cut to the longest one the API computes.
 */
export function abnormalQueryOf(
  urlQuery: Readonly<Record<string, string | number | undefined>>,
  today: string,
  mode: AbnormalMode,
): { query: AbnormalApiQuery; clamped: boolean } {
  const text = (key: string) => {
    const value = urlQuery[key];
    return value === undefined ? undefined : String(value);
  };
  const filters = punchFiltersOf(
    {
      employee_id: text('employee_id'),
      subsidiary_id: text('subsidiary_id'),
      from: text('from'),
      to: text('to'),
    },
    today,
  );
  let { to } = filters;
  const clamped = daysIn(filters.from, to) > ABNORMAL_PERIOD_MAX_DAYS;
  if (clamped) to = addDays(filters.from, ABNORMAL_PERIOD_MAX_DAYS - 1);
  const kind = oneOf(ABNORMAL_PUNCH_KINDS, text('kind'));
  const query: AbnormalApiQuery = {
    page: Number(urlQuery.page) || 1,
    page_size: Number(urlQuery.page_size) || DEFAULT_PAGE_SIZE,
    from: filters.from,
    to,
    ...(filters.employee_id ? { employee_id: filters.employee_id } : {}),
    ...(filters.subsidiary_id ? { subsidiary_id: filters.subsidiary_id } : {}),
    ...(kind ? { kind } : {}),
    status:
      mode === 'pending' ? 'pending' : (oneOf(DECIDED_STATUSES, text('status')) ?? 'approved'),
  };
  return { query, clamped };
}

/** Whether anything narrows the list beyond the default period (the status is not a filter). */
export function isAbnormalFiltered(
  params: Readonly<Record<string, string | undefined>>,
  today: string,
): boolean {
  // Only the punch log's filters these lists share: its `status` means something else there.
  const shared = {
    employee_id: params.employee_id,
    subsidiary_id: params.subsidiary_id,
    from: params.from,
    to: params.to,
  };
  return (
    isFiltered(punchFiltersOf(shared, today), today) ||
    oneOf(ABNORMAL_PUNCH_KINDS, params.kind) !== undefined
  );
}

/** What clears every filter (back to the default period, the status kept). */
export const CLEAR_ABNORMAL_FILTERS = {
  employee_id: undefined,
  subsidiary_id: undefined,
  from: undefined,
  to: undefined,
  kind: undefined,
} as const;

/**
 * A decision's item from an anomaly's id (`kind:employee:day:record`): a selection kept across
 * pages is only ids, and each says all a decision needs.
 */
export function decisionItemOf(id: string): AbnormalDecisionItem | null {
  const [kind, employeeId, day, recordId] = id.split(':');
  const known = oneOf(ABNORMAL_PUNCH_KINDS, kind);
  if (!known || !employeeId || !day) return null;
  return {
    kind: known,
    employee_id: employeeId,
    day,
    ...(recordId ? { record_id: recordId } : {}),
  };
}

/** Whether every one of these anomalies may be disregarded (each about one punch). */
export function allDisregardable(ids: readonly string[]): boolean {
  return ids.every((id) => {
    const item = decisionItemOf(id);
    return item !== null && !isDayAbnormalKind(item.kind) && item.record_id !== undefined;
  });
}
