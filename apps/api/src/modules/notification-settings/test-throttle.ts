/**
 * At most `limit` test sends per key in `windowMs` (in memory, per API instance: enough to stop a
 * stuck button or a script from filling a mailbox; the audit keeps every send).
 */
export function createTestThrottle(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      // Old keys go away with their hits, so the map stays small.
      for (const [k, list] of hits) {
        if (list.every((at) => now - at >= windowMs)) hits.delete(k);
      }
      return true;
    },
  };
}
