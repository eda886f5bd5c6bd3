import { TIME_TRACKING_DEFAULTS } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { workdayOf } from '../punches/abnormal-rules.js';
import { keepsPhoto, punchRefusal } from './punch-policy.js';

describe('punchRefusal', () => {
  const attempt = { collector: 'web', hasPosition: false, hasPhoto: false } as const;

  it('lets a punch through with the defaults', () => {
    expect(punchRefusal(TIME_TRACKING_DEFAULTS, attempt)).toBeNull();
  });

  it.each([
    [{ collectors: ['mobile'] }, 'validation.punch_collector_not_allowed'],
    [{ geolocation: 'required' }, 'validation.punch_location_required'],
    [{ photo: 'required' }, 'validation.punch_photo_required'],
  ] as const)('refuses with 422 business_rule: %j', (over, message) => {
    const settings = { ...TIME_TRACKING_DEFAULTS, ...over };
    const refusal = punchRefusal({ ...settings, collectors: [...settings.collectors] }, attempt);
    expect(refusal?.code).toBe('business_rule');
    expect(refusal?.message).toBe(message);
  });

  it('accepts what the settings ask for', () => {
    const strict = {
      ...TIME_TRACKING_DEFAULTS,
      geolocation: 'required' as const,
      photo: 'required' as const,
    };
    expect(
      punchRefusal(strict, { collector: 'web', hasPosition: true, hasPhoto: true }),
    ).toBeNull();
    expect(keepsPhoto({ photo: 'off' })).toBe(false);
    expect(keepsPhoto({ photo: 'optional' })).toBe(true);
  });
});

describe('workdayOf', () => {
  it('moves a punch before the cut-off to the previous day', () => {
    expect(workdayOf('2026-03-08T02:00:00-03:00')).toBe('2026-03-08');
    expect(workdayOf('2026-03-08T02:00:00-03:00', '05:00')).toBe('2026-03-07');
    expect(workdayOf('2026-03-08T05:00:00-03:00', '05:00')).toBe('2026-03-08');
    expect(workdayOf('2026-03-01T04:59:59-03:00', '05:00')).toBe('2026-02-28');
  });
});
