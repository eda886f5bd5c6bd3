import { type Executor, punchPhotos, type Tenant, timeTrackingSettings } from '@ponteiro/db';
import { TIME_TRACKING_DEFAULTS, type TimeTrackingSettingsValues } from '@ponteiro/shared';
import { and, asc, eq, lte } from 'drizzle-orm';

// The company's time-tracking settings row (absent until first saved) and the punch photos.

export type TimeTrackingRow = typeof timeTrackingSettings.$inferSelect;

/** The company's saved row, if any. */
export async function timeTrackingRow(t: Tenant): Promise<TimeTrackingRow | null> {
  const [row] = await t.db.select().from(timeTrackingSettings).where(t.where(timeTrackingSettings));
  return row ?? null;
}

/** The row as the contract's values; the shared defaults when the company never saved. */
export function valuesOf(row: TimeTrackingRow | null): TimeTrackingSettingsValues {
  if (!row)
    return { ...TIME_TRACKING_DEFAULTS, collectors: [...TIME_TRACKING_DEFAULTS.collectors] };
  return {
    collectors: [...row.collectors],
    geolocation: row.geolocation,
    geofence_radius_m: row.geofenceRadiusM,
    photo: row.photo,
    photo_retention_days: row.photoRetentionDays,
    card_wording_pt: row.cardWordingPt,
    card_wording_en: row.cardWordingEn,
    far_from_schedule_minutes: row.farFromScheduleMinutes,
    repeated_punch_seconds: row.repeatedPunchSeconds,
    workday_cutoff: row.workdayCutoff,
  };
}

/** The settings in force for the company (read at each punch: no cache to go stale). */
export async function timeTrackingSettingsOf(t: Tenant): Promise<TimeTrackingSettingsValues> {
  return valuesOf(await timeTrackingRow(t));
}

/** Saves every value (the PUT carries the whole form). */
export async function saveTimeTrackingSettings(
  t: Tenant,
  values: TimeTrackingSettingsValues,
  userId: string,
): Promise<void> {
  const columns = {
    collectors: values.collectors,
    geolocation: values.geolocation,
    geofenceRadiusM: values.geofence_radius_m,
    photo: values.photo,
    photoRetentionDays: values.photo_retention_days,
    cardWordingPt: values.card_wording_pt,
    cardWordingEn: values.card_wording_en,
    farFromScheduleMinutes: values.far_from_schedule_minutes,
    repeatedPunchSeconds: values.repeated_punch_seconds,
    workdayCutoff: values.workday_cutoff,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await t.db
    .insert(timeTrackingSettings)
    .values(t.values(timeTrackingSettings, columns))
    .onConflictDoUpdate({ target: timeTrackingSettings.companyId, set: columns });
}

export interface NewPunchPhoto {
  id: string;
  recordId: string;
  employeeId: string;
  storageKey: string;
  contentType: string;
  size: number;
  expiresAt: Date;
}

export async function insertPunchPhoto(t: Tenant, photo: NewPunchPhoto): Promise<void> {
  await t.db.insert(punchPhotos).values(t.values(punchPhotos, photo));
}

/**
 * Photos past their retention, of every company (the daily erase job: no company's scope, like
 * the other background sweeps). Oldest first, `limit` at a time.
 */
export function expiredPunchPhotos(db: Executor, now: Date, limit: number) {
  return db
    .select({
      companyId: punchPhotos.companyId,
      id: punchPhotos.id,
      storageKey: punchPhotos.storageKey,
    })
    .from(punchPhotos)
    .where(lte(punchPhotos.expiresAt, now))
    .orderBy(asc(punchPhotos.expiresAt))
    .limit(limit);
}

export async function deletePunchPhoto(db: Executor, companyId: string, id: string): Promise<void> {
  await db
    .delete(punchPhotos)
    .where(and(eq(punchPhotos.companyId, companyId), eq(punchPhotos.id, id)));
}

/** A company's photos of a punch (tests and, later, the punch log). */
export function photosOfRecord(t: Tenant, recordId: string) {
  return t.db
    .select()
    .from(punchPhotos)
    .where(t.where(punchPhotos, eq(punchPhotos.recordId, recordId)));
}
