import { isIsoDate, isValidCnpj, isValidCpf, isValidPis } from '@ponteiro/shared';
import { type Crc16Variant, crc16Hex } from '../crc16.js';
import { AFD_VERSIONS, type FieldSpec } from './layout.js';

/** What checking one field needs to know about the rest of its line. */
export interface FieldContext {
  /** The whole line (for the CRC). */
  line: string;
  /** Raw value of another field of the same line (the id type of an employer id). */
  raw(name: string): string | undefined;
  /** Layout "004": CNPJ fields may hold the alphanumeric CNPJ (⚠ unverified, see README §4.2). */
  alphanumericCnpj: boolean;
  /** Check the CPF/CNPJ/PIS check digits (default true; the writer may turn it off for examples). */
  checkDigits?: boolean;
  /**
   * The CRC-16 variants accepted (default KERMIT alone) and the one the file uses, named with the
   * expected value when a record matches none.
   */
  crc?: { accepted: readonly Crc16Variant[]; expected: Crc16Variant };
  /** A REP-C (or unknown REP): an employee's CPF field may hold a PIS form (art. 96 §2). */
  pisForms?: boolean;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2})(\d{2})$/;
const NUMERIC = /^ *\d+ *$/;
const HEX4 = /^[0-9A-Fa-f]{4}$/;
const KERMIT_ONLY = { accepted: ['CRC-16/KERMIT'], expected: 'CRC-16/KERMIT' } as const;
const HEX64 = /^[0-9a-fA-F]{64}$/;
const CNPJ_ALNUM = /^[0-9A-Z]{12}\d{2}$/;

export const isBlank = (raw: string): boolean => raw.trim() === '';

/** Digits of a numeric field, space- or zero-padded, as `width` digits (extra leading zeros dropped). */
export function digitsOf(raw: string, width: number): string | undefined {
  const digits = raw.trim();
  if (!/^\d*$/.test(digits)) return undefined;
  if (digits.length <= width) return digits.padStart(width, '0');
  const extra = digits.slice(0, digits.length - width);
  return /^0+$/.test(extra) ? digits.slice(-width) : undefined;
}

/** `AAAA-MM-ddThh:mm:00ZZZZZ`; undefined when right, else what is wrong. */
export function checkDateTime(raw: string): string | undefined {
  const m = DATE_TIME.exec(raw);
  if (!m) return `not a date-time AAAA-MM-ddThh:mm:00ZZZZZ: "${raw}"`;
  const [, date, hh, mm, ss, , oh, om] = m;
  if (!isIsoDate(date!)) return `not a real date: "${date}"`;
  if (Number(hh) > 23 || Number(mm) > 59) return `not a real time: "${hh}:${mm}"`;
  if (ss !== '00') return `seconds must be "00", found "${ss}"`;
  if (Number(oh) > 14 || Number(om) > 59) return `not a UTC offset: "${raw.slice(19)}"`;
  return undefined;
}

/** `ddmmaaaa` (1510) → `aaaa-mm-dd`, undefined when not a real date. */
export function legacyDate(raw: string): string | undefined {
  if (!/^\d{8}$/.test(raw)) return undefined;
  const iso = `${raw.slice(4)}-${raw.slice(2, 4)}-${raw.slice(0, 2)}`;
  return isIsoDate(iso) ? iso : undefined;
}

function legacyTime(raw: string): string | undefined {
  if (!/^\d{4}$/.test(raw)) return undefined;
  return Number(raw.slice(0, 2)) <= 23 && Number(raw.slice(2)) <= 59
    ? `${raw.slice(0, 2)}:${raw.slice(2)}`
    : undefined;
}

function checkKind(field: FieldSpec, raw: string, ctx: FieldContext): string | undefined {
  switch (field.kind) {
    case 'N': {
      if (isBlank(raw)) return field.optional ? undefined : 'required, found only spaces';
      if (field.role === 'employerId' && ctx.alphanumericCnpj) return undefined;
      return NUMERIC.test(raw) ? undefined : `must be numeric, found "${raw}"`;
    }
    case 'A':
      return field.required && isBlank(raw) ? 'required, found only spaces' : undefined;
    case 'D':
      return isIsoDate(raw) ? undefined : `not a real date AAAA-MM-dd: "${raw}"`;
    case 'DH':
      return checkDateTime(raw);
    case 'D8':
      return legacyDate(raw) ? undefined : `not a real date ddmmaaaa: "${raw}"`;
    case 'H4':
      return legacyTime(raw) ? undefined : `not a real time hhmm: "${raw}"`;
  }
}

function checkCpf(raw: string, checkDigits = true): string | undefined {
  const cpf = digitsOf(raw, 11);
  if (!cpf) return `not a CPF of 11 digits: "${raw.trim()}"`;
  if (!checkDigits) return undefined;
  return isValidCpf(cpf) ? undefined : `invalid CPF (check digits): ${cpf}`;
}

/**
 * An employee's CPF field of a REP-C, which may hold a PIS form (Portaria 671 art. 96 §2): "0" +
 * CPF or "0" + PIS, "9" + CPF, "8" + CPF10 + the PIS digit of those 10 digits.
 */
function checkCpfOrPis(raw: string, checkDigits = true): string | undefined {
  const value = digitsOf(raw, 12);
  if (!value || !'089'.includes(value[0]!)) return checkCpf(raw, checkDigits);
  if (!checkDigits) return undefined;
  const rest = value.slice(1);
  if (value[0] === '9') {
    return isValidCpf(rest)
      ? undefined
      : `invalid CPF (check digits) in the PIS form "9" + CPF (art. 96 §2): ${value}`;
  }
  if (value[0] === '8') {
    return isValidPis(rest)
      ? undefined
      : `invalid PIS (check digit) in the form "8" + CPF (art. 96 §2): ${value}`;
  }
  if (isValidCpf(rest) || isValidPis(rest)) return undefined;
  return `invalid CPF (check digits): ${rest}, nor a PIS (art. 96 §2, check digit)`;
}

/** PIS of the 1510 layout, incl. the CPF forms of Portaria 671 art. 96 §2 (`9`+CPF, `8`+CPF10+DV). */
function checkPis(raw: string): string | undefined {
  const value = digitsOf(raw, 12);
  if (!value) return `not a PIS of 11 digits: "${raw.trim()}"`;
  if (value[0] === '9') return checkCpf(value.slice(1));
  if (value[0] === '8') {
    const cpf10 = value.slice(1, 11);
    const withDv = `${cpf10}${value[11]}`;
    return isValidPis(withDv) ? undefined : `invalid PIS form "8" + CPF: ${value}`;
  }
  if (value[0] !== '0') return `PIS must start with 0, 8 or 9: ${value}`;
  return isValidPis(value.slice(1)) ? undefined : `invalid PIS (check digit): ${value.slice(1)}`;
}

function checkRole(field: FieldSpec, raw: string, ctx: FieldContext): string | undefined {
  switch (field.role) {
    case 'literal':
      return raw === field.literal ? undefined : `must be "${field.literal}", found "${raw}"`;
    case 'idType':
    case 'code':
    case 'flag': {
      const value = field.kind === 'N' ? digitsOf(raw, field.length) : raw;
      return value !== undefined && field.codes!.includes(value)
        ? undefined
        : `"${raw.trim()}" is not one of ${field.codes!.join(', ')}`;
    }
    case 'version':
      return (AFD_VERSIONS as readonly string[]).includes(raw)
        ? undefined
        : `unknown layout version "${raw}" (expected ${AFD_VERSIONS.join(' or ')})`;
    case 'cpf':
      return field.pisForms && ctx.pisForms
        ? checkCpfOrPis(raw, ctx.checkDigits !== false)
        : checkCpf(raw, ctx.checkDigits !== false);
    case 'pis':
      return checkPis(raw);
    case 'employerId': {
      const idType = digitsOf(ctx.raw(field.idTypeField!) ?? '', 1);
      if (idType === '2') return checkCpf(raw, ctx.checkDigits !== false);
      if (idType !== '1') return undefined; // the id type field reports its own problem
      const cnpj = ctx.alphanumericCnpj ? raw.trim().padStart(14, '0') : digitsOf(raw, 14);
      if (!cnpj || (ctx.alphanumericCnpj && !CNPJ_ALNUM.test(cnpj))) {
        return `not a CNPJ: "${raw.trim()}"`;
      }
      return ctx.checkDigits === false || isValidCnpj(cnpj)
        ? undefined
        : `invalid CNPJ (check digits): ${cnpj}`;
    }
    case 'crc': {
      if (!HEX4.test(raw)) return `CRC must be 4 hex digits, found "${raw}"`;
      const span = ctx.line.slice(0, field.start - 1);
      const { accepted, expected } = ctx.crc ?? KERMIT_ONLY;
      // ⚠ Case is not specified; the gov.br example writes upper case. We accept either.
      if (accepted.some((variant) => raw.toUpperCase() === crc16Hex(variant, span)))
        return undefined;
      const value = crc16Hex(expected, span);
      return accepted.length === 1 && expected === 'CRC-16/KERMIT'
        ? `CRC ${raw} does not match, expected ${value}`
        : `CRC ${raw} does not match, expected ${value} (${expected})`;
    }
    case 'hash':
      return HEX64.test(raw)
        ? undefined
        : `hash must be 64 hex digits (SHA-256), found "${raw.trim()}"`;
    default:
      return undefined;
  }
}

/** The first thing wrong with one field, or undefined. Kind first (format), then meaning. */
export function checkField(field: FieldSpec, raw: string, ctx: FieldContext): string | undefined {
  const kind = checkKind(field, raw, ctx);
  if (kind) return kind;
  if (field.kind === 'N' && field.optional && isBlank(raw)) return undefined;
  return checkRole(field, raw, ctx);
}

/** The typed value of a field (loose: also decodes what the validator rejects). */
export function decodeField(field: FieldSpec, raw: string, line: Record<string, string>): unknown {
  switch (field.role) {
    case 'nsr':
    case 'count':
      return Number(raw.trim());
    case 'idType':
      return raw === '1' ? 'cnpj' : raw === '2' ? 'cpf' : raw;
    case 'employerId': {
      const isCpf = line[field.idTypeField!] === '2';
      return isCpf ? (digitsOf(raw, 11) ?? raw.trim()) : raw.trim().padStart(14, '0');
    }
    case 'cpf':
      return digitsOf(raw, 11) ?? raw.trim();
    case 'pis':
      return digitsOf(raw, 12) ?? raw.trim();
    case 'flag':
      return raw === '1';
    case 'code':
      return field.kind === 'N' ? (digitsOf(raw, field.length) ?? raw) : raw;
    case 'text':
      return raw.trimEnd();
    case 'digits':
      return raw.trim();
    case 'date':
      if (field.kind === 'D8') return legacyDate(raw) ?? raw;
      if (field.kind === 'H4') return legacyTime(raw) ?? raw;
      return raw;
    default:
      return raw;
  }
}

/** Error of the writer: the data given cannot make a valid record. */
export class AfdWriteError extends Error {}

function writeError(field: FieldSpec, where: string, why: string): never {
  throw new AfdWriteError(`${where}, field ${field.name}: ${why}`);
}

function numericText(field: FieldSpec, text: string, where: string): string {
  if (!/^\d*$/.test(text) || text.length > field.length) {
    writeError(field, where, `"${text}" does not fit ${field.length} digits`);
  }
  return text.padStart(field.length, '0');
}

/** The text of one field for the writer, exactly `field.length` characters. */
export function encodeField(field: FieldSpec, value: unknown, where: string): string {
  const width = field.length;
  switch (field.role) {
    case 'literal':
      return field.literal!;
    case 'nsr':
    case 'count':
      if (!Number.isSafeInteger(value) || (value as number) < 0) {
        writeError(field, where, `not a count: ${value}`);
      }
      return numericText(field, String(value), where);
    case 'idType':
      if (value === 'cnpj') return '1';
      if (value === 'cpf') return '2';
      return writeError(field, where, `id type "${value}"`);
    case 'employerId':
    case 'cpf':
    case 'pis': {
      const text = String(value ?? '')
        .replace(/[./\-\s]/g, '')
        .toUpperCase();
      if (/^[0-9A-Z]*$/.test(text) && text.length <= width) return text.padStart(width, '0');
      return writeError(field, where, `"${value}" does not fit ${width} characters`);
    }
    case 'flag':
      return value ? '1' : '0';
    case 'digits': {
      const text = String(value ?? '');
      return text === '' && field.optional ? ' '.repeat(width) : numericText(field, text, where);
    }
    case 'version':
    case 'code':
    case 'hash': {
      const text = String(value ?? '');
      return field.kind === 'N' ? numericText(field, text, where) : text.padEnd(width);
    }
    case 'text':
      // Text longer than its field is cut: the layout has no room for more (names of 52/150).
      return String(value ?? '')
        .slice(0, width)
        .padEnd(width);
    case 'date':
      return String(value ?? '');
    default:
      return writeError(field, where, 'cannot be written');
  }
}
