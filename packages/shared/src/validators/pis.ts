import { isRepeatedChar, mod11CheckDigit } from './mod11.js';

// PIS/PASEP/NIS (also NIT): 10 digits + 1 check digit, weights 3,2,9,8,7,6,5,4,3,2.

const PIS_SEPARATORS = /[.\-\s]/g;
const PIS_SHAPE = /^\d{11}$/;
const WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Strips the mask (`.`, `-`) and whitespace. */
export function normalizePis(value: string): string {
  return value.replace(PIS_SEPARATORS, '');
}

/** Formatted (`120.54403.02-9`) or bare input. All-same digits are rejected, as for CPF. */
export function isValidPis(value: string): boolean {
  const pis = normalizePis(value);
  if (!PIS_SHAPE.test(pis) || isRepeatedChar(pis)) return false;
  const digits = [...pis].map(Number);
  return digits[10] === mod11CheckDigit(digits, WEIGHTS);
}

/** `12054403029` → `120.54403.02-9`; anything that is not 11 digits comes back unchanged. */
export function formatPis(value: string): string {
  const pis = normalizePis(value);
  if (!PIS_SHAPE.test(pis)) return value;
  return `${pis.slice(0, 3)}.${pis.slice(3, 8)}.${pis.slice(8, 10)}-${pis.slice(10)}`;
}
