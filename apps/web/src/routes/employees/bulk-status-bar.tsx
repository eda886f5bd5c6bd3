import { endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { callOperation, queryKeyOf } from '../../api/operations';
import { toast } from '../../feedback/toast';
import { useCan } from '../../session/use-can';
import { BulkScheduleAction } from './bulk-schedule-action';
import { useEmployeesTranslation } from './texts';

type Change = 'enable' | 'disable';

/** Enables or disables employees (all or nothing); refreshes every employee query after. */
export function useStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, ids }: { change: Change; ids: string[] }) =>
      callOperation(endpoints.employees[change], { body: { ids } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.employees.list) }),
  });
}

/** Shown while rows are selected: how many, enable/disable with confirmation, assign a schedule. */
export function BulkStatusBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useEmployeesTranslation();
  const can = useCan();
  const status = useStatusChange();
  const count = ids.length;
  const run = async (change: Change) => {
    const { changed } = await status.mutateAsync({ change, ids });
    if (changed === 0) toast.info(t('list.unchanged'));
    else
      toast.success(t(change === 'enable' ? 'list.enabled' : 'list.disabled', { count: changed }));
    onDone();
  };
  return (
    <section className="bulk-bar" aria-label={t('list.selected', { count })}>
      <strong>{t('list.selected', { count })}</strong>
      {can('employee.enable') ? (
        <Popconfirm
          title={t('list.enableConfirm', { count })}
          okText={t('list.enableSelected')}
          cancelText={t('crud.cancel')}
          onConfirm={() => run('enable').catch(() => undefined)}
        >
          <Button loading={status.isPending}>{t('list.enableSelected')}</Button>
        </Popconfirm>
      ) : null}
      {can('employee.disable') ? (
        <Popconfirm
          title={t('list.disableConfirm', { count })}
          description={t('list.disableHelp')}
          okText={t('list.disableSelected')}
          okButtonProps={{ danger: true }}
          cancelText={t('crud.cancel')}
          onConfirm={() => run('disable').catch(() => undefined)}
        >
          <Button danger loading={status.isPending}>
            {t('list.disableSelected')}
          </Button>
        </Popconfirm>
      ) : null}
      {can('employee.edit') ? <BulkScheduleAction ids={ids} onDone={onDone} /> : null}
      <Button type="link" onClick={onDone}>
        {t('crud.cancel')}
      </Button>
    </section>
  );
}
