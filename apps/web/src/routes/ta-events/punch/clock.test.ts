import { describe, expect, it } from 'vitest';
import {
  clockOffsetMs,
  clockParts,
  formatClockTime,
  isoWithOffset,
  msToNextSecond,
  serverNowMs,
  zoneOffsetLabel,
} from './clock';

describe('the server clock offset', () => {
  it.each([
    // [case, server time, sent at, received at, offset]
    ['same clocks, instant answer', 1_000, 1_000, 1_000, 0],
    ['same clocks, 200 ms round trip', 1_100, 1_000, 1_200, 0],
    ['device 5 s behind, 200 ms round trip', 10_000, 4_900, 5_100, 5_000],
    ['device 2 s ahead, 400 ms round trip', 10_000, 11_800, 12_200, -2_000],
    [
      'device 3 min behind, slow network (3 s)',
      1_754_222_580_000,
      1_754_222_398_500,
      1_754_222_401_500,
      180_000,
    ],
    ['device clock set back during the request', 4_000, 5_000, 4_000, 0],
    ['half a millisecond rounds', 0, 0, 3, -1],
  ])('%s', (_, serverTimeMs, sentAtMs, receivedAtMs, offset) => {
    expect(clockOffsetMs({ serverTimeMs, sentAtMs, receivedAtMs })).toBe(offset);
  });

  it('reads the server clock from the device clock and the offset', () => {
    expect(serverNowMs(5_000, 1_000)).toBe(6_000);
    expect(serverNowMs(-2_000, 10_000)).toBe(8_000);
  });

  it.each([
    [0, 1000],
    [1, 999],
    [999, 1],
    [12_345, 655],
    [-250, 250],
  ])('from %i ms the next second turns in %i ms', (now, wait) => {
    expect(msToNextSecond(now)).toBe(wait);
  });
});

describe('clock display', () => {
  const AT = Date.UTC(2026, 7, 3, 11, 1, 5); // 2026-08-03 11:01:05 UTC

  it.each([
    ['America/Sao_Paulo', '08:01:05', 'GMT-03:00'],
    ['America/Manaus', '07:01:05', 'GMT-04:00'],
    ['America/Noronha', '09:01:05', 'GMT-02:00'],
    ['UTC', '11:01:05', 'GMT+00:00'],
  ])('in %s shows %s (%s)', (zone, time, offset) => {
    expect(formatClockTime(AT, zone)).toBe(time);
    expect(zoneOffsetLabel(AT, zone)).toBe(offset);
  });

  it('uses 00–23 hours, also at midnight', () => {
    expect(clockParts(Date.UTC(2026, 7, 3, 3, 0, 9), 'America/Sao_Paulo')).toEqual({
      hours: '00',
      minutes: '00',
      seconds: '09',
    });
    expect(formatClockTime('2026-08-03T23:59:59-03:00', 'America/Sao_Paulo')).toBe('23:59:59');
  });

  it('falls back to the browser zone for an unknown zone instead of failing', () => {
    expect(formatClockTime(AT, 'Nowhere/Atlantis')).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });
});

describe('client_time of an offline punch', () => {
  const AT = new Date(Date.UTC(2026, 7, 3, 11, 1, 5, 678));

  it.each([
    [-180, '2026-08-03T08:01:05-03:00'],
    [0, '2026-08-03T11:01:05+00:00'],
    [330, '2026-08-03T16:31:05+05:30'],
    [-600, '2026-08-03T01:01:05-10:00'],
    [-720, '2026-08-02T23:01:05-12:00'],
  ])('with the device %i min from UTC is %s', (offset, iso) => {
    expect(isoWithOffset(AT, offset)).toBe(iso);
    expect(Date.parse(iso)).toBe(Math.floor(AT.getTime() / 1000) * 1000);
  });

  it("defaults to the device's own offset", () => {
    // The tests run with TZ=UTC.
    expect(isoWithOffset(AT)).toBe(isoWithOffset(AT, -AT.getTimezoneOffset()));
  });
});
