import { endpoints, type LeaveType } from '@ponteiro/shared';
import { useOptions } from '../../../components/resource/use-options';

/**
 * The company's active leave types, in Portuguese order (the first 100 the API serves): what the
 * leave dialogs offer (the timesheet's and the leave request's).
 */
export function useActiveLeaveTypes() {
  const types = useOptions<LeaveType>(endpoints.timePolicy.leaveTypes);
  return { ...types, active: (types.data?.results ?? []).filter((type) => type.active) };
}
