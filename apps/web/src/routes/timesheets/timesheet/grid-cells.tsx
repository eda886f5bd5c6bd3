import { FileOutlined, LockOutlined } from '@ant-design/icons';
import type { DayFiguresData, ExplainData, TimesheetDay } from '@ponteiro/shared';
import { Spin, Tag, Tooltip } from 'antd';
import { formatDate } from '../../../i18n/format';
import { weekdayOf } from '../../../lib/calendar-dates';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import { FIGURE_FIELDS, type FigureKey } from './explain';
import { Figure } from './figure';
import { formatMinutes } from './minutes';

/** The date, its weekday, a lock on a closed day and a spinner while it is recomputed. */
export function DayCell({ day }: { day: TimesheetDay }) {
  const { t } = useTimesheetsTranslation();
  return (
    <div className="ts-day">
      <span className="ts-day__date">
        {formatDate(day.date)}{' '}
        <span className="cell-muted">{t(`weekdays.${weekdayOf(day.date)}`)}</span>
      </span>
      {day.closed ? (
        <Tooltip title={t('grid.closed')}>
          <LockOutlined
            className="ts-day__lock"
            data-testid="day-closed"
            aria-label={t('grid.closed')}
            role="img"
          />
        </Tooltip>
      ) : null}
      {day.pending ? (
        <span className="ts-day__pending" data-testid="day-pending">
          <Spin size="small" /> {t('grid.pending')}
        </span>
      ) : null}
    </div>
  );
}

/** The schedule's code and its pairs for the day ("08:00–12:00 13:00–17:00"), or a day off. */
export function ScheduleCell({ day }: { day: TimesheetDay }) {
  const { t } = useTimesheetsTranslation();
  const { schedule } = day;
  if (!schedule) return <span className="cell-muted">{t('grid.noSchedule')}</span>;
  return (
    <Figure explain={day.explain} fields={FIGURE_FIELDS.scheduled}>
      <span className="ts-schedule" title={schedule.name}>
        <strong>{schedule.code}</strong>{' '}
        {schedule.pairs.length === 0 ? (
          <span className="cell-muted">{t('grid.dayOff')}</span>
        ) : (
          schedule.pairs.map(([start, end]) => `${start}–${end}`).join(' ')
        )}
      </span>
    </Figure>
  );
}

/** The deficit and what makes it up, each on its line: only the figures that are not zero. */
const SHORTFALL = [
  { key: 'deficit', figure: 'deficitMinutes' },
  { key: 'late', figure: 'lateMinutes' },
  { key: 'earlyLeave', figure: 'earlyLeaveMinutes' },
  { key: 'absence', figure: 'absenceMinutes' },
  { key: 'justified', figure: 'justifiedMinutes' },
] as const satisfies readonly { key: FigureKey; figure: keyof DayFiguresData }[];

/** The deficit, late arrival, early leave, absence and justified minutes of a day or the totals. */
export function ShortfallCell({
  figures,
  explain,
}: {
  figures: DayFiguresData;
  explain: readonly ExplainData[];
}) {
  const { t } = useTimesheetsTranslation();
  const lines = SHORTFALL.filter(({ figure }) => figures[figure] !== 0);
  if (lines.length === 0) return <span className="cell-muted">—</span>;
  return (
    <span className="ts-lines">
      {lines.map(({ key, figure }) => (
        <Figure key={key} explain={explain} fields={FIGURE_FIELDS[key]} testId={`figure-${key}`}>
          {t(`grid.shortfall.${key}`, { time: formatMinutes(figures[figure]) })}
        </Figure>
      ))}
    </span>
  );
}

/** Flags that are information, not a problem. */
const FLAG_COLORS: Record<string, string | undefined> = {
  odd_punches: 'red',
  absent: 'red',
  break_short: 'gold',
  rest_11h: 'gold',
  justified_absence: 'blue',
  holiday: 'blue',
  holiday_hours: 'blue',
  night_extended: 'purple',
  pre_assigned_break: 'cyan',
  no_schedule: 'orange',
};
/** The `explain` fields behind a flag, for its tooltip. */
const FLAG_FIELDS: Record<string, readonly string[] | undefined> = {
  break_short: FIGURE_FIELDS.breakShort,
  rest_11h: FIGURE_FIELDS.rest,
  tolerance: ['tolerance'],
  night_extended: ['nightMinutes'],
};

const KNOWN_FLAGS = [
  'odd_punches',
  'absent',
  'justified_absence',
  'holiday',
  'rest_day',
  'day_off',
  'break_short',
  'rest_11h',
  'tolerance',
  'night_extended',
  'holiday_hours',
  'pre_assigned_break',
  // The server's: a computed day without a schedule in force.
  'no_schedule',
] as const;

/** A flag's words (the engine's name when this screen does not know it yet). */
export function flagText(flag: string, t: TimesheetsT): string {
  const known = KNOWN_FLAGS.find((one) => one === flag);
  return known ? t(`grid.flags.${known}`) : flag;
}

/** The engine's flags of a day, as tags; the ones with figures explain them on hover. */
export function FlagsCell({ day }: { day: TimesheetDay }) {
  const { t } = useTimesheetsTranslation();
  if (day.flags.length === 0) return null;
  return (
    <span className="ts-tags">
      {day.flags.map((flag) => {
        const tag = (
          <Tag key={flag} color={FLAG_COLORS[flag]}>
            {flagText(flag, t)}
          </Tag>
        );
        const fields = FLAG_FIELDS[flag];
        return fields ? (
          <Figure key={flag} explain={day.explain} fields={fields}>
            {tag}
          </Figure>
        ) : (
          tag
        );
      })}
    </span>
  );
}

/** The leave of the day: its type, and a link to its document (a short-lived signed address). */
export function LeaveCell({ day }: { day: TimesheetDay }) {
  const { t } = useTimesheetsTranslation();
  const { leave } = day;
  if (!leave) return null;
  return (
    <span className="ts-lines">
      <span title={t('grid.leaveReason', { reason: leave.reason })}>
        {leave.leave_type.name} <span className="cell-muted">({leave.leave_type.code})</span>
        {leave.minutes !== null ? (
          <span className="cell-muted"> · {formatMinutes(leave.minutes)}</span>
        ) : null}
      </span>
      {leave.document ? (
        <a
          href={leave.document.url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('grid.leaveDocument', { name: leave.document.name })}
        >
          <FileOutlined aria-hidden="true" /> {leave.document.name}
        </a>
      ) : leave.leave_type.requires_document ? (
        <span className="cell-muted">{t('grid.leaveNoDocument')}</span>
      ) : null}
    </span>
  );
}
