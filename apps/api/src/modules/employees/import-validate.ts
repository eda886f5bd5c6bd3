import {
  type EmployeeValues,
  employeeBodySchema,
  type Language,
  translateIssue,
  translateValidation,
} from '@ponteiro/shared';
import { type EmployeeField, type EmployeeRow, valuesOf } from './fields.js';
import { IMPORT_COLUMNS, type RefKind } from './import-columns.js';
import type { ParsedRow, ParsedSheet } from './import-parse.js';
import { departmentResolver, nameResolver, type Resolution } from './import-refs.js';
import type { CompanyReferences, EmployeeKeys } from './import-repository.js';

// Every row goes through employeeBodySchema — the employee form's own schema — after names are
// turned into ids, then through the checks only a whole file can make: the same CPF, registration,
// PIN or badge twice in the file, or held by another employee already.

type UniqueField = keyof EmployeeKeys;

/** Fields unique per company, with the message a clash gets. */
const UNIQUE_FIELDS: Record<UniqueField, string> = {
  cpf: 'validation.cpf_taken',
  registration: 'validation.registration_taken',
  device_pin: 'validation.pin_taken',
  badge: 'validation.badge_taken',
};
const UNIQUE_KEYS = Object.keys(UNIQUE_FIELDS) as UniqueField[];

export interface RejectedRow {
  row: number;
  errors: Record<string, string[]>;
}

export interface ImportPlan {
  creates: EmployeeValues[];
  /** The sheet line of each of `creates`, in the same order. */
  createRows: number[];
  updates: { row: EmployeeRow; values: EmployeeValues }[];
  unchanged: number;
  rejected: RejectedRow[];
}

/** A unique field's value as stored (schema-normalized), or null when empty or invalid. */
function normalizedKey(field: UniqueField, text: string | undefined): string | null {
  if (!text) return null;
  const parsed = employeeBodySchema.shape[field].safeParse(text);
  return parsed.success && typeof parsed.data === 'string' ? parsed.data : null;
}

/** Per row, the normalized unique values it carries. */
export function uniqueKeysOf(rows: readonly ParsedRow[]): Map<ParsedRow, Map<UniqueField, string>> {
  const out = new Map<ParsedRow, Map<UniqueField, string>>();
  for (const row of rows) {
    const keys = new Map<UniqueField, string>();
    for (const field of UNIQUE_KEYS) {
      const key = normalizedKey(field, row.values.get(field));
      if (key !== null) keys.set(field, key);
    }
    out.set(row, keys);
  }
  return out;
}

/** What to look up in the database: every unique value of the file, once. */
export function lookupKeys(keys: Map<ParsedRow, Map<UniqueField, string>>): EmployeeKeys {
  const sets: Record<UniqueField, Set<string>> = {
    cpf: new Set(),
    registration: new Set(),
    device_pin: new Set(),
    badge: new Set(),
  };
  for (const rowKeys of keys.values()) {
    for (const [field, value] of rowKeys) sets[field].add(value);
  }
  return {
    cpf: [...sets.cpf],
    registration: [...sets.registration],
    device_pin: [...sets.device_pin],
    badge: [...sets.badge],
  };
}

/** Only the fields that differ, as the audit's before/after; null when nothing does. */
export function diffValues(
  stored: Record<EmployeeField, string | null>,
  values: EmployeeValues,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const { field } of IMPORT_COLUMNS) {
    const next = values[field] ?? null;
    if ((stored[field] ?? null) !== next) {
      before[field] = stored[field] ?? null;
      after[field] = next;
    }
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}

class RowErrors {
  readonly byField: Record<string, string[]> = {};
  constructor(private readonly lang: Language) {}

  add(field: string, message: string): void {
    const text = translateValidation(message, this.lang);
    const list = this.byField[field] ?? [];
    if (!list.includes(text)) list.push(text);
    this.byField[field] = list;
  }

  /** Replaces whatever the schema said about the same field. */
  replace(field: string, message: string): void {
    delete this.byField[field];
    this.add(field, message);
  }

  get empty(): boolean {
    return Object.keys(this.byField).length === 0;
  }
}

type Resolvers = Record<RefKind, (text: string, subsidiaryId?: string) => Resolution>;

/**
 * The body the form would have sent for this row: names resolved to ids, empty cells as "not
 * informed", and columns the file leaves out taken from the stored employee (nothing for a new
 * one). `overrides` are messages that replace what the schema would say about a field.
 */
function bodyOf(
  parsed: ParsedRow,
  present: ReadonlySet<EmployeeField>,
  kept: Record<EmployeeField, string | null> | undefined,
  resolvers: Resolvers,
): { body: Record<string, unknown>; overrides: [string, string][] } {
  const body: Record<string, unknown> = {};
  const overrides: [string, string][] = [];
  for (const column of IMPORT_COLUMNS) {
    const { field } = column;
    if (!present.has(field)) {
      body[field] = kept ? kept[field] : undefined;
      continue;
    }
    const text = parsed.values.get(field) ?? '';
    if (text === '' && column.required) {
      // Said as "required", not as the "invalid date/identifier" the field's schema would say.
      body[field] = undefined;
      overrides.push([field, 'validation.required']);
    } else if (!column.ref) body[field] = text;
    else if (text === '') body[field] = null;
    else {
      // Subsidiary comes before department in the form, so it is resolved already.
      const subsidiaryId = typeof body.subsidiary_id === 'string' ? body.subsidiary_id : undefined;
      const resolved = resolvers[column.ref](text, subsidiaryId);
      if ('id' in resolved) body[field] = resolved.id;
      else {
        body[field] = column.required ? undefined : null;
        overrides.push([field, resolved.error]);
      }
    }
  }
  return { body, overrides };
}

/** Who holds each CPF, registration, PIN and badge among the stored employees looked up. */
function holdersOf(stored: readonly EmployeeRow[]): Record<UniqueField, Map<string, EmployeeRow>> {
  const holders: Record<UniqueField, Map<string, EmployeeRow>> = {
    cpf: new Map(),
    registration: new Map(),
    device_pin: new Map(),
    badge: new Map(),
  };
  for (const row of stored) {
    holders.cpf.set(row.cpf, row);
    if (row.registration) holders.registration.set(row.registration, row);
    if (row.devicePin) holders.device_pin.set(row.devicePin, row);
    if (row.badge) holders.badge.set(row.badge, row);
  }
  return holders;
}

export function planImport(
  sheet: ParsedSheet,
  references: CompanyReferences,
  stored: readonly EmployeeRow[],
  lang: Language,
): ImportPlan {
  const resolvers: Resolvers = {
    subsidiary: nameResolver(references.subsidiaries),
    department: departmentResolver(references.departments),
    position: nameResolver(references.positions),
    location: nameResolver(references.locations),
  };
  const holders = holdersOf(stored);
  const keys = uniqueKeysOf(sheet.rows);
  const timesInFile = new Map<string, number>();
  const keyOf = (field: UniqueField, value: string) => `${field}\u0000${value}`;
  for (const rowKeys of keys.values()) {
    for (const [field, value] of rowKeys) {
      const k = keyOf(field, value);
      timesInFile.set(k, (timesInFile.get(k) ?? 0) + 1);
    }
  }
  const present = new Set(sheet.columns.map((c) => c.field));

  const plan: ImportPlan = {
    creates: [],
    createRows: [],
    updates: [],
    unchanged: 0,
    rejected: [],
  };
  for (const parsed of sheet.rows) {
    const rowKeys = keys.get(parsed)!;
    const cpf = rowKeys.get('cpf');
    const existing = cpf ? holders.cpf.get(cpf) : undefined;
    const kept = existing ? valuesOf(existing) : undefined;

    const { body, overrides } = bodyOf(parsed, present, kept, resolvers);
    const result = employeeBodySchema.safeParse(body);
    const errors = new RowErrors(lang);
    for (const issue of result.error?.issues ?? []) {
      errors.add(String(issue.path[0] ?? 'row'), translateIssue(issue, lang));
    }
    for (const [field, message] of overrides) errors.replace(field, message);
    for (const [field, value] of rowKeys) {
      // Twice in the file: every such row is refused, since none can be told to be the right one.
      if ((timesInFile.get(keyOf(field, value)) ?? 0) > 1) errors.add(field, UNIQUE_FIELDS[field]);
      else if (field !== 'cpf') {
        const holder = holders[field].get(value);
        if (holder && holder.id !== existing?.id) errors.add(field, UNIQUE_FIELDS[field]);
      }
    }

    if (!result.success || !errors.empty) {
      plan.rejected.push({ row: parsed.row, errors: errors.byField });
      continue;
    }
    // The schema trims eSocial registration without nulling it; blank means "not informed".
    const values = {
      ...result.data,
      esocial_registration: result.data.esocial_registration || null,
    };
    if (!existing) {
      plan.creates.push(values);
      plan.createRows.push(parsed.row);
    } else if (diffValues(kept!, values)) plan.updates.push({ row: existing, values });
    else plan.unchanged++;
  }
  return plan;
}

/**
 * The plan's seats: new employees come in active, so only the first `free` creates of the sheet
 * fit; each one after them is refused on its own line with the plan's limit (the rest of the file
 * still imports, or nothing does with all_or_nothing). `allowed` null: no limit.
 */
export function limitCreatesToSeats(
  plan: ImportPlan,
  seats: { used: number; allowed: number | null },
  lang: Language,
): ImportPlan {
  if (seats.allowed === null) return plan;
  const free = Math.max(0, seats.allowed - seats.used);
  if (plan.creates.length <= free) return plan;
  const message = translateValidation(`validation.seats_exceeded|${seats.allowed}`, lang);
  const refused = plan.createRows.slice(free).map((row) => ({ row, errors: { row: [message] } }));
  return {
    ...plan,
    creates: plan.creates.slice(0, free),
    createRows: plan.createRows.slice(0, free),
    rejected: [...plan.rejected, ...refused].sort((a, b) => a.row - b.row),
  };
}
