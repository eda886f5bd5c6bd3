import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  BUILT_IN_ROLES,
  isBuiltInRole,
  NOTIFICATION_TESTS_PER_MINUTE,
  type NotificationEvent,
  type NotificationSettingsBody,
  type NotificationSettingsData,
  type NotificationTestResult,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import type { NoticeParams } from '../notifications/emails.js';
import type { Notifier } from '../notifications/notifier.js';
import { recipients } from '../notifications/repository.js';
import {
  allSettings,
  customRoles,
  customRolesAmong,
  type EffectiveSettings,
  eventSettings,
  saveEventSettings,
} from './settings.repository.js';
import { createTestThrottle } from './test-throttle.js';

type Values = Omit<EffectiveSettings, 'event' | 'customized'>;

const valuesOf = (s: EffectiveSettings): Values => ({
  in_app: s.in_app,
  email: s.email,
  to_employee: s.to_employee,
  to_manager: s.to_manager,
  role_ids: s.role_ids,
});

const same = (a: Values, b: Values) =>
  a.in_app === b.in_app &&
  a.email === b.email &&
  a.to_employee === b.to_employee &&
  a.to_manager === b.to_manager &&
  a.role_ids.length === b.role_ids.length &&
  a.role_ids.every((r, i) => r === b.role_ids[i]);

/** A sample's values: plausible, naming the caller, pointing at nothing real. */
function sampleParams(name: string, today: string): NoticeParams {
  return {
    sample: 1,
    employee_name: name,
    request_type: 'manual_punch',
    decision: 'approved',
    date: today,
    end_date: today,
    minutes: 90,
    days: 10,
    time: '08:02',
    flag: 'outside_geofence',
    subject: 'EMPRESA EXEMPLO LTDA',
  };
}

/**
 * System › Notifications (issue 19): per event, the channels and who hears of it. Saving checks
 * every role against the company (422, nothing written) and audits each changed event (before,
 * after). The test sends one sample to the caller only, through the event's saved channels.
 */
export function createNotificationSettingsService(deps: { db: Database; notifier: Notifier }) {
  const { db, notifier } = deps;
  const throttle = createTestThrottle(NOTIFICATION_TESTS_PER_MINUTE, 60_000);

  async function present(actor: Actor): Promise<NotificationSettingsData> {
    return withTenant(db, actor, async (t) => ({
      events: await allSettings(t),
      roles: [
        ...BUILT_IN_ROLES.map((key) => ({ key, name: key, built_in: true })),
        ...(await customRoles(t)).map((r) => ({ key: r.id, name: r.name, built_in: false })),
      ],
    }));
  }

  return {
    get: present,

    async update(
      actor: Actor,
      body: NotificationSettingsBody,
      context: RequestContext,
    ): Promise<NotificationSettingsData> {
      await writeCompanyAudited(
        db,
        {
          context,
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          entity: 'notification_settings',
        },
        async (t, audit) => {
          // Every role first: a foreign one refuses the whole save.
          for (const [k, row] of body.events.entries()) {
            const roles = [...new Set(row.role_ids)];
            const custom = await customRolesAmong(
              t,
              roles.filter((r) => !isBuiltInRole(r)),
            );
            if (roles.some((r) => !isBuiltInRole(r) && !custom.has(r))) {
              throw new AppError('business_rule', {
                fieldErrors: { [`events.${k}.role_ids`]: ['validation.notification_role_unknown'] },
              });
            }
          }
          const before = new Map((await allSettings(t)).map((s) => [s.event, valuesOf(s)]));
          for (const { event, ...value } of body.events) {
            const after = { ...value, role_ids: [...new Set(value.role_ids)] };
            const previous = before.get(event);
            // Unchanged rows are neither written nor audited (the screen sends the whole table).
            if (previous && same(previous, after)) continue;
            await saveEventSettings(t, { event, ...after }, actor.userId);
            await audit({ action: 'update', entityId: event, before: previous ?? null, after });
          }
        },
      );
      return present(actor);
    },

    async test(
      actor: Actor,
      event: NotificationEvent,
      today: string,
      context: RequestContext,
    ): Promise<NotificationTestResult> {
      if (!throttle.take(`${actor.companyId}:${actor.userId}`)) {
        throw new AppError('rate_limited');
      }
      const result = await writeCompanyAudited(
        db,
        {
          context,
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          entity: 'notification_settings',
        },
        async (t, audit) => {
          const settings = await eventSettings(t, event);
          if (!settings.in_app && !settings.email) {
            throw new AppError('business_rule', { message: 'validation.notification_event_off' });
          }
          const [me] = await recipients(t, [actor.userId]);
          const sent = await notifier.deliver(
            t,
            [actor.userId],
            event,
            sampleParams(me?.name ?? '', today),
            { inApp: settings.in_app, email: settings.email },
          );
          const answer: NotificationTestResult = {
            event,
            in_app: sent.inApp.length > 0,
            email_to: sent.emailed[0] ?? null,
          };
          await audit({ action: 'test', entityId: event, after: answer });
          return answer;
        },
      );
      notifier.flush();
      return result;
    },
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
