/** An interval in epoch minutes: [start, end). */
export type Interval = [number, number];

/** Minutes where `a` and `b` overlap (each list has no overlaps of its own). */
export function overlapMinutes(a: readonly Interval[], b: readonly Interval[]): number {
  let total = 0;
  for (const [aFrom, aTo] of a) {
    for (const [bFrom, bTo] of b) total += Math.max(0, Math.min(aTo, bTo) - Math.max(aFrom, bFrom));
  }
  return total;
}

/** `intervals` split into the parts inside any of `ranges` and the parts outside. */
export function splitBy(
  intervals: readonly Interval[],
  ranges: readonly Interval[],
): { inside: Interval[]; outside: Interval[] } {
  if (ranges.length === 0) return { inside: [], outside: intervals as Interval[] };
  const inside: Interval[] = [];
  const outside: Interval[] = [];
  for (const interval of intervals) {
    let pieces: Interval[] = [interval];
    for (const [rFrom, rTo] of ranges) {
      const next: Interval[] = [];
      for (const [from, to] of pieces) {
        const lo = Math.max(from, rFrom);
        const hi = Math.min(to, rTo);
        if (lo >= hi) {
          next.push([from, to]);
          continue;
        }
        inside.push([lo, hi]);
        if (from < lo) next.push([from, lo]);
        if (hi < to) next.push([hi, to]);
      }
      pieces = next;
    }
    outside.push(...pieces);
  }
  return { inside, outside };
}

/** Total minutes of the intervals. */
export function lengthOf(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, [from, to]) => sum + (to - from), 0);
}
