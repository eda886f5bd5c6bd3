/** Today's date (YYYY-MM-DD) in Brasília time: what "the version in force today" means. */
export function todayInBrazil(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
