import type { FullRules } from '@ponteiro/shared';
import { Tag } from 'antd';
import { formatDate } from '../../../i18n/format';
import { formatMinutes, type TimePolicyT, useTimePolicyTranslation } from '../texts';
import { minutesOf } from './schedule-marks';
import { pairsText } from './schedule-summary';
import type { DayTotals } from './schedule-totals';

const DAY = 1440;
const TICK = 360;

/** "Segunda", or "Dia 3 (ter 03/11/2026)" in a rotation. */
export function dayLabel(t: TimePolicyT, day: DayTotals, cycle: boolean): string {
  if (!cycle) return t(`weekdays.long.${day.weekday}`);
  return t('cycle.dayWithDate', {
    n: day.index + 1,
    weekday: t(`weekdays.short.${day.weekday}`),
    date: formatDate(day.date),
  });
}

/** The night window as minutes from a day's midnight, its end past 1440 when it ends the next day. */
function nightWindow(night: FullRules['night']): [number, number] {
  const start = minutesOf(night.start);
  const end = minutesOf(night.end);
  return [start, end <= start ? end + DAY : end];
}

const percent = (minutes: number, scale: number) => `${(minutes / scale) * 100}%`;

/** Bars of the day's pairs over 0–24 h (and past midnight), the night windows shaded. */
function DayBar({ day, night, scale }: { day: DayTotals; night: [number, number]; scale: number }) {
  const shaded = [-1, 0, 1]
    .map((k) => [Math.max(0, night[0] + k * DAY), Math.min(scale, night[1] + k * DAY)] as const)
    .filter(([from, to]) => to > from);
  const midnights = Array.from({ length: Math.floor((scale - 1) / DAY) }, (_, k) => (k + 1) * DAY);
  return (
    <div className="timeline-track" aria-hidden="true">
      {shaded.map(([from, to]) => (
        <span
          key={from}
          className="timeline-night"
          style={{ left: percent(from, scale), width: percent(to - from, scale) }}
        />
      ))}
      {midnights.map((at) => (
        <span key={at} className="timeline-midnight" style={{ left: percent(at, scale) }} />
      ))}
      {day.marks.map(([from, to]) => (
        <span
          key={from}
          className={day.restDay ? 'timeline-bar timeline-bar--rest' : 'timeline-bar'}
          style={{ left: percent(from, scale), width: percent(to - from, scale) }}
        />
      ))}
    </div>
  );
}

/**
 * The preview's days: a timeline bar per day (0–24 h, plus what passes midnight), the times, and
 * the engine's clock, night and credited minutes and the workday's length.
 */
export function PreviewTable({
  days,
  rules,
  cycle,
}: {
  days: DayTotals[];
  rules: FullRules;
  cycle: boolean;
}) {
  const { t } = useTimePolicyTranslation();
  const latest = Math.max(DAY, ...days.flatMap((day) => day.marks.map(([, to]) => to)));
  const scale = Math.ceil(latest / TICK) * TICK;
  const ticks = Array.from({ length: scale / TICK + 1 }, (_, k) => k * TICK);
  const night = nightWindow(rules.night);
  const duration = (minutes: number) => (minutes > 0 ? formatMinutes(t, minutes) : '—');
  return (
    <table className="preview-table">
      <thead>
        <tr>
          <th scope="col">{t('preview.columns.day')}</th>
          <th scope="col" className="preview-table__timeline">
            <span className="preview-table__caption">{t('preview.columns.timeline')}</span>
            <span className="timeline-axis" aria-hidden="true">
              {ticks.map((at) => (
                <span key={at} style={{ left: percent(at, scale) }}>{`${at / 60}h`}</span>
              ))}
            </span>
          </th>
          <th scope="col">{t('preview.columns.times')}</th>
          <th scope="col">{t('preview.columns.clock')}</th>
          <th scope="col">{t('preview.columns.night')}</th>
          <th scope="col">{t('preview.columns.nightCredited')}</th>
          <th scope="col">{t('preview.columns.total')}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{dayLabel(t, day, cycle)}</th>
            <td className="preview-table__timeline">
              <DayBar day={day} night={night} scale={scale} />
            </td>
            <td>{day.pairs.length > 0 ? pairsText(day.pairs) : t('preview.dayOff')}</td>
            <td>{duration(day.clock)}</td>
            <td>{duration(day.night)}</td>
            <td>{duration(day.nightCredited)}</td>
            <td>
              {duration(day.total)}
              {day.restDay ? (
                <Tag className="preview-table__tag">{t('preview.restDay')}</Tag>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
