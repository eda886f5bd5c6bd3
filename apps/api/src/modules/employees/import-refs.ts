// Names in the spreadsheet → ids of the company's subsidiaries, departments, positions and
// locations. Matching ignores case, accents and repeated spaces; when that leaves a tie, the exact
// spelling decides. Departments may be given by name or by path ("Operações / Logística").

export interface NamedRecord {
  id: string;
  name: string;
}

export interface DepartmentRecord extends NamedRecord {
  parentId: string | null;
  subsidiaryId: string | null;
}

export type Resolution =
  | { id: string }
  | {
      error:
        | 'validation.not_found_ref'
        | 'validation.ambiguous_ref'
        | 'validation.department_ambiguous';
    };

const exactForm = (value: string) =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** `  São   PAULO ` → `sao paulo`. */
export function foldName(value: string): string {
  return exactForm(value.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** A path with any spacing around the slashes: `Operações/ logística` → `operacoes/logistica`. */
function foldPath(value: string): string {
  return foldName(value).replace(/\s*\/\s*/g, '/');
}

/** Subsidiaries, positions, locations: names are unique per company up to case only. */
export function nameResolver(records: readonly NamedRecord[]): (text: string) => Resolution {
  const byName = new Map<string, NamedRecord[]>();
  for (const record of records) {
    const key = foldName(record.name);
    byName.set(key, [...(byName.get(key) ?? []), record]);
  }
  return (text) => {
    const candidates = byName.get(foldName(text)) ?? [];
    if (candidates.length === 0) return { error: 'validation.not_found_ref' };
    if (candidates.length === 1) return { id: candidates[0]!.id };
    const exact = candidates.filter((r) => exactForm(r.name) === exactForm(text));
    return exact.length === 1 ? { id: exact[0]!.id } : { error: 'validation.ambiguous_ref' };
  };
}

/** Each department's names from the root down; a broken (cyclic) chain stops where it repeats. */
export function departmentPaths(records: readonly DepartmentRecord[]): Map<string, string[]> {
  const byId = new Map(records.map((r) => [r.id, r]));
  const paths = new Map<string, string[]>();
  for (const record of records) {
    const names: string[] = [];
    const seen = new Set<string>();
    for (
      let node: DepartmentRecord | undefined = record;
      node && !seen.has(node.id);
      node = node.parentId ? byId.get(node.parentId) : undefined
    ) {
      seen.add(node.id);
      names.unshift(node.name);
    }
    paths.set(record.id, names);
  }
  return paths;
}

/** How the template lists a department, and how a user may write it back. */
export const PATH_SEPARATOR = ' / ';

/**
 * `text` names a department when it equals the end of its path (a name alone is the shortest end).
 * Ties go, in order, to the one whose whole path was given, to the exact spelling, then to the one
 * in the employee's subsidiary.
 */
export function departmentResolver(
  records: readonly DepartmentRecord[],
): (text: string, subsidiaryId: string | undefined) => Resolution {
  const paths = departmentPaths(records);
  const keyed = records.map((record) => {
    const names = paths.get(record.id) ?? [record.name];
    return {
      record,
      folded: names.map(foldName).join('/'),
      exact: names.map(exactForm).join('/'),
    };
  });
  return (text, subsidiaryId) => {
    const wanted = foldPath(text);
    const matches = keyed.filter((k) => k.folded === wanted || k.folded.endsWith(`/${wanted}`));
    if (matches.length === 0) return { error: 'validation.not_found_ref' };
    if (matches.length === 1) return { id: matches[0]!.record.id };
    const whole = matches.filter((k) => k.folded === wanted);
    if (whole.length === 1) return { id: whole[0]!.record.id };
    const spelled = exactForm(text).replace(/\s*\/\s*/g, '/');
    const exact = (whole.length > 0 ? whole : matches).filter(
      (k) => k.exact === spelled || k.exact.endsWith(`/${spelled}`),
    );
    if (exact.length === 1) return { id: exact[0]!.record.id };
    const inSubsidiary = matches.filter(
      (k) => subsidiaryId && k.record.subsidiaryId === subsidiaryId,
    );
    if (inSubsidiary.length === 1) return { id: inSubsidiary[0]!.record.id };
    return { error: 'validation.department_ambiguous' };
  };
}
