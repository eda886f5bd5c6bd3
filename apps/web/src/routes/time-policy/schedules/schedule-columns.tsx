import {
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { Schedule } from '@ponteiro/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from '../../../session/use-can';
import { formatMinutes, type TimePolicyT, useTimePolicyTranslation } from '../texts';
import { scheduleSummary } from './schedule-summary';
import { savedTotals } from './schedule-totals';

export interface ScheduleActions {
  edit: (schedule: Schedule) => void;
  versions: (schedule: Schedule) => void;
  assign: (schedule: Schedule) => void;
  remove: (schedule: Schedule) => void;
}

/** The version in force per week: its total, or a rotation's average. */
function weeklyHours(t: TimePolicyT, schedule: Schedule): string {
  const totals = savedTotals(schedule.current);
  if (!totals) return t('list.invalid');
  const hours = formatMinutes(t, totals.week.total);
  return totals.week.average ? t('list.average', { hours }) : hours;
}

function IconAction(props: { title: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button size="small" icon={props.icon} aria-label={props.label} onClick={props.onClick} />
    </Tooltip>
  );
}

/** The schedule list's columns; row actions only with the permission the API asks for each. */
export function useScheduleColumns(actions: ScheduleActions): TableColumnsType<Schedule> {
  const { t } = useTimePolicyTranslation();
  const can = useCan();
  const canDelete = can('settings.time_policy.schedule.delete');
  return [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('list.columns.name'),
      width: 200,
      ellipsis: true,
      render: (name: string) => <span className="cell-strong">{name}</span>,
    },
    { key: 'code', dataIndex: 'code', title: t('list.columns.code'), width: 110, ellipsis: true },
    {
      key: 'kind',
      title: t('list.columns.kind'),
      width: 96,
      render: (_: unknown, s: Schedule) => (
        <Tag color={s.kind === 'cycle' ? 'gold' : 'blue'}>{t(`kind.${s.kind}`)}</Tag>
      ),
    },
    {
      key: 'summary',
      title: t('list.columns.summary'),
      render: (_: unknown, s: Schedule) => scheduleSummary(s.current.schedule, t),
    },
    {
      key: 'weekly',
      title: t('list.columns.weekly'),
      width: 132,
      render: (_: unknown, s: Schedule) => weeklyHours(t, s),
    },
    {
      key: 'employees',
      dataIndex: 'employees',
      title: t('list.columns.employees'),
      width: 116,
      align: 'right',
    },
    {
      key: 'versions',
      dataIndex: 'versions',
      title: t('list.columns.versions'),
      width: 84,
      align: 'right',
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      fixed: 'right',
      width: 140,
      render: (_: unknown, s: Schedule) => (
        <Space size={4}>
          {can('settings.time_policy.schedule.edit') ? (
            <IconAction
              title={t('list.tooltips.edit')}
              label={t('list.edit', { name: s.name })}
              icon={<EditOutlined />}
              onClick={() => actions.edit(s)}
            />
          ) : null}
          <IconAction
            title={t('list.tooltips.versions')}
            label={t('list.versions', { name: s.name })}
            icon={<HistoryOutlined />}
            onClick={() => actions.versions(s)}
          />
          {can('employee.edit') ? (
            <IconAction
              title={t('list.tooltips.assign')}
              label={t('list.assign', { name: s.name })}
              icon={<UsergroupAddOutlined />}
              onClick={() => actions.assign(s)}
            />
          ) : null}
          {canDelete ? (
            <Popconfirm
              title={t('list.deleteTitle', { name: s.name })}
              description={t('list.deleteHelp')}
              okText={t('crud.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('crud.cancel')}
              onConfirm={() => actions.remove(s)}
            >
              {/* The tooltip inside the confirmation: antd passes the click through to the button. */}
              <Tooltip title={t('list.tooltips.delete')}>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('list.delete', { name: s.name })}
                />
              </Tooltip>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
}
