import { type Database, registerNow, withTenant } from '@ponteiro/db';
import {
  AppError,
  OFFLINE_PUNCH_MAX_AGE_DAYS,
  ONLINE_CLOCK_TOLERANCE_SECONDS,
  type PunchBody,
  type PunchReceiptData,
  type PunchSource,
  type PunchStatusData,
} from '@ponteiro/shared';
import { dateIn } from '../../lib/calendar-date.js';
import type { Actor } from '../../plugins/authenticate.js';
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
const COLLECTORS: Record<string, { code: string; source: PunchSource }> = {
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

/** The employee may punch: they exist in this company and are active (422 otherwise). */
function assertCanPunch(employee: PunchingEmployee | null): asserts employee is PunchingEmployee {
  if (!employee) throw new AppError('business_rule', { message: 'validation.no_employee' });
  if (employee.status !== 'active') {
    throw new AppError('business_rule', { message: 'validation.employee_disabled' });
  }
}

/** The web punch (REP-P, collector from `Accessor`) and the punch card's status. */
export function createPunchService(deps: {
  db: Database;
  appender: PunchAppender;
  now?: () => Date;
}) {
  const { db, appender } = deps;
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
      const employee = await callerEmployee(db, actor.companyId, actor.userId);
      if (employee?.status !== 'active') {
        // A retry answers what the first request recorded, whatever changed since (the batch
        // answers stored keys on the normal path, so only a refusal needs to look first).
        const stored = sourceKey
          ? await withTenant(db, actor, (t) => punchBySourceKey(t, sourceKey))
          : null;
        if (stored) return presentReceipt(stored);
      }
      assertCanPunch(employee);
      const now = registerNow(clock());
      const timing = punchTiming(now, body.client_time);
      const fence = employee.location;
      const geofence = checkGeofence(fence, {
        latitude: body.latitude,
        longitude: body.longitude,
        accuracyM: body.accuracy_m,
      });
      const collector = collectorOf(request.accessor);
      const { row } = await appender.append(actor.companyId, employee.subsidiaryId, {
        type: '7',
        employeeId: employee.id,
        cpf: employee.cpf,
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
      return presentReceipt(row);
    },

    /** The punch card: the server clock, who punches, where, and today's punches. */
    async status(actor: Actor): Promise<PunchStatusData> {
      const now = clock();
      return withTenant(db, actor, async (t) => {
        const employee = await employeeOfUser(t, actor.userId);
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
        };
      });
    },
  };
}

export type PunchService = ReturnType<typeof createPunchService>;
