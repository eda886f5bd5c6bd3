import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  DECIDE_MAX,
  endpoints,
  REQUEST_TYPES,
  type RequestType,
  type TaRequest,
} from '@ponteiro/shared';
import { Button, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { listPageOf } from '../../../api/operations';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { DecisionDialog, type DecisionTarget } from './decision-dialog';
import { openOnClick, requestColumns } from './request-columns';
import { QUEUE_KEY, queueQueryOf } from './request-format';
import { useRequestsTranslation } from './texts';

const fetchQueue = listPageOf(endpoints.requests.queue);

/** The section's anchor: the top bar's badge links to `/ta-events#approvals`. */
export const APPROVALS_ANCHOR = 'approvals';

/**
 * "Aguardando sua aprovação" on /ta-events: the requests the caller may decide now (as an approver
 * or a delegate), shown only when there are some. Rows are selected for one decision on many
 * (approve, or reject with a note); each row opens its details, where it can be decided alone.
 */
export function ApprovalQueue({ onOpen }: { onOpen: (request: TaRequest) => void }) {
  const { t } = useRequestsTranslation();
  const list = useServerList<TaRequest>({
    queryKey: QUEUE_KEY,
    fetchPage: (query) => fetchQueue(queueQueryOf(query)),
    prefix: 'approvals_',
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash, key } = useLocation();

  const error = list.result.error;
  // Someone whose role cannot approve anything is refused the queue: nothing to show them.
  const refused = isApiError(error) && (error.status === 403 || error.status === 404);
  const filtered = list.state.search !== '' || Boolean(list.state.filters.type);
  const shown = !refused && (list.total > 0 || filtered || error !== null);

  // The selection is of the rows on screen: a request decided elsewhere (its panel, another tab)
  // or another page leaves it, so a bulk decision never names one that is not waiting.
  const rows = list.rows;
  useEffect(() => {
    const onScreen = new Set(rows.map((row) => row.id));
    setSelected((before) => {
      const kept = before.filter((id) => onScreen.has(id));
      return kept.length === before.length ? before : kept;
    });
  }, [rows]);

  // A link to /ta-events#approvals scrolls here once the queue is on screen, and moves the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: following the link again (`key`) scrolls again.
  useEffect(() => {
    if (!shown || hash !== `#${APPROVALS_ANCHOR}`) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [shown, hash, key]);

  if (!shown) return null;

  const count = selected.length;
  const tooMany = count > DECIDE_MAX;
  const decide = (decision: DecisionTarget['decision']) => setTarget({ decision, ids: selected });

  return (
    <section
      id={APPROVALS_ANCHOR}
      ref={section}
      tabIndex={-1}
      className="page-card page-card--wide"
      aria-labelledby="approvals-title"
      data-testid="approval-queue"
    >
      <div className="page-toolbar">
        <div>
          <h2 id="approvals-title" className="page-title">
            {t('queue.title', { count: list.total })}
          </h2>
          <p className="page-subtitle">{t('queue.subtitle')}</p>
        </div>
      </div>
      <ListSearch state={list.state} update={list.update} placeholder={t('queue.search')} />
      <div className="page-filters">
        <Select<RequestType>
          allowClear
          value={
            (REQUEST_TYPES as readonly string[]).includes(list.state.filters.type ?? '')
              ? (list.state.filters.type as RequestType)
              : undefined
          }
          onChange={(type) => list.update({ filters: { type } })}
          aria-label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          style={{ minWidth: 200 }}
          options={REQUEST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </div>
      <ListError error={error} retry={() => void list.result.refetch()} />
      {count > 0 ? (
        <section className="bulk-bar" aria-label={t('queue.selected', { count })}>
          <strong>{t('queue.selected', { count })}</strong>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={tooMany}
            onClick={() => decide('approve')}
          >
            {t('queue.approveSelected')}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            disabled={tooMany}
            onClick={() => decide('reject')}
          >
            {t('queue.rejectSelected')}
          </Button>
          {tooMany ? (
            <span className="cell-muted">{t('queue.tooMany', { max: DECIDE_MAX })}</span>
          ) : null}
          <Button type="link" onClick={() => setSelected([])}>
            {t('queue.clearSelection')}
          </Button>
        </section>
      ) : null}
      <ListTable<TaRequest>
        list={list}
        columns={requestColumns(
          t,
          ['employee', 'type', 'when', 'reason', 'step', 'created', 'details'],
          onOpen,
        )}
        minWidth={1100}
        loading={list.result.isFetching}
        locale={{ emptyText: list.result.isLoading ? ' ' : t('queue.emptyFiltered') }}
        selection={{ keys: selected, onChange: setSelected }}
        onRow={openOnClick(onOpen)}
        data-testid="approval-queue-table"
      />
      {target ? (
        <DecisionDialog
          target={target}
          onClose={() => setTarget(null)}
          onDone={(decided) => {
            setTarget(null);
            const done = new Set(decided.map((request) => request.id));
            setSelected((before) => before.filter((id) => !done.has(id)));
          }}
        />
      ) : null}
    </section>
  );
}
