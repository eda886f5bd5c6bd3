import { endpoints, type Schedule, type ScheduleAssignment } from '@ponteiro/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../api/operations';
import { useOptions } from '../../components/resource/use-options';

// The schedule data the employee screens share: one employee's assignments (side panel, form),
// the schedules to pick from, and what to refresh after an assignment.

/** The employee's assignments, newest date first; `current` marks the one in force today. */
export function useScheduleAssignments(employeeId: string) {
  const input = { params: { id: employeeId } };
  return useQuery({
    queryKey: queryKeyOf(endpoints.scheduleAssignments.list, input),
    queryFn: () => callOperation(endpoints.scheduleAssignments.list, input, { silent: true }),
  });
}

/** The assignment in force today, or else the next one to start (a schedule given ahead). */
export function scheduleStatus(assignments: readonly ScheduleAssignment[]): {
  current?: ScheduleAssignment;
  upcoming?: ScheduleAssignment;
} {
  const current = assignments.find((a) => a.current);
  // Newest first: the last one dated after the current one (or after none) starts soonest.
  const later = assignments.filter(
    (a) => !a.current && (!current || a.effective_from > current.effective_from),
  );
  return { current, upcoming: later[later.length - 1] };
}

/** "Noturno 12x36 (N1236)": how a schedule is named in pickers and in the history. */
export const scheduleLabel = (schedule: Pick<Schedule, 'name' | 'code'>) =>
  `${schedule.name} (${schedule.code})`;

/** The company's schedules as picker options (readable with the `employee` permission). */
export function useScheduleOptions() {
  const schedules = useOptions<Schedule>(endpoints.timePolicy.schedules);
  return {
    loading: schedules.isLoading,
    options: (schedules.data?.results ?? []).map((s) => ({ value: s.id, label: scheduleLabel(s) })),
  };
}

/**
 * After an assignment: every employee query (lists, records, their assignments: one prefix) and
 * every scenario (previews), whose answer depends on who works which schedule.
 */
export function refreshAfterAssignment(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.employees.list) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.timePolicy.scenario) }),
  ]);
}
