import { StopOutlined } from '@ant-design/icons';
import type { PunchLogEntry } from '@ponteiro/shared';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError } from '../../../components/resource/list-search';
import { usePunchColumns } from '../punch-log/punch-columns';
import { PunchDetails } from '../punch-log/punch-details';
import { PunchFilters } from '../punch-log/punch-filters';
import { isDisregardable, punchWhen } from '../punch-log/punch-format';
import { PunchTable } from '../punch-log/punch-log-page';
import { usePunchList } from '../punch-log/use-punch-list';
import { useTimesheetsTranslation } from '../texts';
import { IncludeForm } from './include-form';
import { TreatmentDialog, type TreatmentTarget } from './treatment-dialog';

/** The manager's list filters by employee and period only. */
const FILTERS = ['employee_id', 'from'] as const;

/**
 * `/timesheets/admin-punch`: include punches (one or several employees), then the period's punches
 * where a valid recorded punch can be disregarded and an inclusion or a disregard undone (from the
 * row's history). The register itself never changes: every treatment is kept with its reason.
 */
export function AdminPunchPage() {
  const { t } = useTimesheetsTranslation();
  const list = usePunchList();
  const [target, setTarget] = useState<TreatmentTarget | null>(null);
  const columns: TableColumnsType<PunchLogEntry> = [
    ...usePunchColumns(),
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: 140,
      render: (_: unknown, entry) =>
        isDisregardable(entry) ? (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            aria-label={t('treat.disregardLabel', {
              name: entry.employee.name,
              when: punchWhen(entry),
            })}
            onClick={() => setTarget({ action: 'disregard', entry })}
          >
            {t('treat.disregard')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="admin-punch">
      <section className="page-card page-card--wide">
        <h1 className="page-title">{t('adminPunch.title')}</h1>
        <p className="page-subtitle">{t('adminPunch.subtitle')}</p>
        <IncludeForm />
      </section>
      <ListScreen
        testId="admin-punch-list"
        title={t('adminPunch.listTitle')}
        subtitle={t('adminPunch.listSubtitle')}
        search={null}
        filters={
          <PunchFilters state={list.state} update={list.update} today={list.today} show={FILTERS} />
        }
        error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
      >
        <PunchTable
          list={list}
          columns={columns}
          emptyText={t('adminPunch.empty')}
          expandedRowRender={(entry) => (
            <PunchDetails
              entry={entry}
              onUndo={(row, treatment) => setTarget({ action: 'undo', entry: row, treatment })}
            />
          )}
        />
        {target ? <TreatmentDialog target={target} onClose={() => setTarget(null)} /> : null}
      </ListScreen>
    </Flex>
  );
}
