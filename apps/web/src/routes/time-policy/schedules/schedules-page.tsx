import { PlusOutlined } from '@ant-design/icons';
import { endpoints, type Schedule } from '@ponteiro/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { listPageOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { useCan } from '../../../session/use-can';
import { SCHEDULES_KEY } from '../queries';
import { useTimePolicyTranslation } from '../texts';
import { AssignDialog } from './assign-dialog';
import { useScheduleColumns } from './schedule-columns';
import { ScheduleDrawer } from './schedule-drawer';
import { UnassignedBanner } from './unassigned-banner';
import { useDeleteSchedule } from './use-delete-schedule';
import { VersionsDrawer } from './versions-drawer';

/** The API sorts by these (SCHEDULE_ORDERINGS). */
const SORTABLE = ['name', 'code'];
/** Fits a 1366 px screen with the side menu open; the summary takes what is left. */
const MIN_WIDTH = 1040;

type Open =
  | { what: 'form'; schedule: Schedule | null }
  | { what: 'versions' | 'assign'; schedule: Schedule };

/**
 * `/time-policy/schedule`: the company's schedules (weekly and rotations) with the version in force,
 * its weekly hours as the engine computes them, how many employees have it; create and edit in a
 * drawer with a computed preview, the version history, assignment in bulk, and delete.
 */
export function SchedulesPage() {
  const { t } = useTimePolicyTranslation();
  const can = useCan();
  const list = useServerList<Schedule>({
    queryKey: SCHEDULES_KEY,
    fetchPage: listPageOf(endpoints.timePolicy.schedules.list),
    defaultOrdering: 'name',
  });
  const { state, update } = list;
  const [open, setOpen] = useState<Open | null>(null);
  const remove = useDeleteSchedule();
  const columns = useScheduleColumns({
    edit: (schedule) => setOpen({ what: 'form', schedule }),
    versions: (schedule) => setOpen({ what: 'versions', schedule }),
    assign: (schedule) => setOpen({ what: 'assign', schedule }),
    remove: remove.remove,
  });
  const close = () => setOpen(null);

  return (
    <ListScreen
      testId="schedules"
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        can('settings.time_policy.schedule.add') ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setOpen({ what: 'form', schedule: null })}
          >
            {t('list.add')}
          </Button>
        ) : null
      }
      search={<ListSearch state={state} update={update} placeholder={t('list.search')} />}
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
    >
      <UnassignedBanner />
      <ListTable<Schedule>
        list={list}
        columns={columns}
        sortable={SORTABLE}
        minWidth={MIN_WIDTH}
        loading={list.result.isFetching}
        locale={{
          emptyText:
            state.search !== '' ? (
              <Space orientation="vertical">
                {t('list.emptyFiltered')}
                <Button onClick={() => update({ search: '' })}>{t('list.clearSearch')}</Button>
              </Space>
            ) : (
              t('list.empty')
            ),
        }}
      />
      {open?.what === 'form' ? <ScheduleDrawer schedule={open.schedule} onClose={close} /> : null}
      {open?.what === 'versions' ? (
        <VersionsDrawer schedule={open.schedule} onClose={close} />
      ) : null}
      {open?.what === 'assign' ? <AssignDialog schedule={open.schedule} onClose={close} /> : null}
      {remove.dialog}
    </ListScreen>
  );
}
