// The minimum duration of a flow's condition, typed and shown as hours:minutes ("2:30"); the API
// keeps whole minutes.

/** "2:30" of 150 minutes; "0:45"; "40:00". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Minutes of what was typed: "2:30" → 150, "2h30" → 150, "2" → 120 (whole hours), "" → null;
 * undefined when it is not a duration.
 */
export function parseMinutes(text: string | undefined | null): number | null | undefined {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const match = /^(\d{1,4})(?:\s*[:hH]\s*([0-5]\d)?)?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2] ?? '0');
}
