import { formatNumber } from '../../../i18n/format';

// Plan prices travel in centavos of BRL (R$ 9,90 is 990); people type and read them in reais.

/** 990 → "R$ 9,90" (pt) · "R$9.90" (en-US), in the UI's language. */
export function formatCents(cents: number): string {
  return formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });
}

/** 990 → "9,90": the value a price input starts from (comma decimals, no thousands mark). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * What was typed in reais, in centavos: "99,90", "1.234,5", "R$ 10" or "99.90" (a dot followed
 * by one or two digits at the end is the decimal mark). Null when it is not an amount.
 */
export function parseReais(text: string | undefined | null): number | null {
  let value = (text ?? '').replace(/R\$/i, '').replace(/\s/g, '');
  if (value === '') return null;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(value)) value = value.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [reais = '0', cents = ''] = value.split('.');
  return Number(reais) * 100 + Number(cents.padEnd(2, '0'));
}
