import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useCan } from '../../session/use-can';
import { DelegationsTab } from './delegations-tab';
import { FlowsTab } from './flows-tab';
import { useWorkflowTranslation } from './texts';
import './workflow.css';

const TABS = ['flows', 'delegations'] as const;
type TabKey = (typeof TABS)[number];
const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is TabKey =>
  (TABS as readonly (string | null)[]).includes(value);

/**
 * `/workflow`: who approves each kind of request (flows, per request type, with their conditions
 * and ordered steps) and who stands in for an approver who is away (delegations). The open tab is
 * kept in `?tab=`.
 */
export function WorkflowPage() {
  const { t } = useWorkflowTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: TabKey = isTab(requested) ? requested : 'flows';
  const readOnly =
    !can('settings.workflow.add') &&
    !can('settings.workflow.edit') &&
    !can('settings.workflow.delete');

  return (
    <section className="page-card page-card--wide" data-testid="workflow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-subtitle">{t('subtitle')}</p>
      {readOnly && active === 'flows' ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      <Tabs
        aria-label={t('tabs.label')}
        activeKey={active}
        onChange={(key) => {
          // A tab starts from a clean address: the flows' filter does not follow to delegations.
          const next = new URLSearchParams();
          if (key !== 'flows') next.set(TAB_PARAM, key);
          setParams(next, { replace: true });
        }}
        items={[
          { key: 'flows', label: t('tabs.flows'), children: <FlowsTab /> },
          { key: 'delegations', label: t('tabs.delegations'), children: <DelegationsTab /> },
        ]}
      />
    </section>
  );
}
