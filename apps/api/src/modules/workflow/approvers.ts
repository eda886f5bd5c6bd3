import type { StoredFlowStep, Tenant } from '@ponteiro/db';
import {
  administrators,
  departmentChain,
  departmentOfEmployee,
  membersAmong,
  membersWithRoles,
} from './approvers.repository.js';

// Who decides a step. Resolved when the step starts and kept on the request, so a later change of
// managers or roles does not move a request already waiting (delegations apply at decision time).

export interface Requester {
  employeeId: string;
  departmentId: string | null;
  /** The employee's own account: never their own approver while someone else can be. */
  userId: string | null;
}

/** The nearest manager up the tree from `departmentId` with an account, other than `exceptEmployeeId`. */
async function nearestManager(
  t: Tenant,
  departmentId: string | null,
  exceptEmployeeId: string,
): Promise<{ userId: string; employeeId: string } | null> {
  if (!departmentId) return null;
  for (const link of await departmentChain(t, departmentId)) {
    if (
      link.managerUserId &&
      link.managerEmployeeId &&
      link.managerEmployeeId !== exceptEmployeeId
    ) {
      return { userId: link.managerUserId, employeeId: link.managerEmployeeId };
    }
  }
  return null;
}

async function stepCandidates(t: Tenant, step: StoredFlowStep, who: Requester): Promise<string[]> {
  switch (step.approver) {
    case 'department_manager': {
      const manager = await nearestManager(t, who.departmentId, who.employeeId);
      return manager ? [manager.userId] : [];
    }
    case 'manager_of_manager': {
      const manager = await nearestManager(t, who.departmentId, who.employeeId);
      if (!manager) return [];
      const above = await nearestManager(
        t,
        await departmentOfEmployee(t, manager.employeeId),
        manager.employeeId,
      );
      // A manager whose own department they manage: the next manager up from its parent.
      return above && above.userId !== who.userId ? [above.userId] : [];
    }
    case 'role':
      return step.role ? membersWithRoles(t, [step.role]) : [];
    case 'users':
      return membersAmong(t, step.user_ids);
  }
}

/**
 * The approvers of a step, without the requester. `fallback`: nobody the step names could decide,
 * so the company's administrators do (the request never waits for no one).
 */
export async function resolveStep(
  t: Tenant,
  step: StoredFlowStep,
  who: Requester,
): Promise<{ userIds: string[]; fallback: boolean }> {
  const named = (await stepCandidates(t, step, who)).filter((id) => id !== who.userId);
  if (named.length > 0) return { userIds: [...new Set(named)], fallback: false };
  const admins = await administrators(t);
  const others = admins.filter((id) => id !== who.userId);
  // A company whose only administrator is the requester: they decide their own.
  return { userIds: others.length > 0 ? others : admins, fallback: true };
}
