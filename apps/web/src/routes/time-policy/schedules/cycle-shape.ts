import { markMinutes, type Pair } from './schedule-marks';

// Rotations (escalas) by name: "12x36" counts hours (one shift, then rest until the next one),
// "6x1" counts days (six working days, one off). A cycle is `pattern`, a list of days, each a list
// of pairs; pattern[0] falls on the anchor date.

type Day = readonly Pair[];

export const CYCLE_PRESETS = {
  '12x36': { work: 1, off: 1, pairs: [['07:00', '19:00']] },
  '24x72': { work: 1, off: 3, pairs: [['07:00', '07:00']] },
  // 44 h a week: six days of 7h20 or five of 8h48, each with a one-hour break.
  '6x1': {
    work: 6,
    off: 1,
    pairs: [
      ['08:00', '12:00'],
      ['13:00', '16:20'],
    ],
  },
  '5x2': {
    work: 5,
    off: 2,
    pairs: [
      ['08:00', '12:00'],
      ['13:00', '17:48'],
    ],
  },
} as const satisfies Record<string, { work: number; off: number; pairs: Day }>;
export type CyclePreset = keyof typeof CYCLE_PRESETS;
export const PRESET_NAMES = Object.keys(CYCLE_PRESETS) as CyclePreset[];

/** `work` days with `pairs`, then `off` days off. */
export function cyclePattern(work: number, off: number, pairs: Day): Pair[][] {
  return [
    ...Array.from({ length: work }, () => pairs.map(([start, end]): Pair => [start, end])),
    ...Array.from({ length: off }, () => []),
  ];
}

export interface CycleShape {
  /** "12x36", "24x72", "6x1", "4x2"… */
  name: string;
  work: number;
  off: number;
  /** The working days' pairs (all alike). */
  pairs: Day;
}

const sameDay = (a: Day, b: Day) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The n×m name of a regular rotation: working days alike, then days off. One shift a cycle is
 * named in hours (12 h on, 36 h off until the next shift) when they are whole; otherwise in days.
 * Undefined for an irregular rotation.
 */
export function cycleShape(pattern: readonly Day[]): CycleShape | undefined {
  const work = pattern.findIndex((day) => day.length === 0);
  if (work < 1 || pattern.slice(work).some((day) => day.length > 0)) return undefined;
  const pairs = pattern[0]!;
  if (pattern.slice(0, work).some((day) => !sameDay(day, pairs))) return undefined;
  const off = pattern.length - work;
  if (work === 1) {
    const marks = markMinutes(pairs);
    const span = marks[marks.length - 1]![1] - marks[0]![0];
    const rest = pattern.length * 1440 - span;
    if (span % 60 === 0) return { name: `${span / 60}x${rest / 60}`, work, off, pairs };
  }
  return { name: `${work}x${off}`, work, off, pairs };
}

/** The preset a pattern is (by name, whatever its times), if any. */
export function presetOf(pattern: readonly Day[]): CyclePreset | undefined {
  const name = cycleShape(pattern)?.name;
  return PRESET_NAMES.find((preset) => preset === name);
}
