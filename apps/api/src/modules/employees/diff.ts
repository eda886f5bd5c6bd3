/** One line of an employee's history: a field and its value before → after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

type Values = Record<string, unknown>;

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
