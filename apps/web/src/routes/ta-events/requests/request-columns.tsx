import type { TaRequest } from '@ponteiro/shared';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { formatDateTime } from '../../../i18n/format';
import { STATUS_COLORS, stepText, whenText } from './request-format';
import type { RequestsT } from './texts';

/** The columns a request list may show, by key. */
export type RequestColumn =
  | 'employee'
  | 'type'
  | 'when'
  | 'reason'
  | 'status'
  | 'step'
  | 'created'
  | 'details';

/**
 * The columns of the request lists (the type screens, "Minhas solicitações", the approval queue),
 * in the order `show` names them. "Detalhes" is a button (keyboard), a click on the row opens the
 * same panel (mouse).
 */
export function requestColumns(
  t: RequestsT,
  show: readonly RequestColumn[],
  onOpen: (request: TaRequest) => void,
  /** The one type a list shows, for the date column's title ("Dia e horário"). */
  only?: 'manual_punch' | 'overtime',
): TableColumnsType<TaRequest> {
  const all: Record<RequestColumn, TableColumnsType<TaRequest>[number]> = {
    employee: {
      key: 'employee',
      title: t('columns.employee'),
      width: 220,
      ellipsis: { showTitle: false },
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          <strong>{row.employee.name}</strong>
          <Typography.Text type="secondary">
            {[row.employee.registration, row.employee.department].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      ),
    },
    type: {
      key: 'type',
      title: t('columns.type'),
      width: 200,
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={0}>
          {t(`types.${row.type}`)}
          {row.leave_type ? (
            <Typography.Text type="secondary">{row.leave_type.name}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    when: {
      key: 'when',
      title: only ? t(`columns.when.${only}`) : t('columns.when.any'),
      width: 200,
      render: (_: unknown, row) => whenText(row),
    },
    reason: {
      key: 'reason',
      title: t('columns.reason'),
      ellipsis: true,
      render: (_: unknown, row) => row.reason,
    },
    status: {
      key: 'status',
      title: t('columns.status'),
      width: 120,
      render: (_: unknown, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{t(`statuses.${row.status}`)}</Tag>
      ),
    },
    step: {
      key: 'step',
      title: t('columns.step'),
      width: 90,
      align: 'center',
      render: (_: unknown, row) => stepText(row),
    },
    created: {
      key: 'created',
      title: t('columns.created'),
      width: 160,
      render: (_: unknown, row) => formatDateTime(row.created_at),
    },
    details: {
      key: 'details',
      title: t('columns.actions'),
      width: 110,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button
          size="small"
          aria-label={t('columns.detailsLabel', {
            type: t(`types.${row.type}`),
            name: row.employee.name,
            when: whenText(row),
          })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          {t('columns.details')}
        </Button>
      ),
    },
  };
  return show.map((key) => all[key]);
}

/** Row props: a click anywhere on the row (not on its checkbox) opens the request. */
export function openOnClick(onOpen: (request: TaRequest) => void) {
  return (row: TaRequest) => ({
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('.ant-table-selection-column, button, a, input, label')) return;
      onOpen(row);
    },
    style: { cursor: 'pointer' },
  });
}
