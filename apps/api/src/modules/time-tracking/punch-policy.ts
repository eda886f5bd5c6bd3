import { AppError, type PunchCollector, type TimeTrackingSettingsValues } from '@ponteiro/shared';

// What the company's time-tracking settings ask of a punch (issue 19). Pure: the punch service
// reads the settings at each punch (no cache, so a change applies from the next one) and asks
// here before anything is written — a refused punch leaves the register untouched (REP-P).

export interface PunchAttempt {
  /** The collector the request speaks for (Accessor header). */
  collector: PunchCollector;
  hasPosition: boolean;
  hasPhoto: boolean;
}

const refuse = (key: string, field?: string) =>
  new AppError('business_rule', {
    message: `validation.${key}`,
    ...(field ? { fieldErrors: { [field]: [`validation.${key}`] } } : {}),
  });

/**
 * Why the settings refuse this punch (422, business_rule), or null. A collector the company does
 * not accept, no position when it is required, no photo when it is required. Policy, not bad
 * input: the request is well formed, the company's rule says no — hence 422, not 400 or 403
 * (the caller may punch, just not this way).
 */
export function punchRefusal(
  settings: Pick<TimeTrackingSettingsValues, 'collectors' | 'geolocation' | 'photo'>,
  attempt: PunchAttempt,
): AppError | null {
  if (!settings.collectors.includes(attempt.collector)) {
    return refuse('punch_collector_not_allowed');
  }
  if (settings.geolocation === 'required' && !attempt.hasPosition) {
    return refuse('punch_location_required', 'latitude');
  }
  if (settings.photo === 'required' && !attempt.hasPhoto) {
    return refuse('punch_photo_required', 'photo');
  }
  return null;
}

/**
 * Whether the photo a punch carries is kept: only when the company asks for photos. With photos
 * `off` one sent anyway is ignored (not stored, not refused): personal data the company did not
 * ask for is simply not collected, and an older client that sends one still punches.
 */
export const keepsPhoto = (settings: Pick<TimeTrackingSettingsValues, 'photo'>) =>
  settings.photo !== 'off';
