import { isoInZone } from '@ponteiro/rep-files/register';

/**
 * `YYYY-MM-DD` of an instant in a zone, through the register's cached formatter: lib's `dateIn`
 * builds an Intl formatter per call, too slow for tens of thousands of punches per answer.
 */
export function zoneDate(instant: Date, timeZone: string): string {
  return isoInZone(instant, timeZone).slice(0, 10);
}
