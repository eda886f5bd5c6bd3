/** What an audit row of an update stores: only the fields whose value changed. */
export interface FieldDiff {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** One line of an employee's history: a field and its value before → after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
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

/**
 * An audit row's before/after → one change per field, in `order` first and then any other field
 * alphabetically. A create has no `before` (every value was null); a field present on one side
 * only was null on the other.
 */
export function historyChanges(
  before: unknown,
  after: unknown,
  order: readonly string[] = [],
): FieldChange[] {
  const b = isValues(before) ? before : {};
  const a = isValues(after) ? after : {};
  const fields = new Set([...Object.keys(b), ...Object.keys(a)]);
  const rank = (field: string) => {
    const i = order.indexOf(field);
    return i === -1 ? order.length : i;
  };
  return [...fields]
    .sort((x, y) => rank(x) - rank(y) || x.localeCompare(y))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

function isValues(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
