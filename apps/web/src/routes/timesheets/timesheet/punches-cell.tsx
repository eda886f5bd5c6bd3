import type { TimesheetDay, TimesheetPunch, Treatment } from '@ponteiro/shared';
import { Tooltip } from 'antd';
import { formatDate, formatTime } from '../../../i18n/format';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';

/** The treatment of a kind still in force on a punch (nobody undid it). */
export function activeTreatment(
  punch: TimesheetPunch,
  kind: Treatment['kind'],
): Treatment | undefined {
  return punch.treatments.find((treatment) => treatment.kind === kind && !treatment.undone);
}

/** "08:01" in the workplace's zone. */
export function punchTime(punch: TimesheetPunch, timeZone: string): string {
  return formatTime(punch.punched_at, { timeZone });
}

/** The punch's calendar date in the workplace's zone, when it is not the workday's (night shifts). */
function otherDate(punch: TimesheetPunch, day: string, timeZone: string): string | undefined {
  const date = formatDate(punch.punched_at, { timeZone });
  return date === formatDate(day) ? undefined : date;
}

/** What the tooltip of a punch says: its NSR, or who included it and why, and its treatments. */
export function punchNotes(punch: TimesheetPunch, t: TimesheetsT): string[] {
  const notes: string[] = [];
  const author = (treatment: Treatment) => treatment.author.name ?? t('punch.unknownAuthor');
  if (punch.nsr !== null) notes.push(t('grid.punch.nsr', { nsr: punch.nsr }));
  for (const treatment of punch.treatments) {
    const values = { author: author(treatment), reason: treatment.reason };
    const text =
      treatment.kind === 'include'
        ? t('grid.punch.includedBy', values)
        : treatment.kind === 'disregard'
          ? t('grid.punch.disregardedBy', values)
          : t('grid.punch.undoneBy', values);
    notes.push(treatment.undone ? t('grid.punch.undone', { text }) : text);
  }
  if (punch.status === 'valid' && !punch.counted) notes.push(t('grid.punch.notCounted'));
  return notes;
}

function PunchChip({
  punch,
  day,
  timeZone,
}: {
  punch: TimesheetPunch;
  day: string;
  timeZone: string;
}) {
  const { t } = useTimesheetsTranslation();
  const disregarded = punch.status === 'disregarded';
  const included = punch.kind === 'included';
  const date = otherDate(punch, day, timeZone);
  const time = punchTime(punch, timeZone);
  const className = [
    'ts-punch',
    included ? 'ts-punch--included' : 'ts-punch--recorded',
    disregarded ? 'ts-punch--disregarded' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const text = (
    <>
      {time}
      {date ? <span className="ts-punch__date"> ({date})</span> : null}
      {included ? <span className="ts-sr-only"> ({t('grid.punch.included')})</span> : null}
      {disregarded ? <span className="ts-sr-only"> ({t('grid.punch.disregarded')})</span> : null}
    </>
  );
  return (
    <Tooltip
      title={
        <ul className="ts-explain">
          {punchNotes(punch, t).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      }
    >
      {disregarded ? (
        <del className={className} data-testid="punch" data-punch-id={punch.id}>
          {text}
        </del>
      ) : (
        <span className={className} data-testid="punch" data-punch-id={punch.id}>
          {text}
        </span>
      )}
    </Tooltip>
  );
}

/**
 * The day's punches, oldest first: originals plain, included ones marked (colour, an "i" and the
 * words for screen readers), disregarded ones struck through; the NSR and the treatments on hover.
 */
export function PunchesCell({ day, timeZone }: { day: TimesheetDay; timeZone: string }) {
  if (day.punches.length === 0) return <span className="cell-muted">—</span>;
  return (
    <span className="ts-punches">
      {day.punches.map((punch) => (
        <PunchChip key={punch.id} punch={punch} day={day.date} timeZone={timeZone} />
      ))}
    </span>
  );
}
