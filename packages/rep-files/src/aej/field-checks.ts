import { isValidCnpj, isValidCpf } from '@ponteiro/shared';
import type { AejFieldSpec } from './layout.js';

// The checks of one AEJ field's content (brazil-legal.md §2), shared by the validator and the writer.

export const DIGITS = /^\d+$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):00[+-](0\d|1[0-4])([0-5]\d)$/;

/** A real calendar date `AAAA-MM-dd`. */
export function isAejDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isAejTime(value: string): boolean {
  return TIME.test(value);
}

/** `AAAA-MM-ddThh:mm:00ZZZZZ`: seconds always 00, offset sign + hhmm. */
export function isAejDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && isAejDate(m[1]!);
}

/** Ids typed N compare as numbers: "01" and "1" name the same vínculo. */
export const idKey = (value: string) => value.replace(/^0+(?=\d)/, '');

const typeLabel: Record<string, string> = {
  N: 'digits only',
  H: 'a time hhmm (00:00 to 23:59)',
  D: 'a date AAAA-MM-dd',
  DH: 'a date-time AAAA-MM-ddThh:mm:00ZZZZZ (seconds 00, offset like -0300)',
};

/** The first thing wrong with one field's content per its spec, or undefined. */
export function checkField(spec: AejFieldSpec, value: string): string | undefined {
  if (value === '') return spec.min > 0 ? 'mandatory field is empty' : undefined;
  const lengthOk = spec.sizes
    ? spec.sizes.includes(value.length)
    : value.length >= spec.min && value.length <= spec.max;
  if (!lengthOk) {
    const expected = spec.sizes
      ? spec.sizes.filter((s) => s > 0).join(' or ')
      : spec.min === spec.max
        ? String(spec.max)
        : `${Math.max(spec.min, 1)} to ${spec.max}`;
    return `length ${value.length}, expected ${expected} characters`;
  }
  // CPF/CNPJ fields are checked against their record's tpIdt… (and the version) afterwards.
  if (spec.document) return undefined;
  const formatOk =
    spec.type === 'N'
      ? DIGITS.test(value)
      : spec.type === 'H'
        ? isAejTime(value)
        : spec.type === 'D'
          ? isAejDate(value)
          : spec.type === 'DH'
            ? isAejDateTime(value)
            : true;
  if (!formatOk) return `"${value}" is not ${typeLabel[spec.type]}`;
  if (spec.values && !spec.values.includes(value)) {
    return `"${value}" is not one of ${spec.values.map((v) => `"${v}"`).join(', ')}`;
  }
  return undefined;
}

/**
 * The CPF or CNPJ in `value`, chosen by `tp` (1 CNPJ, 2 CPF). Layout 001 types the field `N`, so a
 * CNPJ must be numeric; "002" (⚠ 2026, unverified) also takes the alphanumeric CNPJ of IN RFB 2.229.
 */
export function checkDocument(
  kind: 'cpf' | 'cpf-or-cnpj',
  tp: string,
  value: string,
  version: string,
): string | undefined {
  const asCpf = kind === 'cpf' || tp === '2';
  if (kind === 'cpf-or-cnpj' && tp !== '1' && tp !== '2') return undefined; // tp already reported
  if (asCpf) {
    if (value.length !== 11) return `a CPF has 11 digits, got ${value.length} characters`;
    if (!DIGITS.test(value)) return `"${value}" is not digits only`;
    return isValidCpf(value) ? undefined : `"${value}" is not a valid CPF (check digits)`;
  }
  if (value.length !== 14) return `a CNPJ has 14 characters, got ${value.length}`;
  const shape = version === '001' ? /^\d{14}$/ : /^[0-9A-Z]{12}\d{2}$/;
  if (!shape.test(value)) {
    return version === '001'
      ? `"${value}" is not digits only (layout 001 has no alphanumeric CNPJ)`
      : `"${value}" is not a CNPJ (12 letters or digits and 2 digits)`;
  }
  return isValidCnpj(value) ? undefined : `"${value}" is not a valid CNPJ (check digits)`;
}
