import {
  endpoints,
  formatCnpj,
  formatCpf,
  type HISTORY_ENTITIES,
  type RecordHistoryEntry,
} from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Collapse, Empty, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { queryKeyOf } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { callAdmin } from '../../session/admin-api';
import { formatCents } from './admin-billing/money';
import { useAdminCompaniesTranslation } from './admin-companies/texts';

type TFunction = ReturnType<typeof useAdminCompaniesTranslation>['t'];

export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** Every record history's query (its prefix): invalidated after a write on a record. */
export const HISTORY_QUERY_KEY = queryKeyOf(endpoints.admin.history);

const PAGE_SIZE = 25;

/** Bookkeeping fields that say nothing to people. */
const HIDDEN = new Set(['id', 'created_at', 'updated_at', 'password', 'password_hash']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audit entry changed. Both sides records: the fields the new side names whose value
 * differs (a partial `after` does not blank the others), plus those only the old side had when the
 * new one is empty. One side only (a creation, a deletion): each of its fields. Plain values: one
 * `value` line.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  if (!b && !a) {
    const empty = (v: unknown) => v === null || v === undefined;
    return empty(before) && empty(after) ? [] : [{ field: 'value', before, after }];
  }
  const keys = a && b ? Object.keys(a) : Object.keys(a ?? b ?? {});
  return keys
    .filter((field) => !HIDDEN.has(field))
    .filter((field) => !(a && b) || !(field in b) || !same(b[field], a[field]))
    .map((field) => ({
      field,
      before: b ? b[field] : null,
      after: a ? a[field] : null,
    }));
}

/** The words of a field: its label when known, else the name made readable ("trial_days" → "Trial days"). */
function fieldLabel(t: TFunction, field: string): string {
  const readable = field.replace(/_/g, ' ');
  return t(`history.fields.${field}`, {
    defaultValue: readable.charAt(0).toUpperCase() + readable.slice(1),
  });
}

/** A stored value as people read it: money, dates, documents, yes/no, names of references. */
export function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('history.empty_value');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') {
    if (field.endsWith('_cents')) return formatCents(value);
    return formatNumber(value);
  }
  if (typeof value === 'string') {
    if (field === 'cnpj' || (field === 'employer_id' && value.length === 14)) {
      return formatCnpj(value);
    }
    if (field === 'cpf' || (field === 'employer_id' && value.length === 11))
      return formatCpf(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value)) return formatDateTime(value);
    if (field === 'status') return t(`history.values.${value}`, { defaultValue: value });
    return value;
  }
  if (Array.isArray(value)) {
    const shown = value.slice(0, 3).map((item) => valueText(t, field, item));
    return value.length > 3
      ? `${shown.join(', ')} ${t('history.more', { count: value.length - 3 })}`
      : shown.join(', ') || t('history.empty_value');
  }
  if (isRecord(value)) {
    const named = value.name ?? value.username ?? value.email ?? value.title;
    if (typeof named === 'string') return named;
    return Object.entries(value)
      .filter(([key]) => !HIDDEN.has(key))
      .map(([key, inner]) => `${fieldLabel(t, key)}: ${valueText(t, key, inner)}`)
      .join('; ');
  }
  return String(value);
}

function actorText(t: TFunction, actor: RecordHistoryEntry['actor']): string {
  return actor.name ? t('history.by', { name: actor.name }) : t(`history.actor.${actor.type}`);
}

function Changes({ entry }: { entry: RecordHistoryEntry }) {
  const { t } = useAdminCompaniesTranslation();
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return null;
  const creation = entry.before === null || entry.before === undefined;
  const deletion = entry.after === null || entry.after === undefined;
  return (
    <ul className="record-history__changes" style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
      {changes.map((c) => (
        <li key={c.field} data-field={c.field}>
          <Typography.Text type="secondary">{fieldLabel(t, c.field)}:</Typography.Text>{' '}
          {creation ? (
            valueText(t, c.field, c.after)
          ) : deletion ? (
            <Typography.Text delete>{valueText(t, c.field, c.before)}</Typography.Text>
          ) : (
            <>
              <Typography.Text delete type="secondary">
                {valueText(t, c.field, c.before)}
              </Typography.Text>{' '}
              → <Typography.Text strong>{valueText(t, c.field, c.after)}</Typography.Text>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail of one back-office record (`history/`): who did what and when, newest first,
 * with each change's fields as before → after. Pages of 25 (the API's smallest).
 */
export function RecordHistory({ entity, entityId }: { entity: HistoryEntity; entityId: string }) {
  const { t } = useAdminCompaniesTranslation();
  const [page, setPage] = useState(1);
  const query = { entity, entity_id: entityId, page, page_size: PAGE_SIZE };
  const history = useQuery({
    queryKey: queryKeyOf(endpoints.admin.history, { query }),
    queryFn: () => callAdmin(endpoints.admin.history, { query }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const entries = history.data?.results ?? [];
  const total = history.data?.count ?? 0;

  return (
    <div className="record-history" data-testid="record-history">
      <ListError
        error={history.error}
        message={t('history.loadError')}
        retry={() => void history.refetch()}
      />
      {history.isLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {history.isSuccess && entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      ) : null}
      {entries.length > 0 ? (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            content: (
              <div className="record-history__entry" data-testid="history-entry">
                <div>
                  <Typography.Text strong>
                    {t(`history.action.${entry.action}`, { defaultValue: entry.action })}
                  </Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.created_at)} · {actorText(t, entry.actor)}
                  </Typography.Text>
                </div>
                <Changes entry={entry} />
              </div>
            ),
          }))}
        />
      ) : null}
      {total > PAGE_SIZE ? (
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}

/**
 * A record's history folded under its form or detail ("Histórico"): who changed what and when.
 * Read only when opened.
 */
export function RecordHistoryPanel({
  entity,
  entityId,
}: {
  entity: HistoryEntity;
  entityId: string;
}) {
  const { t } = useAdminCompaniesTranslation();
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'history',
          label: t('history.title'),
          children: <RecordHistory entity={entity} entityId={entityId} />,
        },
      ]}
    />
  );
}
