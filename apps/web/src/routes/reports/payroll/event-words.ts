import {
  PAYROLL_FIXED_EVENTS,
  PAYROLL_OVERTIME_EVENT,
  type PayrollEventUnit,
  type PayrollFixedEvent,
} from '@ponteiro/shared';
import { formatMinutes } from '../../timesheets/timesheet/minutes';
import type { PayrollT } from './texts';

// Payroll events in words: their names, what they count, and a quantity as it reads.

const isFixed = (event: string): event is PayrollFixedEvent =>
  (PAYROLL_FIXED_EVENTS as readonly string[]).includes(event);

/** "Horas extras 62,5%", "Adicional noturno"; an unknown key as it is. */
export function eventName(t: PayrollT, event: string, language: string): string {
  const rate = PAYROLL_OVERTIME_EVENT.exec(event)?.[1];
  if (rate !== undefined) {
    return t('names.overtime', { rate: language === 'pt' ? rate.replace('.', ',') : rate });
  }
  return isFixed(event) ? t(`names.${event}`) : event;
}

/** What the event counts (a tooltip). */
export function eventHelp(t: PayrollT, event: string): string {
  if (PAYROLL_OVERTIME_EVENT.test(event)) return t('help.overtime');
  return isFixed(event) ? t(`help.${event}`) : '';
}

/** Minutes as h:mm ("3:39"), days as "2 dias". */
export function quantityText(t: PayrollT, quantity: number, unit: PayrollEventUnit): string {
  return unit === 'days' ? t('days', { count: quantity }) : formatMinutes(quantity);
}
