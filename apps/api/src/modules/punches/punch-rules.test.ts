import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/calendar-date.js';
import { checkGeofence, distanceMetres } from './geofence.js';
import { collectorOf, punchTiming } from './punch.service.js';
import { instantOf } from './wall-time.js';

const fence = { latitude: -8.063, longitude: -34.871, radiusM: 100 };

describe('geofence', () => {
  it('measures great-circle distances', () => {
    // One degree of latitude is about 111.2 km.
    expect(
      distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(111_195, -2);
  });

  it.each([
    ['inside', { latitude: -8.0632, longitude: -34.8712, accuracyM: 10 }, []],
    ['far outside', { latitude: -8.1, longitude: -34.9, accuracyM: 20 }, ['outside_geofence']],
    [
      'outside, but the accuracy reaches in',
      { latitude: -8.06435, longitude: -34.871, accuracyM: 80 },
      [],
    ],
    [
      'outside, accuracy too small to reach',
      { latitude: -8.06435, longitude: -34.871, accuracyM: 10 },
      ['outside_geofence'],
    ],
    ['no position', {}, ['location_unavailable']],
  ])('%s', (_name, position, flags) => {
    expect(checkGeofence(fence, position).flags).toEqual(flags);
  });

  it('has nothing to say without a fence', () => {
    expect(checkGeofence(null, {})).toEqual({ flags: [] });
  });
});

describe('punch timing', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['no client time: on-line', undefined, { offline: false }],
    ['client 30 s behind: on-line', '2026-11-24T11:59:30Z', { offline: false }],
    ['client ahead: on-line at the server time', '2026-11-24T12:05:00Z', { offline: false }],
    [
      'client 2 h behind: off-line at its time',
      '2026-11-24T10:00:00Z',
      { offline: true, punchedAt: new Date('2026-11-24T10:00:00Z') },
    ],
  ])('%s', (_name, client, expected) => {
    expect(punchTiming(now, client)).toEqual(expected);
  });

  it('refuses an off-line punch older than the limit', () => {
    expect(() => punchTiming(now, '2026-11-01T10:00:00Z')).toThrow(/client_time_too_old/);
  });
});

describe('collector of the Accessor header', () => {
  it.each([
    ['Web', '02'],
    ['Mobile', '01'],
    ['desktop', '03'],
    [undefined, '02'],
    ['Toaster', '02'],
  ])('%s → %s', (accessor, code) => {
    expect(collectorOf(accessor).code).toBe(code);
  });
});

describe('wall times of a workplace', () => {
  it.each([
    ['2026-11-02T08:00', 'America/Recife', '2026-11-02T11:00:00.000Z'],
    ['2026-11-02T08:00', 'America/Manaus', '2026-11-02T12:00:00.000Z'],
    ['2026-11-02T08:00:30', 'UTC', '2026-11-02T08:00:30.000Z'],
    ['2026-11-02T08:00:00-02:00', 'America/Recife', '2026-11-02T10:00:00.000Z'],
    // New York's DST starts 2026-03-08 at 02:00 (→ 03:00).
    ['2026-03-08T01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08T03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
  ])('%s in %s', (wall, zone, iso) => {
    expect(instantOf(wall, zone).toISOString()).toBe(iso);
  });

  it('dates an instant in its zone', () => {
    expect(dateIn(new Date('2026-11-03T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-02');
  });
});
