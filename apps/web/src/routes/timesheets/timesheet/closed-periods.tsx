import { LockOutlined } from '@ant-design/icons';
import type { TimesheetPeriod } from '@ponteiro/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';

/** What the employee said about a closed period, as a tag (the words say it, not only the colour). */
export function AcceptanceTag({ period, t }: { period: TimesheetPeriod; t: TimesheetsT }) {
  const { acceptance } = period;
  if (!acceptance) return <Tag>{t('periods.waiting')}</Tag>;
  return acceptance.decision === 'accept' ? (
    <Tag color="green">{t('periods.accepted')}</Tag>
  ) : (
    <Tag color="red">{t('periods.disagreed')}</Tag>
  );
}

/** "Aceito em 02/09/2026 10:00" / "Discordou em …", with the note of a disagreement. */
export function acceptanceText(period: TimesheetPeriod, t: TimesheetsT): string | undefined {
  const { acceptance } = period;
  if (!acceptance) return undefined;
  const when = formatDateTime(acceptance.at);
  return acceptance.decision === 'accept'
    ? t('periods.acceptedAt', { when })
    : t('periods.disagreedAt', { when });
}

/**
 * The closed periods of the timesheet shown: when, by whom, and the employee's acceptance or
 * disagreement (with its note). `extra` adds something per period (the mirror's answer buttons).
 */
export function ClosedPeriods({
  periods,
  extra,
  showAnswer = true,
}: {
  periods: readonly TimesheetPeriod[];
  extra?: (period: TimesheetPeriod) => ReactNode;
  /** The employee's answer in the staff's words (the mirror says it in its own, in `extra`). */
  showAnswer?: boolean;
}) {
  const { t } = useTimesheetsTranslation();
  if (periods.length === 0) return null;
  return (
    <section className="ts-periods" aria-labelledby="ts-periods-title" data-testid="closed-periods">
      <h2 id="ts-periods-title" className="ts-periods__title">
        <LockOutlined aria-hidden="true" /> {t('periods.title')}
      </h2>
      <ul className="ts-periods__list">
        {periods.map((period) => {
          const answered = showAnswer ? acceptanceText(period, t) : undefined;
          const note = showAnswer ? period.acceptance?.note : undefined;
          return (
            <li key={period.id} data-testid="closed-period">
              <div className="ts-periods__head">
                <strong>
                  {t('period.range', { from: formatDate(period.from), to: formatDate(period.to) })}
                </strong>
                <AcceptanceTag period={period} t={t} />
              </div>
              <div className="cell-muted">
                {t('periods.closedBy', {
                  when: formatDateTime(period.closed_at),
                  author: period.closed_by.name ?? t('punch.unknownAuthor'),
                })}
              </div>
              {answered ? <div>{answered}</div> : null}
              {note ? <div className="ts-periods__note">{t('periods.note', { note })}</div> : null}
              {extra?.(period)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
