import type { Tenant } from '@ponteiro/db';
import { NOTIFICATION_AUDIENCE, type NotificationKind } from '@ponteiro/shared';
import {
  type EffectiveSettings,
  eventSettings,
} from '../notification-settings/settings.repository.js';
import {
  departmentChain,
  departmentOfEmployee,
  membersWithRoles,
} from '../workflow/approvers.repository.js';
import { employeeAccount } from './repository.js';

// Who hears of an event under the company's notification settings (issue 19).

/** The nearest manager with an account up the employee's department tree, never themself. */
export async function managerOf(t: Tenant, employeeId: string): Promise<string | null> {
  const departmentId = await departmentOfEmployee(t, employeeId);
  if (!departmentId) return null;
  for (const link of await departmentChain(t, departmentId)) {
    // Same rule as the approval flows' "department manager" step (workflow/approvers.ts).
    if (link.managerUserId && link.managerEmployeeId && link.managerEmployeeId !== employeeId) {
      return link.managerUserId;
    }
  }
  return null;
}

export interface Audience {
  settings: EffectiveSettings;
  /** Everyone told, each once. */
  userIds: string[];
}

/**
 * `direct` is who the caller names: for an event the approval flow addresses (request_submitted,
 * request_escalated) they are its approvers and are always told; otherwise they are the employee
 * concerned (request_decided: also who filed it), told when the settings say "employee".
 * `employeeId` finds the employee's account and their manager.
 */
export async function audienceOf(
  t: Tenant,
  kind: NotificationKind,
  direct: readonly string[],
  employeeId: string | undefined,
): Promise<Audience> {
  const settings = await eventSettings(t, kind);
  if (!settings.in_app && !settings.email) return { settings, userIds: [] };
  const rule = NOTIFICATION_AUDIENCE[kind];
  const told: string[] = [];
  if (rule.always === 'approvers') {
    told.push(...direct);
    if (rule.employee && settings.to_employee && employeeId) {
      const account = await employeeAccount(t, employeeId);
      if (account) told.push(account);
    }
  } else if (rule.employee && settings.to_employee) {
    told.push(...direct);
  }
  if (rule.manager && settings.to_manager && employeeId) {
    const manager = await managerOf(t, employeeId);
    if (manager) told.push(manager);
  }
  told.push(...(await membersWithRoles(t, settings.role_ids)));
  return { settings, userIds: [...new Set(told)] };
}
