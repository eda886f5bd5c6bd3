import { companyRoles, notificationSettings, type Tenant } from '@ponteiro/db';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationEventSettings,
} from '@ponteiro/shared';
import { asc, eq, inArray } from 'drizzle-orm';

// SQL of the notification settings: one row per (company, event) once saved; no row = defaults.

export interface EffectiveSettings extends NotificationEventSettings {
  event: NotificationEvent;
  customized: boolean;
}

type Row = typeof notificationSettings.$inferSelect;

const effective = (event: NotificationEvent, row: Row | undefined): EffectiveSettings =>
  row
    ? {
        event,
        in_app: row.inApp,
        email: row.email,
        to_employee: row.toEmployee,
        to_manager: row.toManager,
        role_ids: [...row.roleIds],
        customized: true,
      }
    : { event, ...NOTIFICATION_DEFAULTS[event], customized: false };

/** Every event's effective settings, in NOTIFICATION_EVENTS order. */
export async function allSettings(t: Tenant): Promise<EffectiveSettings[]> {
  const rows = await t.db.select().from(notificationSettings).where(t.where(notificationSettings));
  const byEvent = new Map(rows.map((r) => [r.event, r]));
  return NOTIFICATION_EVENTS.map((event) => effective(event, byEvent.get(event)));
}

/** One event's effective settings (what the notifier follows). */
export async function eventSettings(
  t: Tenant,
  event: NotificationEvent,
): Promise<EffectiveSettings> {
  const [row] = await t.db
    .select()
    .from(notificationSettings)
    .where(t.where(notificationSettings, eq(notificationSettings.event, event)));
  return effective(event, row);
}

/** Saves one event's settings (insert or replace). */
export async function saveEventSettings(
  t: Tenant,
  value: NotificationEventSettings & { event: NotificationEvent },
  userId: string,
): Promise<void> {
  const set = {
    inApp: value.in_app,
    email: value.email,
    toEmployee: value.to_employee,
    toManager: value.to_manager,
    roleIds: value.role_ids,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await t.db
    .insert(notificationSettings)
    .values(t.values(notificationSettings, { event: value.event, ...set }))
    .onConflictDoUpdate({
      target: [notificationSettings.companyId, notificationSettings.event],
      set,
    });
}

/** The company's custom roles among `ids` (the others are foreign or unknown). */
export async function customRolesAmong(t: Tenant, ids: readonly string[]): Promise<Set<string>> {
  const uuids = ids.filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  if (uuids.length === 0) return new Set();
  const rows = await t.db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(t.where(companyRoles, inArray(companyRoles.id, uuids)));
  return new Set(rows.map((r) => r.id));
}

/** The company's custom roles, by name (the screen's choices beside the built-in ones). */
export async function customRoles(t: Tenant): Promise<{ id: string; name: string }[]> {
  return t.db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .where(t.where(companyRoles))
    .orderBy(asc(companyRoles.name));
}
