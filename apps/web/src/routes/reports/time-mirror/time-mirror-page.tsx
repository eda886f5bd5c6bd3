import { canOpenRoute, getRoute, seesEveryonesReport } from '@ponteiro/shared';
import { Alert, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { ListError } from '../../../components/resource/list-search';
import { useSession } from '../../../session/session-query';
import { type Period, periodOf } from '../../timesheets/period/month';
import { PeriodPicker } from '../../timesheets/period/period-picker';
import { todayIso } from '../../timesheets/punch-log/use-punch-list';
import { ClosedPeriods } from '../../timesheets/timesheet/closed-periods';
import { TimesheetGrid } from '../../timesheets/timesheet/timesheet-grid';
import { EmployeeHeader, TimesheetNotices } from '../../timesheets/timesheet/timesheet-header';
import { useTimesheet } from '../../timesheets/timesheet/timesheet-query';
import { useReportsTranslation } from '../texts';
import { PeriodAnswer } from './acceptance';
import { MirrorDownload } from './mirror-download';
import { isNotEmployee } from './not-employee';
import { StaffTimeMirror } from './staff-time-mirror';
import '../../timesheets/timesheet/timesheet.css';

/** Staff who treat timesheets get a way to anyone's (this screen is only their own). */
function StaffLink() {
  const { t } = useReportsTranslation();
  const session = useSession().data;
  if (!session || canOpenRoute('timesheetsTimesheet', session) !== 'ok') return null;
  return (
    <ButtonLink to={getRoute('timesheetsTimesheet').path} data-testid="staff-timesheet-link">
      {t('timeMirror.staffLink')}
    </ButtonLink>
  );
}

/**
 * `/reports/time-mirror`: staff who see everyone's mirrors make them as files (StaffTimeMirror);
 * everyone else sees their own.
 */
export function TimeMirrorPage() {
  const session = useSession().data;
  if (
    session &&
    seesEveryonesReport(session.roleName ?? null, session.permissions, 'time_mirror')
  ) {
    return <StaffTimeMirror />;
  }
  return <OwnTimeMirror />;
}

/**
 * The employee's own mirror, read-only (the server answers the caller's timesheet when no
 * employee is named), month by month, downloadable as PDF or spreadsheet; a closed period is
 * accepted or disagreed with here. A user who is not an employee is told so.
 */
function OwnTimeMirror() {
  const { t } = useReportsTranslation();
  const [params, setParams] = useSearchParams();
  const period = periodOf({ from: params.get('from'), to: params.get('to') }, todayIso());
  const result = useTimesheet({ from: period.from, to: period.to });
  const notEmployee = isNotEmployee(result.error);
  const timesheet = notEmployee ? undefined : result.data;

  const choose = (next: Period) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        address.set('from', next.from);
        address.set('to', next.to);
        return address;
      },
      { replace: true },
    );

  return (
    <section className="page-card page-card--wide" data-testid="time-mirror">
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{t('timeMirror.title')}</h1>
          <p className="page-subtitle">{t('timeMirror.subtitle')}</p>
        </div>
        <StaffLink />
      </div>
      {notEmployee ? (
        <Result
          status="info"
          title={t('timeMirror.notEmployeeTitle')}
          subTitle={t('timeMirror.notEmployee')}
          data-testid="time-mirror-not-employee"
        />
      ) : (
        <>
          <div className="ts-toolbar">
            <PeriodPicker period={period} onChange={choose} />
            {timesheet ? (
              <MirrorDownload from={period.from} to={period.to} fileLabel={t('timeMirror.title')} />
            ) : null}
          </div>
          <ListError error={result.error} retry={() => void result.refetch()} />
          {result.isLoading ? (
            <div className="ts-notice">
              <Spin /> <span className="cell-muted">{t('timeMirror.loading')}</span>
            </div>
          ) : null}
          {timesheet ? (
            <>
              <EmployeeHeader timesheet={timesheet} />
              <Alert className="ts-notice" type="info" showIcon title={t('timeMirror.readOnly')} />
              <TimesheetNotices timesheet={timesheet} clamped={period.clamped} />
              <ClosedPeriods
                periods={timesheet.periods}
                showAnswer={false}
                extra={(closed) => <PeriodAnswer period={closed} />}
              />
              <TimesheetGrid timesheet={timesheet} readOnly />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
