import { type EngineSchedule, engineScheduleSchema, type FullRules } from '@ponteiro/shared';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { formatMinutes, type TimePolicyT, useTimePolicyTranslation } from '../texts';
import { dayLabel, PreviewTable } from './preview-table';
import { type ScheduleTotals, type ScheduleWarning, scheduleTotals } from './schedule-totals';

/** The engine's totals, or null while the schedule is not one the contract and engine take. */
function previewTotals(schedule: EngineSchedule, rules: FullRules): ScheduleTotals | null {
  if (!engineScheduleSchema.safeParse(schedule).success) return null;
  try {
    return scheduleTotals(schedule, rules);
  } catch {
    return null;
  }
}

/** One warning in words (`cycle`: days are named by their place in the rotation). */
export function warningText(
  t: TimePolicyT,
  warning: ScheduleWarning,
  rules: FullRules,
  cycle: boolean,
): string {
  const time = (minutes: number) => formatMinutes(t, minutes);
  switch (warning.kind) {
    case 'weekOver44h':
    case 'averageOver44h':
      return t(`preview.warnings.${warning.kind}`, { total: time(warning.minutes) });
    default: {
      const { day } = warning;
      return t(`preview.warnings.${warning.kind}`, {
        day: dayLabel(t, day, cycle),
        total: time(day.total),
        missing: time(warning.kind === 'rest11h' ? day.restMissing : day.breakMissing),
        worked: time(day.clock),
        rate: rules.restDayRate,
      });
    }
  }
}

/**
 * The computed preview of the schedule being edited: the week (or the rotation's first days) as
 * bars, the weekly total or average, the night hours with the reduced hour, and the warnings the
 * law calls for, which never stop the save.
 */
export function SchedulePreview({
  schedule,
  rules,
}: {
  schedule: EngineSchedule;
  rules: FullRules;
}) {
  const { t } = useTimePolicyTranslation();
  // The watched values are new objects on every render: compute when their content changes.
  const key = JSON.stringify([schedule, rules]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the content of both.
  const totals = useMemo(() => previewTotals(schedule, rules), [key]);
  const cycle = schedule.kind === 'cycle';
  if (!totals) {
    return (
      <section className="schedule-preview" data-testid="schedule-preview">
        <Alert type="info" showIcon message={t('preview.invalid')} />
      </section>
    );
  }
  const { week, warnings } = totals;
  return (
    <section className="schedule-preview" data-testid="schedule-preview">
      <p className="cell-muted">{t('preview.help')}</p>
      <h4 className="schedule-preview__heading">
        {cycle ? t('preview.cycleDays', { count: totals.days.length }) : t('preview.week')}
      </h4>
      <div className="schedule-preview__scroll">
        <PreviewTable days={totals.days} rules={rules} cycle={cycle} />
      </div>
      <p className="cell-muted">{t('preview.legend')}</p>
      <dl className="schedule-preview__totals" data-testid="schedule-totals">
        <div>
          <dt>{t(week.average ? 'preview.weekAverage' : 'preview.weekTotal')}</dt>
          <dd>{formatMinutes(t, week.total)}</dd>
        </div>
        <div>
          <dt>{t('preview.nightWeek')}</dt>
          <dd>
            {t('preview.nightValue', {
              clock: formatMinutes(t, week.night),
              credited: formatMinutes(t, week.nightCredited),
            })}
          </dd>
        </div>
      </dl>
      {warnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="schedule-warnings"
          message={t('preview.warningsTitle')}
          description={
            <ul className="schedule-preview__warnings">
              {warnings.map((warning, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole each time.
                <li key={k}>{warningText(t, warning, rules, cycle)}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="success" showIcon message={t('preview.noWarnings')} />
      )}
    </section>
  );
}
