import { type Database, registerNow, withTenant } from '@ponteiro/db';
import {
  AppError,
  OFFLINE_PUNCH_MAX_AGE_DAYS,
  ONLINE_CLOCK_TOLERANCE_SECONDS,
  type PunchBody,
  type PunchCollector,
  type PunchReceiptData,
  type PunchSource,
  type PunchStatusData,
} from '@ponteiro/shared';
import { dateIn } from '../../lib/calendar-date.js';
import type { FileStorage } from '../../lib/storage.js';
import type { Actor } from '../../plugins/authenticate.js';
import {
  decodePunchPhoto,
  recordPunchPhoto,
  storePunchPhoto,
} from '../time-tracking/punch-photos.js';
import { keepsPhoto, punchRefusal } from '../time-tracking/punch-policy.js';
import { timeTrackingSettingsOf } from '../time-tracking/time-tracking.repository.js';
import { checkGeofence } from './geofence.js';
import { presentReceipt } from './present.js';
import {
  callerEmployee,
  employeeOfUser,
  type PunchingEmployee,
  punchBySourceKey,
  punchesSince,
} from './punch.repository.js';
import type { PunchAppender } from './punch-appender.js';

/** AFD collector codes (type 7 field 6) by the `Accessor` header the client sends (api.md). */
const COLLECTORS: Record<string, { code: string; source: PunchSource & PunchCollector }> = {
  mobile: { code: '01', source: 'mobile' },
  web: { code: '02', source: 'web' },
  desktop: { code: '03', source: 'desktop' },
};

/** An `Idempotency-Key`: printable ASCII, at most 100 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export interface PunchRequest {
  idempotencyKey?: string;
  accessor?: string;
}

/** The collector a request speaks for; a client that does not say is a browser. */
export function collectorOf(accessor: string | undefined) {
  return COLLECTORS[(accessor ?? '').trim().toLowerCase()] ?? COLLECTORS.web!;
}

/**
 * When the punch happened: the register's clock for an on-line punch (Anexo IX item 2: the time
 * comes from the REP, not the device); the client's time for one sent later by an off-line client,
 * within OFFLINE_PUNCH_MAX_AGE_DAYS. A client clock ahead of the server's is an on-line punch.
 */
export function punchTiming(
  now: Date,
  clientTime: string | undefined,
): { punchedAt?: Date; offline: boolean } {
  if (!clientTime) return { offline: false };
  const client = new Date(clientTime);
  const behind = now.getTime() - client.getTime();
  if (behind <= ONLINE_CLOCK_TOLERANCE_SECONDS * 1000) return { offline: false };
  if (behind > OFFLINE_PUNCH_MAX_AGE_DAYS * 86_400_000) {
    throw new AppError('business_rule', {
      message: `validation.client_time_too_old|${OFFLINE_PUNCH_MAX_AGE_DAYS}`,
      fieldErrors: {
        client_time: [`validation.client_time_too_old|${OFFLINE_PUNCH_MAX_AGE_DAYS}`],
      },
    });
  }
  return { punchedAt: client, offline: true };
}

/** Why the caller may not punch: not an employee of this company, or not active (422). */
function refusalOf(employee: PunchingEmployee | null): AppError | null {
  if (!employee) return new AppError('business_rule', { message: 'validation.no_employee' });
  if (employee.status !== 'active') {
    return new AppError('business_rule', { message: 'validation.employee_disabled' });
  }
  return null;
}

/** The web punch (REP-P, collector from `Accessor`) and the punch card's status. */
export function createPunchService(deps: {
  db: Database;
  appender: PunchAppender;
  /** Where punch photos are kept (issue 19); without it a company asking for photos cannot punch. */
  storage?: FileStorage;
  now?: () => Date;
}) {
  const { db, appender, storage } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async punch(actor: Actor, body: PunchBody, request: PunchRequest): Promise<PunchReceiptData> {
      const key = request.idempotencyKey;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('validation_error', {
          fieldErrors: { 'Idempotency-Key': ['validation.invalid_value'] },
        });
      }
      const sourceKey = key ? `web:${actor.userId}:${key}` : null;
      const collector = collectorOf(request.accessor);
      const [employee, settings] = await Promise.all([
        callerEmployee(db, actor.companyId, actor.userId),
        withTenant(db, actor, timeTrackingSettingsOf),
      ]);
      const hasPhoto = body.photo !== undefined && keepsPhoto(settings);
      const refusal =
        refusalOf(employee) ??
        punchRefusal(settings, {
          collector: collector.source,
          hasPosition: body.latitude !== undefined,
          hasPhoto,
        });
      if (refusal) {
        // A retry answers what the first request recorded, whatever changed since (the batch
        // answers stored keys on the normal path, so only a refusal needs to look first).
        const stored = sourceKey
          ? await withTenant(db, actor, (t) => punchBySourceKey(t, sourceKey))
          : null;
        if (stored) return presentReceipt(stored);
        throw refusal;
      }
      const punching = employee!;
      const now = registerNow(clock());
      const timing = punchTiming(now, body.client_time);
      // The photo is checked (413/415) and its file stored before the punch: a bad photo or a
      // storage failure refuses the punch whole, nothing written to the register.
      const photo = hasPhoto ? decodePunchPhoto(body.photo!) : null;
      if (photo && !storage) throw new Error('punch photos need the file storage');
      const storedPhoto = photo ? await storePunchPhoto(storage!, actor.companyId, photo) : null;
      const fence = punching.location;
      const geofence = checkGeofence(fence, {
        latitude: body.latitude,
        longitude: body.longitude,
        accuracyM: body.accuracy_m,
      });
      const appended = appender.append(actor.companyId, punching.subsidiaryId, {
        type: '7',
        employeeId: punching.id,
        cpf: punching.cpf,
        punchedAt: timing.punchedAt,
        collector: collector.code,
        offline: timing.offline,
        sourceKey,
        userId: actor.userId,
        flags: [...geofence.flags, ...(timing.offline ? (['offline'] as const) : [])],
        details: {
          source: collector.source,
          ...(body.latitude !== undefined ? { latitude: body.latitude } : {}),
          ...(body.longitude !== undefined ? { longitude: body.longitude } : {}),
          ...(body.accuracy_m !== undefined ? { accuracyM: body.accuracy_m } : {}),
          ...(body.client_time ? { clientTime: body.client_time } : {}),
          ...(geofence.distanceM !== undefined ? { distanceM: geofence.distanceM } : {}),
        },
      });
      // A punch that failed to be written leaves no photo behind (no row would ever erase it).
      const { row, created } = await appended.catch(async (error: unknown) => {
        if (storedPhoto) await storage!.remove(storedPhoto.key).catch(() => undefined);
        throw error;
      });
      if (photo && storedPhoto) {
        if (created) {
          // After the punch's own transaction: the register is never held up by a photo. Should
          // this fail, the punch stands (it cannot be undone) and the file waits unreferenced.
          await withTenant(db, actor, (t) =>
            recordPunchPhoto(
              t,
              storedPhoto,
              photo,
              { recordId: row.id, employeeId: punching.id },
              settings.photo_retention_days,
              now,
            ),
          );
        } else {
          // A retry of a recorded punch: its photo is the first request's.
          await storage!.remove(storedPhoto.key);
        }
      }
      return presentReceipt(row);
    },

    /** The punch card: the server clock, who punches, where, and today's punches. */
    async status(actor: Actor): Promise<PunchStatusData> {
      const now = clock();
      return withTenant(db, actor, async (t) => {
        const employee = await employeeOfUser(t, actor.userId);
        const settings = await timeTrackingSettingsOf(t);
        const timeZone = employee?.timeZone ?? 'America/Sao_Paulo';
        const today = employee
          ? (await punchesSince(t, employee.id, new Date(now.getTime() - 36 * 3_600_000)))
              .map(presentReceipt)
              .filter((p) => p.punched_at.slice(0, 10) === dateIn(now, timeZone))
          : [];
        return {
          server_time_ms: now.getTime(),
          time_zone: timeZone,
          employee: employee ? { id: employee.id, name: employee.name } : null,
          blocked: !employee
            ? 'no_employee'
            : employee.status !== 'active'
              ? 'employee_disabled'
              : null,
          location: employee?.location
            ? {
                name: employee.location.name,
                latitude: employee.location.latitude,
                longitude: employee.location.longitude,
                radius_m: employee.location.radiusM,
              }
            : null,
          today,
          card: {
            wording_pt: settings.card_wording_pt,
            wording_en: settings.card_wording_en,
            geolocation: settings.geolocation,
            photo: settings.photo,
            collectors: settings.collectors,
          },
        };
      });
    },
  };
}

export type PunchService = ReturnType<typeof createPunchService>;
