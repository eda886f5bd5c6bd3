/**
 * An ILIKE pattern matching `term` anywhere, with the user's `%`, `_` and `\` taken literally
 * (PostgreSQL's default LIKE escape character is the backslash).
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
