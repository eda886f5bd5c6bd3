import type { ScheduleAssignment } from '@ponteiro/shared';
import { Alert } from 'antd';
import { formatDate } from '../../i18n/format';
import { scheduleLabel, scheduleStatus } from './schedule-queries';
import { useEmployeesTranslation } from './texts';

/** The side panel's schedule section, where the form's "change it beside" link leads. */
export const SCHEDULE_SECTION_ID = 'employee-schedule';

/**
 * Never a silent default: without a schedule the engine has nothing to compare punches with, so
 * the screens say so plainly (side panel, form, week preview).
 */
export function NoScheduleNotice({ extra }: { extra?: string }) {
  const { t } = useEmployeesTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('schedule.none')}
      description={extra}
      data-testid="no-schedule"
    />
  );
}

/** The schedule in force today ("Name (CODE)", since when), or the notice; then the next one. */
export function CurrentSchedule({ assignments }: { assignments: readonly ScheduleAssignment[] }) {
  const { t } = useEmployeesTranslation();
  const { current, upcoming } = scheduleStatus(assignments);
  const next = upcoming
    ? t('schedule.upcoming', {
        date: formatDate(upcoming.effective_from),
        name: upcoming.schedule.name,
        code: upcoming.schedule.code,
      })
    : undefined;
  if (!current) return <NoScheduleNotice extra={next} />;
  return (
    <div data-testid="current-schedule">
      <div className="cell-strong">{scheduleLabel(current.schedule)}</div>
      <div className="cell-muted">
        {t('schedule.since', { date: formatDate(current.effective_from) })}
      </div>
      {next ? <div className="cell-muted">{next}</div> : null}
    </div>
  );
}
