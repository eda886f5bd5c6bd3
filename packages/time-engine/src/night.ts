import { instantToLocal, localToInstant, parseTimeOfDay } from './clock.js';
import { type Interval, overlapMinutes } from './intervals.js';
import type { NightRule } from './types.js';

export interface NightRanges {
  /** The night windows touching the work, then the extensions after their end. */
  windows: Interval[];
  extensions: Interval[];
}

// Night windows by rule, zone and day: the same few windows serve every employee of a report.
const windowCache = new WeakMap<NightRule, Map<string, Map<number, Interval>>>();

function windowOf(zone: string, rule: NightRule, day: number): Interval {
  let byZone = windowCache.get(rule);
  if (!byZone) {
    byZone = new Map();
    windowCache.set(rule, byZone);
  }
  let byDay = byZone.get(zone);
  if (!byDay) {
    byDay = new Map();
    byZone.set(zone, byDay);
  }
  let window = byDay.get(day);
  if (!window) {
    const start = parseTimeOfDay(rule.start);
    let end = parseTimeOfDay(rule.end);
    if (end <= start) end += 1440;
    window = [localToInstant(zone, day, start), localToInstant(zone, day, end)];
    byDay.set(day, window);
  }
  return window;
}

/** The night windows (22:00 → 05:00 next day by default) around the span of `intervals`. */
function windowsAround(zone: string, rule: NightRule, intervals: Interval[]): Interval[] {
  const from = intervals[0]![0];
  const to = intervals[intervals.length - 1]![1];
  const first = instantToLocal(zone, from).day - 1;
  const last = instantToLocal(zone, to).day;
  const windows: Interval[] = [];
  for (let day = first; day <= last; day++) {
    const window = windowOf(zone, rule, day);
    // Only windows the work's span reaches: day shifts usually have none.
    if (window[0] < to && window[1] > from) windows.push(window);
  }
  return windows;
}

/**
 * Where night work lies for a workday's intervals (CLT art. 73). With `extendAfterEnd` (TST
 * Súmula 60 II), when the work began by the window's start (the workday covers the whole window) and the
 * pair running at the window's end continues past it, the rest of that pair is night work too.
 */
export function nightRanges(zone: string, rule: NightRule, intervals: Interval[]): NightRanges {
  if (intervals.length === 0) return { windows: [], extensions: [] };
  const windows = windowsAround(zone, rule, intervals);
  const extensions: Interval[] = [];
  if (rule.extendAfterEnd) {
    const firstIn = intervals[0]![0];
    for (const [start, end] of windows) {
      if (firstIn > start || overlapMinutes(intervals, [[start, end]]) === 0) continue;
      const running = intervals.find(([from, to]) => from < end && to > end);
      if (running) extensions.push([end, running[1]]);
    }
  }
  return { windows, extensions };
}

/** Clock minutes of `intervals` inside the night ranges. */
export function nightMinutesOf(intervals: Interval[], ranges: NightRanges): number {
  return overlapMinutes(intervals, ranges.windows) + overlapMinutes(intervals, ranges.extensions);
}

/** Night clock minutes credited with the reduced hour: 7 clock hours are 8 night hours. */
export function creditedNight(night: number, rule: NightRule): number {
  return rule.reducedHour ? Math.round((night * 8) / 7) : night;
}

/** Clock minutes with the night part credited (×60/52.5 with the reduced hour). */
export function creditedMinutes(intervals: Interval[], ranges: NightRanges, rule: NightRule) {
  const clock = intervals.reduce((sum, [from, to]) => sum + (to - from), 0);
  const night = nightMinutesOf(intervals, ranges);
  return { clock, night, credited: clock - night + creditedNight(night, rule) };
}
