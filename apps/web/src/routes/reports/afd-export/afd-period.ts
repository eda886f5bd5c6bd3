// The file's name comes from the API's plan (`reports/afd/plan/`: `file_name`, and
// `signature_file_name` for its .p7s), so the page no longer names it itself.

/** The default period: the first of this month up to today (`YYYY-MM-DD`). */
export function currentMonthPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
