import type { Problem } from '../problems.js';
import { checkField, decodeField, type FieldContext } from './fields.js';
import { type AfdLayout, HEADER_595_WITH_CRC, LAYOUTS, type RecordSpec } from './layout.js';
import type { Line } from './lines.js';

/** The record layout of a line, or undefined for a trailer, signature or unknown type. */
export function specOf(layout: AfdLayout, text: string): RecordSpec | undefined {
  if (text.startsWith('999999999')) return undefined;
  if (text.startsWith('000000000')) {
    return layout === '1510-595' && text.length === HEADER_595_WITH_CRC.length
      ? HEADER_595_WITH_CRC
      : LAYOUTS[layout]['1'];
  }
  const type = text[9] ?? '';
  return type === '1' || type === '9' ? undefined : LAYOUTS[layout][type];
}

/** Checks one line against its record layout; returns its typed values when the length is right. */
export function readRecord(
  spec: RecordSpec,
  line: Line,
  problems: Problem[],
  context: Pick<FieldContext, 'alphanumericCnpj' | 'crc' | 'pisForms'>,
): { values: Record<string, unknown>; bad: Set<string> } | undefined {
  const { text } = line;
  if (text.length !== spec.length) {
    problems.push({
      line: line.number,
      field: 'line',
      message: `${text.length} characters, a type-${spec.type} record has ${spec.length}`,
    });
    return undefined;
  }
  const raws: Record<string, string> = {};
  for (const field of spec.fields) {
    raws[field.name] = text.slice(field.start - 1, field.start - 1 + field.length);
  }
  const ctx: FieldContext = { ...context, line: text, raw: (name: string) => raws[name] };
  const values: Record<string, unknown> = {};
  const bad = new Set<string>();
  for (const field of spec.fields) {
    const raw = raws[field.name]!;
    const message = checkField(field, raw, ctx);
    if (message) {
      problems.push({ line: line.number, field: field.name, message });
      bad.add(field.name);
    }
    if (field.role !== 'crc' && (field.role !== 'literal' || field.name === 'type')) {
      values[field.name] = decodeField(field, raw, raws);
    }
  }
  return { values, bad };
}

/** The date part of a record's date field (671 date-time or 1510 decoded date). */
export const dayOf = (value: unknown): string => String(value).slice(0, 10);
export const isDay = (value: unknown): boolean => /^\d{4}-\d{2}-\d{2}$/.test(dayOf(value));
