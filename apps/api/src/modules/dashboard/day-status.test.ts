import { describe, expect, it } from 'vitest';
import { dayStanding } from './day-status.js';

// Where an employee stands today: the definitions of the contract (shared/contract/dashboard.ts).

const at = (time: string) => Date.parse(`2026-06-03T${time}:00-03:00`);
const OFFICE = [at('08:00'), at('12:00'), at('13:00'), at('17:00')];

describe('dayStanding', () => {
  it.each([
    ['on time, in', [at('08:05')], OFFICE, false, '10:00', 'present', false, true],
    ['6 min late (tolerance 5)', [at('08:06')], OFFICE, false, '10:00', 'present', true, true],
    ['in and out', [at('07:55'), at('12:00')], OFFICE, false, '12:30', 'present', false, false],
    ['punched on a day off', [at('09:00')], [], false, '10:00', 'present', false, true],
    ['punched while on leave', [at('09:00')], OFFICE, true, '10:00', 'present', true, true],
    ['on leave', [], OFFICE, true, '10:00', 'on_leave', false, false],
    ['off', [], [], false, '10:00', 'off', false, false],
    ['absent after the tolerance', [], OFFICE, false, '08:06', 'absent', false, false],
    ['still within the tolerance', [], OFFICE, false, '08:05', 'expected', false, false],
  ] as const)('%s', (_, punches, planned, onLeave, now, status, late, workingNow) => {
    const standing = dayStanding({
      punches,
      planned,
      onLeave,
      toleranceMinutes: 5,
      now: at(now),
    });
    expect(standing).toMatchObject({ status, late, workingNow });
  });

  it('says how late, in whole minutes', () => {
    const standing = dayStanding({
      punches: [at('08:20') + 30_000],
      planned: OFFICE,
      onLeave: false,
      toleranceMinutes: 5,
      now: at('09:00'),
    });
    expect(standing.lateMinutes).toBe(20);
  });
});
