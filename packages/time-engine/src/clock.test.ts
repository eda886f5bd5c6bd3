import { describe, expect, it } from 'vitest';
import { dayOf, instantToLocal, isoInZone, localToInstant, parseTimeOfDay } from './clock.js';

const at = (zone: string, date: string, time: string) =>
  isoInZone(zone, localToInstant(zone, dayOf(date), parseTimeOfDay(time)));

describe('wall clock ↔ instants', () => {
  it.each([
    ['America/Sao_Paulo', '2026-08-03', '08:00', '2026-08-03T08:00:00-03:00'],
    ['America/Manaus', '2026-08-03', '08:00', '2026-08-03T08:00:00-04:00'],
    ['America/Noronha', '2026-08-03', '08:00', '2026-08-03T08:00:00-02:00'],
    ['America/Rio_Branco', '2026-08-03', '08:00', '2026-08-03T08:00:00-05:00'],
    // A time skipped by a change lands just after it (São Paulo, 2018-11-04 00:00 → 01:00).
    ['America/Sao_Paulo', '2018-11-04', '00:30', '2018-11-04T01:30:00-02:00'],
    // The hour after the clocks went back is read with the new offset.
    ['America/Sao_Paulo', '2018-02-18', '00:00', '2018-02-18T00:00:00-03:00'],
    ['America/New_York', '2018-11-04', '02:00', '2018-11-04T02:00:00-05:00'],
    // A time that happened twice is the earlier instant.
    ['Europe/London', '2026-10-25', '01:00', '2026-10-25T01:00:00+01:00'],
    ['America/New_York', '2018-11-04', '01:30', '2018-11-04T01:30:00-04:00'],
  ])('%s %s %s', (zone, date, time, iso) => {
    expect(at(zone, date, time)).toBe(iso);
  });

  it('goes back to the same local day and minute', () => {
    const zone = 'America/Sao_Paulo';
    const minute = localToInstant(zone, dayOf('2026-08-03'), 22 * 60 + 15);
    expect(instantToLocal(zone, minute)).toEqual({ day: dayOf('2026-08-03'), minuteOfDay: 1335 });
  });
});
