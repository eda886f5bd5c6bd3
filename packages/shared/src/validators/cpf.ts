import { isRepeatedChar, mod11CheckDigit } from './mod11.js';

// CPF: 9 digits + 2 check digits (weights 10..2, then 11..2 over the first DV).

const CPF_SEPARATORS = /[.\-\s]/g;
const CPF_SHAPE = /^\d{11}$/;
const W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** Strips the mask (`.`, `-`) and whitespace; any other character stays, so validation fails. */
export function normalizeCpf(value: string): string {
  return value.replace(CPF_SEPARATORS, '');
}

/** Formatted (`529.982.247-25`) or bare (`52998224725`) input. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!CPF_SHAPE.test(cpf) || isRepeatedChar(cpf)) return false;
  const digits = [...cpf].map(Number);
  const dv1 = mod11CheckDigit(digits, W1);
  const dv2 = mod11CheckDigit(digits, W2);
  return digits[9] === dv1 && digits[10] === dv2;
}

/**
 * `52998224725` → `529.982.247-25`. Only the shape is checked (11 digits), not the check digits;
 * anything else comes back unchanged so the caller never loses what the user typed.
 */
export function formatCpf(value: string): string {
  const cpf = normalizeCpf(value);
  if (!CPF_SHAPE.test(cpf)) return value;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
