import { isRepeatedChar, mod11CheckDigit } from './mod11.js';

// CNPJ, numeric and alphanumeric (IN RFB 2.229/2024, issued from July 2026): 12 characters A–Z/0–9
// + 2 numeric check digits. A character is worth its ASCII code − 48, so digits keep their old
// values and every numeric CNPJ validates unchanged. Weights run 2..9 from the right, cycling.

const CNPJ_SEPARATORS = /[./\-\s]/g;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
/** The mask shape only: letters may appear anywhere, including where check digits belong. */
const CNPJ_FORMATTABLE = /^[0-9A-Z]{14}$/;
const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Strips the mask (`.`, `/`, `-`) and whitespace and upper-cases (RFB defines uppercase only). */
export function normalizeCnpj(value: string): string {
  return value.replace(CNPJ_SEPARATORS, '').toUpperCase();
}

/** Formatted or bare, numeric (`11.222.333/0001-81`) or alphanumeric (`12.ABC.345/01DE-35`). */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  // Only the digits can repeat all 14 times (DVs are numeric), so this is the numeric rule of RFB.
  if (!CNPJ_SHAPE.test(cnpj) || isRepeatedChar(cnpj)) return false;
  const values = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const dv1 = mod11CheckDigit(values, W1);
  const dv2 = mod11CheckDigit(values, W2);
  return values[12] === dv1 && values[13] === dv2;
}

/**
 * `12ABC34501DE35` → `12.ABC.345/01DE-35` (letters kept, upper-cased). Only the shape is checked;
 * anything that is not 14 characters A–Z/0–9 comes back unchanged.
 */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_FORMATTABLE.test(cnpj)) return value;
  const [root, order, dv] = [cnpj.slice(0, 8), cnpj.slice(8, 12), cnpj.slice(12)];
  return `${root.slice(0, 2)}.${root.slice(2, 5)}.${root.slice(5)}/${order}-${dv}`;
}
