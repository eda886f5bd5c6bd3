import type { Language, TimesheetDay } from '@ponteiro/shared';
import type { MirrorData } from './mirror-data.js';
import { displayDate, displayInstant, hhmm, localTime, type MirrorText } from './texts.js';

// The mirror's lines as text, shared by the PDF and the spreadsheet so both say the same.

const pairsText = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([a, b]) => `${a}-${b}`).join(' ');

/** The contractual schedule of the period: each schedule with its pairs by weekday. */
export function contractualSchedule(data: MirrorData, text: MirrorText): string[] {
  const bySchedule = new Map<string, { label: string; weekdays: Map<number, string> }>();
  for (const day of data.days) {
    if (!day.schedule) continue;
    const entry = bySchedule.get(day.schedule.id) ?? {
      label: `${day.schedule.code} — ${day.schedule.name}`,
      weekdays: new Map<number, string>(),
    };
    const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
    if (!entry.weekdays.has(weekday)) {
      entry.weekdays.set(
        weekday,
        day.schedule.pairs.length > 0 ? pairsText(day.schedule.pairs) : text.dayOff,
      );
    }
    bySchedule.set(day.schedule.id, entry);
  }
  if (bySchedule.size === 0) return [text.noSchedule];
  return [...bySchedule.values()].map((entry) => {
    const week = [1, 2, 3, 4, 5, 6, 0]
      .filter((d) => entry.weekdays.has(d))
      .map((d) => `${text.weekdays[d]} ${entry.weekdays.get(d)}`)
      .join('; ');
    return `${entry.label}: ${week}`;
  });
}

export interface MirrorDayLine {
  date: string;
  weekday: string;
  schedule: string;
  /** Punches of the register as recorded, with their NSR; (D) when disregarded. */
  recorded: string;
  /** The punches that count: recorded ones kept and included ones, (I) for inclusions. */
  treated: string;
  overtime: string;
  overtimeMinutes: number;
  notes: string;
}

export function dayLine(
  day: TimesheetDay,
  data: MirrorData,
  text: MirrorText,
  language: Language,
): MirrorDayLine {
  const zone = data.employee.subsidiary.timeZone;
  const recorded = day.punches
    .filter((p) => p.kind === 'recorded')
    .map(
      (p) =>
        `${localTime(p.punched_at, zone)}${p.nsr !== null ? ` (${p.nsr})` : ''}${p.status === 'disregarded' ? ' (D)' : ''}`,
    )
    .join(' ');
  const treated = day.punches
    .filter((p) => p.status === 'valid')
    .map((p) => `${localTime(p.punched_at, zone)}${p.kind === 'included' ? ' (I)' : ''}`)
    .join(' ');
  const rates = Object.entries(day.overtime).filter(([, minutes]) => minutes > 0);
  const notes = [
    ...day.flags.filter((f) => text.flags[f]).map((f) => text.flags[f]!),
    ...(day.leave ? [text.leave(day.leave.leave_type.name)] : []),
  ];
  return {
    date: displayDate(day.date, language),
    weekday: text.weekdays[new Date(`${day.date}T12:00:00Z`).getUTCDay()]!,
    schedule: day.schedule
      ? day.schedule.pairs.length > 0
        ? pairsText(day.schedule.pairs)
        : text.dayOff
      : '',
    recorded,
    treated,
    overtime: rates.map(([rate, minutes]) => `${rate}%: ${hhmm(minutes)}`).join(' '),
    overtimeMinutes: rates.reduce((sum, [, minutes]) => sum + minutes, 0),
    notes: notes.join('; '),
  };
}

/** Each treatment of the period with its reason, author and time (art. 84 V: originals stay visible). */
export function treatmentLines(data: MirrorData, text: MirrorText, language: Language): string[] {
  const zone = data.employee.subsidiary.timeZone;
  const lines: string[] = [];
  for (const day of data.days) {
    for (const punch of day.punches) {
      for (const treatment of punch.treatments) {
        lines.push(
          text.treatmentLine(
            text.treatmentKinds[treatment.kind],
            displayDate(day.date, language),
            localTime(punch.punched_at, zone),
            treatment.reason,
            treatment.author.name ?? text.unknownAuthor,
            displayInstant(treatment.created_at, zone, language),
          ) + (treatment.undone ? text.undone : ''),
        );
      }
    }
  }
  return lines;
}

/** The employee's answer about the closed period(s), or why there is none. */
export function acceptanceLines(data: MirrorData, text: MirrorText, language: Language): string[] {
  const zone = data.employee.subsidiary.timeZone;
  if (data.periods.length === 0) return [text.openPeriod];
  return data.periods.map((period) => {
    const answer = period.acceptance;
    if (!answer) return text.notAnswered;
    const at = displayInstant(answer.at, zone, language);
    return answer.decision === 'accept'
      ? text.accepted(at, answer.ip ?? '')
      : text.disagreed(at, answer.note ?? '');
  });
}
