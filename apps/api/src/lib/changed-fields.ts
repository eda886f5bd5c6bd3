/** What an audit row of an update stores: only the fields whose value changed. */
export interface FieldDiff {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

type Values = Record<string, unknown>;

// Compared as JSON so objects (e.g. { id, email }) and arrays compare by value; a missing key and
// null are the same "not informed".
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose value differs from `before`, or null when nothing changed. */
export function changedFields(before: Values, after: Values): FieldDiff | null {
  const diff: FieldDiff = { before: {}, after: {} };
  for (const key of Object.keys(after)) {
    if (same(before[key], after[key])) continue;
    diff.before[key] = before[key] ?? null;
    diff.after[key] = after[key] ?? null;
  }
  return Object.keys(diff.after).length > 0 ? diff : null;
}
