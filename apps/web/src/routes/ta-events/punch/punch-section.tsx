import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { AreaIndexScreen } from '../../../components/area-index';
import { useCan } from '../../../session/use-can';
import { MyReceipts } from './my-receipts';
import { PunchCard } from './punch-card';
import { usePunchTranslation } from './texts';
import { type PunchClock, usePunchClock } from './use-punch-status';
import './punch.css';

/**
 * The card and, for someone with an employee record, their receipts (the punch log, which needs
 * `timesheets.punch_log`: the Employee role and full-access roles hold it, a custom role may not).
 */
function PunchBlock({ clock }: { clock: PunchClock }) {
  const can = useCan();
  const employee = clock.status.employee;
  return (
    <>
      <PunchCard clock={clock} />
      {employee && can('timesheets.punch_log') ? <MyReceipts employeeId={employee.id} /> : null}
    </>
  );
}

/** The punch card of the time-and-attendance area, with its loading and error states. */
export function PunchSection() {
  const { t } = usePunchTranslation();
  const clock = usePunchClock();
  let body: ReactNode;
  if (clock.data) body = <PunchBlock clock={clock.data} />;
  else if (clock.isError) {
    body = (
      <section className="page-card punch-card" data-testid="punch-card">
        <Alert
          type="error"
          showIcon
          title={t('card.loadError')}
          description={clock.error.message}
          action={
            <Button size="small" onClick={() => void clock.refetch()}>
              {t('crud.retry')}
            </Button>
          }
        />
      </section>
    );
  } else if (clock.fetchStatus === 'paused') {
    body = (
      <section className="page-card punch-card" data-testid="punch-card">
        <Alert type="info" showIcon title={t('card.offlineNow')} />
      </section>
    );
  } else if (clock.fetchStatus === 'fetching') {
    body = (
      <section className="page-card punch-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  } else return null;
  return <div className="punch-stack">{body}</div>;
}

/**
 * /ta-events: the punch card and "Meus comprovantes" above the area's index; `children` go between
 * them (the requests, ../requests/requests-home.tsx, which stay out of the dashboard's chunk).
 */
export function TaEventsScreen({ children }: { children?: ReactNode }) {
  return (
    <div className="punch-stack">
      <PunchSection />
      {children}
      <AreaIndexScreen />
    </div>
  );
}
