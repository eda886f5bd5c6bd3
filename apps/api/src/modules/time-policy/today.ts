import { dateIn } from '../../lib/calendar-date.js';

/** Today's date (YYYY-MM-DD) in Brasília time: "today" when the request does not say its zone. */
export function todayInBrazil(now = new Date()): string {
  return dateIn(now, 'America/Sao_Paulo');
}
