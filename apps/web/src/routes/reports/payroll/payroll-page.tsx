import { seesEveryonesReport } from '@ponteiro/shared';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../session/session-query';
import { EventCodesTab } from './event-codes-tab';
import { EventsTab } from './events-tab';
import { LayoutsTab } from './layouts-tab';
import { usePayrollTranslation } from './texts';
import './payroll.css';

const TABS = ['events', 'codes', 'layouts'] as const;
type TabKey = (typeof TABS)[number];
const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is TabKey =>
  (TABS as readonly (string | null)[]).includes(value);

/** Whether the caller changes codes and layouts (staff with reports.payroll; not an Employee). */
export function usePayrollEditor(): boolean {
  const session = useSession().data;
  return session ? seesEveryonesReport(session.roleName, session.permissions, 'payroll') : false;
}

/**
 * `/reports/payroll`: the period's events per employee with the company's codes and the export
 * (xlsx, CSV, fixed-width text as a report job), the event codes (the mapping) and the export
 * layouts. The open tab is kept in `?tab=`, beside the filters.
 */
export function PayrollPage() {
  const { t } = usePayrollTranslation();
  const editor = usePayrollEditor();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: TabKey = isTab(requested) ? requested : 'events';
  const open = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'events') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="page-card page-card--wide payroll-page" data-testid="payroll-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-subtitle">{t('subtitle')}</p>
      <Tabs
        aria-label={t('tabs.label')}
        activeKey={active}
        onChange={open}
        items={[
          {
            key: 'events',
            label: t('tabs.events'),
            children: <EventsTab onMapCodes={() => open('codes')} />,
          },
          { key: 'codes', label: t('tabs.codes'), children: <EventCodesTab editor={editor} /> },
          { key: 'layouts', label: t('tabs.layouts'), children: <LayoutsTab editor={editor} /> },
        ]}
      />
    </section>
  );
}
