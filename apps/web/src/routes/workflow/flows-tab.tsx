import { PlusOutlined } from '@ant-design/icons';
import { endpoints, type Flow, REQUEST_TYPES, type RequestType } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callOperation } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { toast } from '../../feedback/toast';
import { useCan } from '../../session/use-can';
import { FlowDrawer } from './flow-form';
import { flowName, useFlowWords } from './flow-words';
import { FLOWS_KEY, useFlows } from './queries';

const TYPE_PARAM = 'type';

const isType = (value: string | null): value is RequestType =>
  (REQUEST_TYPES as readonly (string | null)[]).includes(value);

/** The order flows are tried in: by priority (then name); the default one last. */
function byEvaluation(a: Flow, b: Flow): number {
  if (a.is_default !== b.is_default) return a.is_default ? 1 : -1;
  return a.priority - b.priority || a.name.localeCompare(b.name, 'pt');
}

type Editing = { flow: Flow | null; type: RequestType } | null;

function useRemoveFlow() {
  const { t } = useFlowWords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flow: Flow) =>
      callOperation(endpoints.workflow.removeFlow, { params: { id: flow.id } }),
    onSuccess: async (_data, flow) => {
      toast.success(t('flows.deleted', { name: flow.name }));
      await queryClient.invalidateQueries({ queryKey: FLOWS_KEY });
    },
  });
}

/** One request type's flows, in the order they are tried. */
function FlowGroup({
  type,
  flows,
  loading,
  onEdit,
}: {
  type: RequestType;
  flows: Flow[];
  loading: boolean;
  onEdit: (flow: Flow) => void;
}) {
  const words = useFlowWords();
  const { t } = words;
  const { t: tc } = useTranslation();
  const can = useCan();
  const remove = useRemoveFlow();
  const canEdit = can('settings.workflow.edit');
  const canDelete = can('settings.workflow.delete');
  const headingId = `flows-${type}-heading`;

  return (
    <section aria-labelledby={headingId} data-testid={`flows-${type}`} className="workflow-group">
      <Typography.Title level={2} id={headingId} className="workflow-group__title">
        {t(`types.${type}`)}
      </Typography.Title>
      <Table<Flow>
        size="small"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={flows}
        locale={{ emptyText: t('flows.empty') }}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'name',
            title: t('flows.columns.name'),
            width: 220,
            render: (_: unknown, flow) => (
              <Space size={4} wrap>
                <Typography.Text strong>{flowName(t, flow)}</Typography.Text>
                {flow.is_default ? <Tag color="blue">{t('flows.defaultTag')}</Tag> : null}
                {flow.active ? (
                  <Tag color="green">{t('flows.active')}</Tag>
                ) : (
                  <Tag>{t('flows.inactive')}</Tag>
                )}
              </Space>
            ),
          },
          {
            key: 'priority',
            title: t('flows.columns.priority'),
            width: 96,
            align: 'right',
            render: (_: unknown, flow) => (flow.is_default ? '—' : flow.priority),
          },
          {
            key: 'conditions',
            title: t('flows.columns.conditions'),
            render: (_: unknown, flow) => (
              <span data-testid="flow-conditions">{words.conditions(flow)}</span>
            ),
          },
          {
            key: 'steps',
            title: t('flows.columns.steps'),
            render: (_: unknown, flow) => (
              <ul className="workflow-steps-list" data-testid="flow-steps">
                {words.steps(flow).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          },
          {
            key: 'pending',
            title: t('flows.columns.pending'),
            width: 96,
            align: 'right',
            render: (_: unknown, flow) =>
              flow.pending > 0 ? (
                <Tag color="gold" title={t('flows.pendingTitle', { count: flow.pending })}>
                  {flow.pending}
                </Tag>
              ) : (
                0
              ),
          },
          ...(canEdit || canDelete
            ? [
                {
                  key: 'actions',
                  title: t('flows.columns.actions'),
                  width: 170,
                  render: (_: unknown, flow: Flow) => {
                    const name = flowName(t, flow);
                    return (
                      <Space size={4} role="group" aria-label={t('flows.actionsOf', { name })}>
                        {canEdit ? (
                          <Button size="small" onClick={() => onEdit(flow)}>
                            {t('flows.edit')}
                          </Button>
                        ) : null}
                        {canDelete && !flow.is_default ? (
                          <Popconfirm
                            title={t('flows.deleteTitle', { name })}
                            description={
                              flow.pending > 0
                                ? t('flows.deletePending', { count: flow.pending })
                                : t('flows.deleteHelp')
                            }
                            okText={t('flows.delete')}
                            cancelText={tc('crud.cancel')}
                            okButtonProps={{ danger: true }}
                            onConfirm={() => remove.mutateAsync(flow).catch(() => undefined)}
                          >
                            <Button size="small" danger>
                              {t('flows.delete')}
                            </Button>
                          </Popconfirm>
                        ) : null}
                      </Space>
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

/**
 * The approval flows, grouped by request type (or one type, chosen in `?type=`), each in the
 * order they are tried: conditions and steps in words, requests waiting. Create, edit and delete
 * by permission; the default flow of each type cannot be deleted.
 */
export function FlowsTab() {
  const { t } = useFlowWords();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TYPE_PARAM);
  const filter = isType(requested) ? requested : null;
  const flows = useFlows();
  const [editing, setEditing] = useState<Editing>(null);
  const types = filter ? [filter] : REQUEST_TYPES;

  return (
    <div data-testid="workflow-flows">
      <Flex wrap justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('flows.intro')}
        </Typography.Paragraph>
        {can('settings.workflow.add') ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setEditing({ flow: null, type: filter ?? 'manual_punch' })}
          >
            {t('flows.add')}
          </Button>
        ) : null}
      </Flex>
      <Segmented<string>
        aria-label={t('flows.filter')}
        style={{ marginBottom: 12 }}
        value={filter ?? 'all'}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete(TYPE_PARAM);
          else next.set(TYPE_PARAM, value);
          setParams(next, { replace: true });
        }}
        options={[
          { value: 'all', label: t('flows.all') },
          ...REQUEST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
      />
      <ListError
        error={flows.error}
        message={t('flows.loadError')}
        retry={() => void flows.refetch()}
      />
      {types.map((type) => (
        <FlowGroup
          key={type}
          type={type}
          loading={flows.isLoading}
          flows={(flows.data ?? []).filter((f) => f.request_type === type).sort(byEvaluation)}
          onEdit={(flow) => setEditing({ flow, type: flow.request_type })}
        />
      ))}
      {editing ? (
        <FlowDrawer flow={editing.flow} type={editing.type} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
