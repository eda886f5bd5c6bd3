import type { StoredFlowConditions, StoredFlowStep } from '@ponteiro/db';

// Which flow takes a request (pure): the active flows of its type in priority order, the first whose
// conditions all hold; the type's default flow when none does.

export interface FlowCandidate {
  id: string;
  name: string;
  isDefault: boolean;
  active: boolean;
  priority: number;
  conditions: StoredFlowConditions;
  steps: StoredFlowStep[];
}

export interface RequestFacts {
  subsidiaryId: string | null;
  /** The employee's department and every department above it. */
  departmentIds: readonly string[];
  /** Overtime minutes, or the hours of a partial-day leave; null otherwise. */
  minutes: number | null;
}

export function conditionsHold(conditions: StoredFlowConditions, facts: RequestFacts): boolean {
  if (
    conditions.subsidiary_ids.length > 0 &&
    (facts.subsidiaryId === null || !conditions.subsidiary_ids.includes(facts.subsidiaryId))
  ) {
    return false;
  }
  if (
    conditions.department_ids.length > 0 &&
    !facts.departmentIds.some((id) => conditions.department_ids.includes(id))
  ) {
    return false;
  }
  if (conditions.min_minutes !== null) {
    if (facts.minutes === null || facts.minutes <= conditions.min_minutes) return false;
  }
  return true;
}

/** The flow for a request; null only when the type has no default flow (never after migration 0020). */
export function chooseFlow(flows: readonly FlowCandidate[], facts: RequestFacts) {
  const ordered = flows
    .filter((f) => f.active && !f.isDefault)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  return (
    ordered.find((f) => conditionsHold(f.conditions, facts)) ??
    flows.find((f) => f.isDefault) ??
    null
  );
}
