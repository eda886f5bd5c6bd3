import {
  BUILT_IN_ROLES,
  type BuiltInRole,
  endpoints,
  NOTIFICATION_AUDIENCE,
  type NotificationEventSettingsRow,
  type NotificationSettingsData,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Switch, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { SETTINGS_KEY } from './settings-query';
import { useTestSend } from './test-send';
import { useNotificationSettingsTranslation } from './texts';

type Row = NotificationEventSettingsRow;
type Flag = 'in_app' | 'email' | 'to_employee' | 'to_manager';

const bodyOf = (rows: Row[]) => ({
  events: rows.map(({ customized: _, ...row }) => row),
});

const sameRow = (a: Row, b: Row) =>
  a.in_app === b.in_app &&
  a.email === b.email &&
  a.to_employee === b.to_employee &&
  a.to_manager === b.to_manager &&
  a.role_ids.join() === b.role_ids.join();

/** The API's message and its field errors (events.N.role_ids…) in one line each. */
function errorText(caught: unknown): string {
  if (!isApiError(caught)) return i18n.t('http.genericError');
  const fields = Object.values(caught.fieldErrors).flat();
  return fields.length > 0 ? [...new Set(fields)].join(' ') : caught.message;
}

/**
 * The "Eventos" tab: one row per event, its channels and recipients as switches and a roles
 * picker; Save sends the whole table (the API writes and audits only what changed).
 */
export function EventsTable({ data }: { data: NotificationSettingsData }) {
  const { t } = useNotificationSettingsTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(data.events);
  const [error, setError] = useState<string>();
  const testSend = useTestSend();
  // A fresh answer (after a save or a refetch) replaces the table.
  useEffect(() => setRows(data.events), [data.events]);

  const dirty = rows.some((row, k) => {
    const saved = data.events[k];
    return !saved || !sameRow(row, saved);
  });

  const save = useMutation({
    mutationFn: () =>
      callOperation(
        endpoints.notificationSettings.update,
        { body: bodyOf(rows) },
        { silent: true },
      ),
    onSuccess: (saved) => {
      setError(undefined);
      queryClient.setQueryData(SETTINGS_KEY, saved);
      toast.success(t('saved'));
    },
    onError: (caught) => setError(errorText(caught)),
  });

  const roleOptions = useMemo(
    () =>
      data.roles.map((role) => ({
        value: role.key,
        label: role.built_in
          ? BUILT_IN_ROLES.includes(role.key as BuiltInRole)
            ? t(`roles.${role.key as BuiltInRole}`)
            : role.name
          : role.name,
      })),
    [data.roles, t],
  );

  const change = (event: Row['event'], patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.event === event ? { ...row, ...patch } : row)));

  const eventName = (row: Row) => t(`events.${row.event}.name`);

  const flagColumn = (flag: Flag, title: string, applies: (row: Row) => boolean) => ({
    key: flag,
    title,
    align: 'center' as const,
    render: (_: unknown, row: Row) =>
      applies(row) ? (
        <Switch
          size="small"
          checked={row[flag]}
          aria-label={t('cell', { column: title, event: eventName(row) })}
          onChange={(checked) => change(row.event, { [flag]: checked })}
          data-testid={`${row.event}-${flag}`}
        />
      ) : (
        <Tooltip title={t('notApplicable')}>
          <span role="img" aria-label={t('notApplicable')}>
            —
          </span>
        </Tooltip>
      ),
  });

  const columns: ColumnsType<Row> = [
    {
      key: 'event',
      title: t('columns.event'),
      render: (_, row) => (
        <div>
          <strong>{eventName(row)}</strong>{' '}
          {!row.in_app && !row.email ? <Tag>{t('off')}</Tag> : null}
          <div className="page-subtitle">{t(`events.${row.event}.hint`)}</div>
          {NOTIFICATION_AUDIENCE[row.event].always === 'approvers' ? (
            <Tag color="blue">{t('approversAlways')}</Tag>
          ) : null}
        </div>
      ),
    },
    flagColumn('in_app', t('columns.inApp'), () => true),
    flagColumn('email', t('columns.email'), () => true),
    flagColumn(
      'to_employee',
      t('columns.employee'),
      (r) => NOTIFICATION_AUDIENCE[r.event].employee,
    ),
    flagColumn('to_manager', t('columns.manager'), (r) => NOTIFICATION_AUDIENCE[r.event].manager),
    {
      key: 'roles',
      title: t('columns.roles'),
      width: 240,
      render: (_, row) => (
        <Select
          mode="multiple"
          style={{ width: '100%', minWidth: 180 }}
          value={row.role_ids}
          options={roleOptions}
          placeholder={t('rolesPlaceholder')}
          aria-label={t('cell', { column: t('columns.roles'), event: eventName(row) })}
          onChange={(roleIds: string[]) => change(row.event, { role_ids: roleIds })}
          data-testid={`${row.event}-roles`}
          optionFilterProp="label"
        />
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => {
        const saved = data.events.find((e) => e.event === row.event);
        return (
          <Button
            size="small"
            aria-label={t('testLabel', { event: eventName(row) })}
            disabled={!saved || (!saved.in_app && !saved.email)}
            loading={testSend.isPending && testSend.variables === row.event}
            onClick={() => testSend.mutate(row.event)}
          >
            {t('test')}
          </Button>
        );
      },
    },
  ];

  return (
    <div className="page-stack">
      <Alert
        type="info"
        showIcon
        title={t('rules.title')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            <li>{t('rules.off')}</li>
            <li>{t('rules.approvers')}</li>
            <li>{t('rules.employee')}</li>
            <li>{t('rules.manager')}</li>
            <li>{t('rules.none')}</li>
            <li>{t('rules.test')}</li>
          </ul>
        }
      />
      <FormAlert message={error} />
      <Table<Row>
        rowKey="event"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="notification-events"
      />
      {dirty ? <Alert type="warning" showIcon title={t('unsaved')} /> : null}
      <Space>
        <Button
          type="primary"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('save')}
        </Button>
        <Button
          disabled={!dirty || save.isPending}
          onClick={() => {
            setRows(data.events);
            setError(undefined);
          }}
        >
          {t('discard')}
        </Button>
      </Space>
    </div>
  );
}
