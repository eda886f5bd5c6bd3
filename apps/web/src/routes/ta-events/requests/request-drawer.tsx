import { CheckOutlined, CloseOutlined, PaperClipOutlined, StopOutlined } from '@ant-design/icons';
import { endpoints, formatBytes, type TaRequest } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { CancelDialog } from './cancel-dialog';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { durationText, periodText, STATUS_COLORS, stepText } from './request-format';
import { RequestPath } from './request-path';
import { type RequestsT, useRequestsTranslation } from './texts';

/** A request to show: its id, and the row it was opened from while the record loads. */
export interface OpenedRequest {
  id: string;
  row?: TaRequest;
}

function employeeText(request: TaRequest): string {
  const { name, registration, department } = request.employee;
  return [name, registration, department].filter(Boolean).join(' · ');
}

/** What the request asks, field by field. */
function askedItems(
  t: RequestsT,
  request: TaRequest,
): { key: string; label: string; value: ReactNode }[] {
  const items = [];
  if (request.type === 'leave') {
    if (request.leave_type) {
      items.push({
        key: 'leave_type',
        label: t('details.leaveType'),
        value: `${request.leave_type.name} (${request.leave_type.code})`,
      });
    }
    items.push({
      key: 'period',
      label: t('details.period'),
      value: periodText(request.from ?? request.date, request.to ?? request.date),
    });
    items.push({
      key: 'hours',
      label: t('details.hours'),
      value: request.minutes === null ? t('details.wholeDays') : durationText(request.minutes),
    });
  } else {
    items.push({ key: 'date', label: t('details.date'), value: formatDate(request.date) });
    if (request.type === 'manual_punch') {
      items.push({ key: 'time', label: t('details.time'), value: request.time ?? '—' });
    } else {
      items.push({
        key: 'minutes',
        label: t('details.minutes'),
        value: request.minutes === null ? '—' : durationText(request.minutes),
      });
    }
  }
  return items;
}

function Details({ request }: { request: TaRequest }) {
  const { t } = useRequestsTranslation();
  const { language } = useLanguage();
  const items = [
    { key: 'employee', label: t('details.employee'), value: employeeText(request) },
    { key: 'type', label: t('details.type'), value: t(`types.${request.type}`) },
    ...askedItems(t, request),
    {
      key: 'reason',
      label: t('details.reason'),
      value: <span style={{ whiteSpace: 'pre-wrap' }}>{request.reason}</span>,
    },
    {
      key: 'attachment',
      label: t('details.attachment'),
      value: request.attachment ? (
        <a href={request.attachment.url} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined aria-hidden="true" /> {request.attachment.name} (
          {formatBytes(request.attachment.size, language)})
        </a>
      ) : (
        t('details.noAttachment')
      ),
    },
    {
      key: 'status',
      label: t('details.status'),
      value: (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[request.status]}>{t(`statuses.${request.status}`)}</Tag>
          {request.decided_at ? formatDateTime(request.decided_at) : null}
        </Space>
      ),
    },
    {
      key: 'flow',
      label: t('details.flow'),
      value: t('details.flowStep', { name: request.flow.name, step: stepText(request) }),
    },
    // Filed by someone else (a manager on the employee's behalf); the author is a user, the
    // employee a record, so their names tell them apart.
    ...(request.author && request.author.name !== request.employee.name
      ? [{ key: 'author', label: t('details.author'), value: request.author.name }]
      : []),
    ...(request.decision_note
      ? [
          {
            key: 'decision_note',
            label: t('details.decisionNote'),
            value: <span style={{ whiteSpace: 'pre-wrap' }}>{request.decision_note}</span>,
          },
        ]
      : []),
    { key: 'created', label: t('details.created'), value: formatDateTime(request.created_at) },
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="request-details"
      items={items.map(({ key, label, value }) => ({ key, label, children: value }))}
    />
  );
}

/**
 * One request in a side panel: what it asks, its attachment, its path, and what the caller may do
 * now: approve or reject it (an approver or a delegate, `can_decide`), or cancel it (the requester
 * or who filed it, `can_cancel`). Each asks for confirmation first.
 */
export function RequestDrawer({ opened, onClose }: { opened: OpenedRequest; onClose: () => void }) {
  const { t } = useRequestsTranslation();
  const params = { id: opened.id };
  const record = useQuery({
    queryKey: queryKeyOf(endpoints.requests.get, { params }),
    queryFn: () => callOperation(endpoints.requests.get, { params }, { silent: true }),
    placeholderData: opened.row,
  });
  const [decision, setDecision] = useState<DecisionTarget | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const request = record.data;

  const footer = request ? (
    <Space wrap>
      {request.can_decide ? (
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => setDecision({ decision: 'approve', ids: [request.id] })}
          >
            {t('decide.approve')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            onClick={() => setDecision({ decision: 'reject', ids: [request.id] })}
          >
            {t('decide.reject')}
          </Button>
        </>
      ) : null}
      {request.can_cancel ? (
        <Button danger icon={<StopOutlined />} onClick={() => setCancelling(true)}>
          {t('cancel.open')}
        </Button>
      ) : null}
    </Space>
  ) : null;

  return (
    <Drawer
      open
      size={560}
      title={
        request
          ? t('details.title', { type: t(`types.${request.type}`), name: request.employee.name })
          : t('details.loading')
      }
      onClose={onClose}
      footer={request && (request.can_decide || request.can_cancel) ? footer : undefined}
      data-testid="request-drawer"
    >
      <ListError
        error={request ? null : record.error}
        retry={() => void record.refetch()}
        message={t('details.loadError')}
      />
      {request ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Details request={request} />
          <RequestPath request={request} />
        </Space>
      ) : record.isLoading ? (
        <Skeleton active />
      ) : null}
      {decision ? (
        <DecisionDialog
          target={decision}
          onClose={() => setDecision(null)}
          onDone={() => setDecision(null)}
        />
      ) : null}
      {cancelling && request ? (
        <CancelDialog
          request={request}
          onClose={() => setCancelling(false)}
          onDone={() => setCancelling(false)}
        />
      ) : null}
    </Drawer>
  );
}
