import { PlusOutlined } from '@ant-design/icons';
import { type Delegation, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { toast } from '../../feedback/toast';
import { formatDate } from '../../i18n/format';
import { useSession } from '../../session/session-query';
import { useCan } from '../../session/use-can';
import { DelegationDialog } from './delegation-form';
import { DELEGATIONS_KEY, useDelegations } from './queries';
import { useWorkflowTranslation, type WorkflowT } from './texts';

/** In force (the server's word), else scheduled or ended by the browser's today. */
function StatusTag({ delegation, t }: { delegation: Delegation; t: WorkflowT }) {
  if (delegation.in_force) return <Tag color="green">{t('delegations.inForce')}</Tag>;
  const today = dayjs().format('YYYY-MM-DD');
  return delegation.to < today ? (
    <Tag>{t('delegations.ended')}</Tag>
  ) : (
    <Tag color="blue">{t('delegations.scheduled')}</Tag>
  );
}

/** Latest period first, the ones in force on top. */
const byPeriod = (a: Delegation, b: Delegation) =>
  Number(b.in_force) - Number(a.in_force) || b.from.localeCompare(a.from);

/**
 * Delegations: while away, someone's approvals go to a stand-in. Anyone sets their own; who edits
 * the flows sees and sets anyone's. Each can be removed (with confirmation) by its owner or them.
 */
export function DelegationsTab() {
  const { t } = useWorkflowTranslation();
  const { t: tc } = useTranslation();
  const can = useCan();
  const me = useSession().data?.user.id;
  const managesOthers = can('settings.workflow.edit');
  const delegations = useDelegations();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const remove = useMutation({
    mutationFn: (delegation: Delegation) =>
      callOperation(endpoints.workflow.removeDelegation, { params: { id: delegation.id } }),
    onSuccess: async () => {
      toast.success(t('delegations.removed'));
      await queryClient.invalidateQueries({ queryKey: DELEGATIONS_KEY });
    },
  });
  const rows = [...(delegations.data ?? [])].sort(byPeriod);

  return (
    <div data-testid="workflow-delegations">
      <Flex wrap justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('delegations.intro')}
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t('delegations.add')}
        </Button>
      </Flex>
      <ListError
        error={delegations.error}
        message={t('delegations.loadError')}
        retry={() => void delegations.refetch()}
      />
      <Table<Delegation>
        size="small"
        rowKey="id"
        pagination={false}
        loading={delegations.isLoading}
        dataSource={rows}
        locale={{ emptyText: t('delegations.empty') }}
        scroll={{ x: 760 }}
        columns={[
          {
            key: 'user',
            title: t('delegations.columns.user'),
            render: (_: unknown, d) => d.user.name,
          },
          {
            key: 'delegate',
            title: t('delegations.columns.delegate'),
            render: (_: unknown, d) => d.delegate.name,
          },
          {
            key: 'period',
            title: t('delegations.columns.period'),
            width: 220,
            render: (_: unknown, d) =>
              t('delegations.range', { from: formatDate(d.from), to: formatDate(d.to) }),
          },
          {
            key: 'status',
            title: t('delegations.columns.status'),
            width: 120,
            render: (_: unknown, d) => <StatusTag delegation={d} t={t} />,
          },
          {
            key: 'note',
            title: t('delegations.columns.note'),
            ellipsis: true,
            render: (_: unknown, d) => d.note ?? '',
          },
          {
            key: 'actions',
            title: t('delegations.columns.actions'),
            width: 100,
            render: (_: unknown, d) =>
              managesOthers || d.user.id === me ? (
                <Popconfirm
                  title={t('delegations.removeTitle', {
                    user: d.user.name,
                    delegate: d.delegate.name,
                  })}
                  okText={t('delegations.remove')}
                  cancelText={tc('crud.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(d).catch(() => undefined)}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={t('delegations.removeOf', { user: d.user.name })}
                  >
                    {t('delegations.remove')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {creating ? (
        <DelegationDialog me={me} choosesUser={managesOthers} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
