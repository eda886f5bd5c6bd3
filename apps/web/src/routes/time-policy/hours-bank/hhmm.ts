// Durations typed and shown as HH:MM (hours may pass 24: a period cap of 40:00, a balance of
// -120:30). The API keeps whole minutes; these convert both ways.

// The colon is required: a bare "90" could be hours or minutes (a CSV of balances reads it as
// minutes), so the screen does not guess.
const DURATION = /^([+\-\u2212])?\s*(\d{1,4}):([0-5]\d)$/;

/**
 * Minutes of a typed duration, or undefined when it is not one: "02:00" → 120, "1:30" → 90,
 * "-01:30" → -90 (also with "−"), "+0:45" → 45. Minutes are two digits below 60.
 */
export function parseHhmm(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const total = Number(match[2]) * 60 + Number(match[3]);
  // `0 - 0` is -0 in JavaScript: a "-00:00" is plain zero.
  return (match[1] === '-' || match[1] === '\u2212') && total > 0 ? -total : total;
}

/**
 * "HH:MM" of a number of minutes: 90 → "01:30", -90 → "-01:30"; `signed` also marks credits
 * ("+01:30"), for balances. Zero has no sign.
 */
export function formatHhmm(minutes: number, options: { signed?: boolean } = {}): string {
  const whole = Math.abs(Math.round(minutes));
  const text = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  if (whole === 0) return text;
  if (minutes < 0) return `-${text}`;
  return options.signed ? `+${text}` : text;
}
