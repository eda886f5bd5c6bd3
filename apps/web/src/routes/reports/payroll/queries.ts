import {
  endpoints,
  type PayrollEventCodesBody,
  type PayrollLayout,
  type PayrollLayoutBody,
  type ReportSelection,
} from '@ponteiro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

// The payroll screen's reads and writes. Saving codes or a layout refreshes their lists (and the
// events, whose codes come with them).

export const CODES_KEY = queryKeyOf(endpoints.payroll.eventCodes);
export const LAYOUTS_KEY = queryKeyOf(endpoints.payroll.listLayouts);
/** Prefix of the events' pages (and of the codes and layouts below the same path). */
const EVENTS_KEY = queryKeyOf(endpoints.payroll.events);

export interface PageChoice {
  page: number;
  page_size: number;
}

/** A page of employees with their events (null selection: the filters are not complete). */
export function usePayrollEvents(selection: ReportSelection | null, page: PageChoice) {
  const query = { ...(selection ?? { from: '', to: '' }), ...page };
  return useQuery({
    queryKey: queryKeyOf(endpoints.payroll.events, { query }),
    queryFn: () => callOperation(endpoints.payroll.events, { query }, { silent: true }),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventCodes() {
  return useQuery({
    queryKey: CODES_KEY,
    queryFn: () => callOperation(endpoints.payroll.eventCodes, undefined, { silent: true }),
  });
}

export function useLayouts() {
  return useQuery({
    queryKey: LAYOUTS_KEY,
    queryFn: () => callOperation(endpoints.payroll.listLayouts, undefined, { silent: true }),
  });
}

export function useSaveCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollEventCodesBody) =>
      callOperation(endpoints.payroll.saveEventCodes, { body }, { silent: true }),
    onSuccess: async (codes) => {
      queryClient.setQueryData(CODES_KEY, codes);
      await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    },
  });
}

export function useSaveLayout(layout: PayrollLayout | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayrollLayoutBody) =>
      layout
        ? callOperation(
            endpoints.payroll.updateLayout,
            { params: { id: layout.id }, body },
            { silent: true },
          )
        : callOperation(endpoints.payroll.createLayout, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LAYOUTS_KEY }),
  });
}

export function useRemoveLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: PayrollLayout) =>
      callOperation(endpoints.payroll.removeLayout, { params: { id: layout.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LAYOUTS_KEY }),
  });
}
