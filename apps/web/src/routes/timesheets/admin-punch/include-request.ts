import type { AdminPunchBody, AdminPunchBulkBody } from '@ponteiro/shared';

// What the "Incluir marcação" form sends (pure, so a test pins it): one employee goes to
// `include`, several to `includeMany`; the date and time are a wall time (`2026-08-03T08:01`),
// which the API reads in each employee's workplace zone.

export interface IncludeValues {
  employee_ids: readonly string[];
  /** `YYYY-MM-DD`, empty when not chosen. */
  date: string;
  /** `HH:MM` as typed (normalized when the field is left). */
  time: string;
  reason: string;
}

export type IncludeRequest =
  | { many: false; body: AdminPunchBody }
  | { many: true; body: AdminPunchBulkBody };

/** `2026-08-03` + `08:01` → `2026-08-03T08:01` (the contract's wall time). */
export function wallTimeOf(date: string, time: string): string {
  return `${date}T${time.trim()}`;
}

/** The request for the form's values: `include` for one employee, `includeMany` for several. */
export function includeRequestOf(values: IncludeValues): IncludeRequest {
  const punched_at = wallTimeOf(values.date, values.time);
  const reason = values.reason.trim();
  const [only, ...others] = values.employee_ids;
  if (only !== undefined && others.length === 0) {
    return { many: false, body: { employee_id: only, punched_at, reason } };
  }
  return { many: true, body: { employee_ids: [...values.employee_ids], punched_at, reason } };
}

/** A time of day typed as `HH:MM` (00:00–23:59). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
