import { endpoints, type ReportSelection } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../api/operations';

// The figures reports' answers for the screens (the filters' selection, null while incomplete).
// The previous answer stays on screen while the next loads; a first answer may take a moment
// (the server computes days never computed), so nothing is retried automatically.

export interface PageChoice {
  page: number;
  page_size: number;
}

export function useHoursBankReport(selection: ReportSelection | null, page: PageChoice) {
  const query = { ...selection!, ...page };
  return useQuery({
    queryKey: queryKeyOf(endpoints.reportFigures.hoursBank, { query }),
    queryFn: () => callOperation(endpoints.reportFigures.hoursBank, { query }, { silent: true }),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOvertimeReport(selection: ReportSelection | null, page: PageChoice) {
  const query = { ...selection!, ...page };
  return useQuery({
    queryKey: queryKeyOf(endpoints.reportFigures.overtime, { query }),
    queryFn: () => callOperation(endpoints.reportFigures.overtime, { query }, { silent: true }),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
  });
}

/** How many months the overtime trend shows, up to the end of the chosen period. */
export const TREND_MONTHS = 6;

/** The trend's selection: the same people, from the first day `TREND_MONTHS` months back. */
export function trendSelection(selection: ReportSelection): ReportSelection {
  const [year, month] = selection.to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - TREND_MONTHS, 1)).toISOString().slice(0, 10);
  // Dates compare as text: the earlier of the two.
  return { ...selection, from: [first, selection.from].sort()[0]! };
}

export function useOvertimeTrend(selection: ReportSelection | null) {
  const query = selection ? { ...trendSelection(selection), page: 1, page_size: 25 } : undefined;
  return useQuery({
    queryKey: queryKeyOf(endpoints.reportFigures.overtime, { query: query ?? {} }),
    queryFn: () =>
      callOperation(endpoints.reportFigures.overtime, { query: query! }, { silent: true }),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    select: (report) => report.months,
  });
}

export function useSummaryReport(selection: ReportSelection | null) {
  const query = selection ?? { from: '', to: '' };
  return useQuery({
    queryKey: queryKeyOf(endpoints.reportFigures.summary, { query }),
    queryFn: () => callOperation(endpoints.reportFigures.summary, { query }, { silent: true }),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
  });
}
