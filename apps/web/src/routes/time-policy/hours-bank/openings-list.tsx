import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { endpoints, type HoursBankOpening } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { callOperation, listPageOf, queryKeyOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { toast } from '../../../feedback/toast';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { useCalendarTranslation } from '../calendar-texts';
import { formatHhmm } from './hhmm';
import { OpeningDialog } from './opening-dialog';
import { OpeningImportDialog } from './opening-import-dialog';

const ops = endpoints.timePolicy.hoursBankOpenings;
/** A debit in red (and with its minus sign, so colour is not the only cue); 5.6:1 on white. */
const DEBIT = { color: '#cf1322' };

/**
 * The employees' opening balances (CrudScreen's pattern, composed by hand: a balance has no name
 * of its own, it is an employee's on a date), searched by employee, paged by the API.
 */
export function OpeningsList() {
  const { t } = useCalendarTranslation();
  const can = useCan();
  const editable = can('settings.time_policy.hours_bank.edit');
  const queryClient = useQueryClient();
  const list = useServerList<HoursBankOpening>({
    queryKey: queryKeyOf(ops.list),
    fetchPage: listPageOf(ops.list),
  });
  const [dialog, setDialog] = useState<{ opening: HoursBankOpening | null } | null>(null);
  const [importing, setImporting] = useState(false);

  const remove = useMutation({
    mutationFn: (opening: HoursBankOpening) =>
      callOperation(ops.remove, { params: { id: opening.id } }),
    onSuccess: async (_answer, opening) => {
      toast.success(t('openings.deleted', { name: opening.employee.name }));
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(ops.list) });
    },
  });

  const named = (o: HoursBankOpening) => ({ name: o.employee.name, date: formatDate(o.as_of) });
  const columns: TableColumnsType<HoursBankOpening> = [
    {
      key: 'employee',
      title: t('openings.employee'),
      render: (_: unknown, o) => <span className="cell-strong">{o.employee.name}</span>,
    },
    { key: 'as_of', title: t('openings.date'), render: (_: unknown, o) => formatDate(o.as_of) },
    {
      key: 'minutes',
      title: t('openings.balance'),
      align: 'right',
      render: (_: unknown, o) => (
        <span style={o.minutes < 0 ? DEBIT : undefined}>
          {formatHhmm(o.minutes, { signed: true })}
        </span>
      ),
    },
    {
      key: 'note',
      title: t('openings.note'),
      ellipsis: true,
      render: (_: unknown, o) => o.note ?? '—',
    },
    {
      key: 'by',
      title: t('openings.by'),
      render: (_: unknown, o) => (
        <>
          <div>{o.created_by.name ?? '—'}</div>
          <div className="cell-muted">{formatDateTime(o.created_at)}</div>
        </>
      ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      title: t('crud.actions'),
      width: 96,
      render: (_: unknown, o) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={t('openings.editLabel', named(o))}
            onClick={() => setDialog({ opening: o })}
          />
          <Popconfirm
            title={t('openings.deleteTitle', named(o))}
            okText={t('crud.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('crud.cancel')}
            onConfirm={() => remove.mutateAsync(o).catch(() => undefined)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('openings.deleteLabel', named(o))}
            />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <ListScreen
      testId="hours-bank-openings"
      title={t('openings.title')}
      subtitle={t('openings.subtitle')}
      actions={
        editable ? (
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('openings.import')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ opening: null })}
            >
              {t('openings.add')}
            </Button>
          </Space>
        ) : null
      }
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('openings.search')} />
      }
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
    >
      <ListTable<HoursBankOpening>
        list={list}
        columns={columns}
        loading={list.result.isFetching}
        locale={{ emptyText: t('openings.empty') }}
      />
      {dialog ? <OpeningDialog opening={dialog.opening} onClose={() => setDialog(null)} /> : null}
      {importing ? <OpeningImportDialog onClose={() => setImporting(false)} /> : null}
    </ListScreen>
  );
}
