import { z } from 'zod';

// Amounts in reais as the database keeps them (numeric(12,2)), text with two decimals: "3500.00".
// People type them either way — 3500, "3.500,50" (pt), "3,500.50" (en), "R$ 3500,5" — and a
// spreadsheet sends a number; all read the same.

/** The largest amount accepted (R$ 9.999.999,99): more is a typing slip, not a salary. */
export const MONEY_MAX_CENTS = 999_999_999;

/** Cents of a typed or sent amount, or null when it is not one. */
export function moneyCents(value: number | string): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const text = value.replace(/^\s*R\$\s*/i, '').trim();
  // Plain, with either decimal separator: 3500 / 3500,5 / 3500.50.
  let match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  // With thousands separators: 3.500,50 (pt) or 3,500.50 (en).
  match ??= /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(text);
  match ??= /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** A positive amount up to MONEY_MAX_CENTS → "1234.50". */
export const moneySchema = z
  .union([z.number(), z.string()], { message: 'validation.money' })
  .transform((value, ctx) => {
    const cents = moneyCents(value);
    if (cents === null || cents <= 0 || cents > MONEY_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message: 'validation.money' });
      return z.NEVER;
    }
    return (cents / 100).toFixed(2);
  });
