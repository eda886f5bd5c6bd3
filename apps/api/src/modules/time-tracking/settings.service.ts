import { type Database, withTenant } from '@ponteiro/db';
import type { TimeTrackingSettings, TimeTrackingSettingsValues } from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import {
  saveTimeTrackingSettings,
  type TimeTrackingRow,
  timeTrackingRow,
  valuesOf,
} from './time-tracking.repository.js';

function present(row: TimeTrackingRow | null): TimeTrackingSettings {
  return { ...valuesOf(row), updated_at: row ? row.updatedAt.toISOString() : null };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose value changed, before and after (the audit row carries only those). */
function changes(before: TimeTrackingSettingsValues, after: TimeTrackingSettingsValues) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof TimeTrackingSettingsValues)[]) {
    if (!same(before[key], after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now };
}

/**
 * System › Time tracking (settings.system.time_tracking): how the company takes punches. Read at
 * each punch and at each abnormal-punch list, so a saved change applies from the next punch.
 * Every change audited (entity `time_tracking_settings`, the changed keys before and after).
 */
export function createTimeTrackingSettingsService(db: Database) {
  return {
    get: (actor: Actor): Promise<TimeTrackingSettings> =>
      withTenant(db, actor, async (t) => present(await timeTrackingRow(t))),

    update: (actor: Actor, values: TimeTrackingSettingsValues, context: RequestContext) =>
      writeCompanyAudited(
        db,
        {
          context,
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          entity: 'time_tracking_settings',
        },
        async (t, audit) => {
          const before = valuesOf(await timeTrackingRow(t));
          const { was, now } = changes(before, values);
          // Saving what is already there writes nothing (no row, no audit).
          if (Object.keys(now).length === 0) return present(await timeTrackingRow(t));
          await saveTimeTrackingSettings(t, values, actor.userId);
          await audit({ action: 'update', entityId: actor.companyId, before: was, after: now });
          return present(await timeTrackingRow(t));
        },
      ),
  };
}

export type TimeTrackingSettingsService = ReturnType<typeof createTimeTrackingSettingsService>;
