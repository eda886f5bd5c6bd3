import { CalendarOutlined } from '@ant-design/icons';
import type { TaRequest } from '@ponteiro/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../session/session-query';
import { useCan } from '../../../session/use-can';
import { MyBalances, MyDay } from '../../dashboard/my-day';
import { TaEventsScreen } from '../punch/punch-section';
import { ApprovalQueue } from './approval-queue';
import { LeaveRequestDialog } from './leave-dialog';
import { MyRequests } from './my-requests';
import { RequestDrawer } from './request-drawer';
import { useRequestsTranslation } from './texts';
import { useOpenedRequest } from './use-linked-request';
import { useRequester } from './use-requester';

/**
 * The requests part of /ta-events: "Aguardando sua aprovação" (when the caller has something to
 * decide), "Minhas solicitações" (for someone with an employee record) with "Solicitar
 * afastamento", and the request panel (also opened by `?request=<id>`).
 */
export function RequestsHome() {
  const { t } = useRequestsTranslation();
  const can = useCan();
  const requester = useRequester();
  const [opened, setOpened] = useOpenedRequest();
  const [askingLeave, setAskingLeave] = useState(false);
  const open = (request: TaRequest) => setOpened({ id: request.id, row: request });

  const leaveButton =
    can('ta_events.leave') && requester.canFile ? (
      <Button type="primary" icon={<CalendarOutlined />} onClick={() => setAskingLeave(true)}>
        {t('leave.open')}
      </Button>
    ) : null;

  let mine = null;
  if (requester.own) {
    mine = <MyRequests employeeId={requester.own.id} actions={leaveButton} onOpen={open} />;
  } else if (leaveButton && !requester.loading) {
    // Staff without an employee record file leave for others only: no list of their own.
    mine = (
      <section className="page-card page-card--wide" data-testid="requests-actions">
        <div className="page-toolbar">
          <div>
            <h2 className="page-title">{t('home.title')}</h2>
            <p className="page-subtitle">{t('home.subtitle')}</p>
          </div>
          {leaveButton}
        </div>
      </section>
    );
  }

  return (
    <>
      <ApprovalQueue onOpen={open} />
      {mine}
      {askingLeave ? (
        <LeaveRequestDialog
          own={requester.own}
          forOthers={requester.forOthers}
          onClose={() => setAskingLeave(false)}
        />
      ) : null}
      {opened ? <RequestDrawer opened={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}

/**
 * /ta-events: the punch card, then the requests, then the area's index. It is the Employee role's
 * landing screen (the specification's route table keeps them off /dashboard), so for them it is
 * their own dashboard too: today's schedule and punches, and their balances (issue 19).
 */
export function TaEventsHome() {
  const employee = useSession().data?.roleName === 'employee';
  return (
    <TaEventsScreen>
      {employee ? (
        <>
          <MyDay />
          <MyBalances />
        </>
      ) : null}
      <RequestsHome />
    </TaEventsScreen>
  );
}
