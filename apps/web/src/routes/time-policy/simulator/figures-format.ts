import type { SimulationFigures } from '@ponteiro/shared';
import { formatNumber } from '../../../i18n/format';
import { formatMinutes } from '../../timesheets/timesheet/minutes';

// How the simulator writes its figures: minutes as hours ("6:16"), money in reais.

export type FigureKey =
  | 'overtime_minutes'
  | 'night_credited_minutes'
  | 'deficit_minutes'
  | 'absence_minutes'
  | 'bank_minutes'
  | 'rest_breach_days'
  | 'cost';

export const money = (value: number) => formatNumber(value, { style: 'currency', currency: 'BRL' });

/** A figure as read; null (no salary) → "—". `signed` puts a + on rises (differences). */
export function figureText(f: SimulationFigures, key: FigureKey, signed = false): string {
  const value = f[key];
  if (value === null) return '—';
  const plus = signed && value > 0 ? '+' : '';
  if (key === 'cost') return plus + money(value);
  if (key === 'rest_breach_days') return plus + String(value);
  return plus + formatMinutes(value);
}
