// Typed readers for the scenario JSON: each checks one value and, when it is wrong, throws a
// ScenarioError that names where it is (`punches[3]`, `rules.night.start`) and what was expected.

/**
 * What a schedule or rules problem is, for callers that word it in their users' language (the
 * API's messages, the schedule form); other problems have no code and only the English detail.
 */
export type ScenarioProblem = 'pairs_overlap' | 'day_over_24h' | 'night_window_empty';

/** Bad scenario input: `path` says where (`punches[3]`, '' for the whole document). */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
  readonly path: string;
  /** The message without the path. */
  readonly detail: string;
  readonly code: ScenarioProblem | undefined;

  constructor(path: string, detail: string, code?: ScenarioProblem) {
    super(path ? `${path}: ${detail}` : detail);
    this.path = path;
    this.detail = detail;
    this.code = code;
  }
}

export const field = (path: string, key: string) => (path ? `${path}.${key}` : key);
export const item = (path: string, index: number) => `${path}[${index}]`;

/** What a wrong value is, for messages: `a number (5)`, `null`, `a list`. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `a string (${JSON.stringify(value)})`;
  if (typeof value === 'number' || typeof value === 'boolean')
    return `a ${typeof value} (${value})`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

const wrongType = (path: string, expected: string, value: unknown) =>
  new ScenarioError(
    path,
    value === undefined
      ? `missing (expected ${expected})`
      : `expected ${expected}, got ${describe(value)}`,
  );

export function readObject(
  value: unknown,
  path: string,
  expected = 'an object',
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw wrongType(path, expected, value);
  }
  return value as Record<string, unknown>;
}

export function readList(value: unknown, path: string, expected = 'a list'): unknown[] {
  if (!Array.isArray(value)) throw wrongType(path, expected, value);
  return value;
}

export function readString(value: unknown, path: string, expected = 'a string'): string {
  if (typeof value !== 'string') throw wrongType(path, expected, value);
  return value;
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw wrongType(path, 'true or false', value);
  return value;
}

/** A finite number ≥ 0; `whole` for minutes, which the engine counts in whole units. */
export function readAmount(value: unknown, path: string, whole: boolean): number {
  const expected = whole ? 'a whole number ≥ 0' : 'a number ≥ 0';
  if (typeof value !== 'number' || !Number.isFinite(value)) throw wrongType(path, expected, value);
  if (value < 0 || (whole && !Number.isInteger(value))) {
    throw new ScenarioError(path, `expected ${expected}, got ${value}`);
  }
  return value;
}
