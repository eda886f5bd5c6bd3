import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import {
  ABNORMAL_PUNCH_KINDS,
  type AbnormalPunch,
  type AbnormalPunchKind,
  getRoute,
  isDayAbnormalKind,
} from '@ponteiro/shared';
import { Alert, Button, Radio, Select, Space, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { listPageOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDate } from '../../../i18n/format';
import { hasDetails, PunchDetails } from '../punch-log/punch-details';
import { PunchFilters } from '../punch-log/punch-filters';
import type { PunchFilterKey } from '../punch-log/punch-log-query';
import { todayIso } from '../punch-log/use-punch-list';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import {
  DecidedByCell,
  DecisionCell,
  dayText,
  EmployeeCell,
  KindCell,
  PunchCell,
} from './abnormal-columns';
import {
  type AbnormalMode,
  abnormalQueryOf,
  allDisregardable,
  CLEAR_ABNORMAL_FILTERS,
  DECIDED_STATUSES,
  decisionItemOf,
  isAbnormalFiltered,
} from './abnormal-query';
import {
  ABNORMAL_LIST,
  ABNORMAL_LIST_KEY,
  DecisionDialog,
  type DecisionTarget,
} from './decision-dialog';
import '../punch-log/punch-log.css';
import './abnormal.css';

/** The punch log's filters these lists share (the period is `from`, drawn as one range). */
const SHARED_FILTERS: readonly PunchFilterKey[] = ['employee_id', 'from', 'subsidiary_id'];
/** The columns fit a 1366 px screen with the side menu open. */
const MIN_WIDTH = 1100;

const fetchAbnormal = listPageOf(ABNORMAL_LIST);

/** Whether a row's punch can still be disregarded from here. */
function isDisregardable(item: AbnormalPunch): boolean {
  return (
    !isDayAbnormalKind(item.kind) &&
    item.punch?.kind === 'recorded' &&
    item.punch.status === 'valid'
  );
}

/** What each alert means, in words (closed until asked). */
function KindsHelp({ t }: { t: TimesheetsT }) {
  return (
    <details className="abnormal-help" data-testid="abnormal-help">
      <summary>{t('abnormal.help')}</summary>
      <dl>
        {ABNORMAL_PUNCH_KINDS.map((kind) => (
          <div key={kind}>
            <dt>{t(`abnormal.kinds.${kind}`)}</dt>
            <dd>{t(`abnormal.explain.${kind}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="cell-muted">{t('abnormal.helpDay')}</p>
    </details>
  );
}

/**
 * The two abnormal-punch screens: `pending` (`/timesheets/abnormal-punch`) lists what waits for a
 * decision, with row selection and bulk approve/disregard; `decided`
 * (`/timesheets/abnormal-punch-approval`) lists the approved or disregarded ones with who, when
 * and why. Filters (employee, period, workplace, alert, decision) live in the address.
 */
export function AbnormalPunchScreen({ mode }: { mode: AbnormalMode }) {
  const { t } = useTimesheetsTranslation();
  const today = todayIso();
  const list = useServerList<AbnormalPunch>({
    queryKey: ABNORMAL_LIST_KEY,
    fetchPage: (query) => fetchAbnormal(abnormalQueryOf(query, today, mode).query),
  });
  const { query, clamped } = abnormalQueryOf(list.query, today, mode);
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const pending = mode === 'pending';

  const decideOne = (item: AbnormalPunch, decision: DecisionTarget['decision']) => {
    const one = decisionItemOf(item.id);
    if (one) setTarget({ decision, items: [one] });
  };
  const decideSelected = (decision: DecisionTarget['decision']) =>
    setTarget({
      decision,
      items: selected.flatMap((id) => {
        const item = decisionItemOf(id);
        return item ? [item] : [];
      }),
    });

  const columns: TableColumnsType<AbnormalPunch> = [
    {
      key: 'employee',
      title: t('abnormal.columns.employee'),
      width: 200,
      ellipsis: { showTitle: false },
      render: (_: unknown, item) => <EmployeeCell item={item} t={t} />,
    },
    {
      key: 'day',
      title: t('abnormal.columns.day'),
      width: 110,
      render: (_: unknown, item) => dayText(item),
    },
    {
      key: 'kind',
      title: t('abnormal.columns.kind'),
      width: 240,
      render: (_: unknown, item) => <KindCell item={item} t={t} />,
    },
    {
      key: 'punch',
      title: t('abnormal.columns.punch'),
      width: 200,
      render: (_: unknown, item) => <PunchCell item={item} t={t} />,
    },
    ...(pending
      ? [
          {
            key: 'actions',
            title: t('abnormal.columns.actions'),
            fixed: 'right' as const,
            width: 250,
            render: (_: unknown, item: AbnormalPunch) => {
              const labels = {
                kind: t(`abnormal.kinds.${item.kind}`),
                name: item.employee.name,
                day: formatDate(item.day),
              };
              return (
                <Space size={4} wrap>
                  <Button
                    size="small"
                    icon={<CheckOutlined />}
                    aria-label={t('abnormal.approveLabel', labels)}
                    onClick={() => decideOne(item, 'approve')}
                  >
                    {t('abnormal.approve')}
                  </Button>
                  {isDisregardable(item) ? (
                    <Button
                      size="small"
                      danger
                      icon={<StopOutlined />}
                      aria-label={t('abnormal.disregardLabel', labels)}
                      onClick={() => decideOne(item, 'disregard')}
                    >
                      {t('abnormal.disregard')}
                    </Button>
                  ) : null}
                </Space>
              );
            },
          },
        ]
      : [
          {
            key: 'decision',
            title: t('abnormal.columns.decision'),
            width: 130,
            render: (_: unknown, item: AbnormalPunch) => <DecisionCell item={item} t={t} />,
          },
          {
            key: 'decided_by',
            title: t('abnormal.columns.decidedBy'),
            width: 200,
            render: (_: unknown, item: AbnormalPunch) => <DecidedByCell item={item} t={t} />,
          },
          {
            key: 'reason',
            title: t('abnormal.columns.reason'),
            ellipsis: true,
            render: (_: unknown, item: AbnormalPunch) => item.decision?.reason ?? '—',
          },
        ]),
  ];

  const filtered = isAbnormalFiltered(list.state.filters, today);
  const empty: ReactNode = filtered ? (
    <Space orientation="vertical">
      {t('abnormal.emptyFiltered')}
      <Button onClick={() => list.update({ filters: CLEAR_ABNORMAL_FILTERS })}>
        {t('abnormal.clearFilters')}
      </Button>
    </Space>
  ) : (
    // A way on (also something to focus in the table's scrolling region when it is empty).
    <Space orientation="vertical">
      {pending ? t('abnormal.empty') : t('abnormal.emptyDecided')}
      <Link
        to={getRoute(pending ? 'timesheetsAbnormalPunchApproval' : 'timesheetsAbnormalPunch').path}
      >
        {pending ? t('abnormal.seeDecided') : t('abnormal.seePending')}
      </Link>
    </Space>
  );

  const count = selected.length;
  const disregardable = allDisregardable(selected);
  const bulk =
    pending && count > 0 ? (
      <section className="bulk-bar" aria-label={t('abnormal.selected', { count })}>
        <strong>{t('abnormal.selected', { count })}</strong>
        <Button type="primary" icon={<CheckOutlined />} onClick={() => decideSelected('approve')}>
          {t('abnormal.approveSelected')}
        </Button>
        <Button
          danger
          icon={<StopOutlined />}
          disabled={!disregardable}
          onClick={() => decideSelected('disregard')}
        >
          {t('abnormal.disregardSelected')}
        </Button>
        {disregardable ? null : <span className="cell-muted">{t('abnormal.dayOnlyApprove')}</span>}
        <Button type="link" onClick={() => setSelected([])}>
          {t('abnormal.clearSelection')}
        </Button>
      </section>
    ) : null;

  return (
    <ListScreen
      testId={pending ? 'abnormal-punch' : 'abnormal-punch-approval'}
      title={pending ? t('abnormal.title') : t('abnormal.approvalTitle')}
      subtitle={pending ? t('abnormal.subtitle') : t('abnormal.approvalSubtitle')}
      notice={
        <>
          <KindsHelp t={t} />
          {clamped ? (
            <Alert
              type="info"
              showIcon
              className="abnormal-notice"
              title={t('abnormal.periodClamped', {
                days: 31,
                from: formatDate(query.from),
                to: formatDate(query.to),
              })}
            />
          ) : null}
        </>
      }
      search={null}
      filters={
        <div className="abnormal-filters" data-testid="abnormal-filters">
          <PunchFilters
            state={list.state}
            update={list.update}
            today={today}
            show={SHARED_FILTERS}
          />
          <Select<AbnormalPunchKind>
            allowClear
            value={query.kind}
            onChange={(kind) => list.update({ filters: { kind } })}
            aria-label={t('abnormal.kind')}
            placeholder={t('abnormal.allKinds')}
            style={{ minWidth: 200 }}
            options={ABNORMAL_PUNCH_KINDS.map((kind) => ({
              value: kind,
              label: t(`abnormal.kinds.${kind}`),
            }))}
          />
          {pending ? null : (
            <Radio.Group
              optionType="button"
              aria-label={t('abnormal.statusLabel')}
              value={query.status}
              onChange={(event) => list.update({ filters: { status: event.target.value } })}
              options={DECIDED_STATUSES.map((status) => ({
                value: status,
                label: t(`abnormal.statuses.${status}`),
              }))}
            />
          )}
        </div>
      }
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
      bulk={bulk}
    >
      <ListTable<AbnormalPunch>
        list={list}
        columns={columns}
        minWidth={MIN_WIDTH}
        loading={list.result.isFetching}
        locale={{ emptyText: list.result.isLoading ? ' ' : empty }}
        selection={pending ? { keys: selected, onChange: setSelected } : undefined}
        expandable={{
          expandedRowRender: (item) => (item.punch ? <PunchDetails entry={item.punch} /> : null),
          rowExpandable: (item) => item.punch !== null && hasDetails(item.punch),
        }}
      />
      {target ? (
        <DecisionDialog
          target={target}
          onClose={() => setTarget(null)}
          onDone={() => {
            setTarget(null);
            setSelected([]);
          }}
        />
      ) : null}
    </ListScreen>
  );
}

/** `/timesheets/abnormal-punch`: the anomalies waiting for a decision. */
export function AbnormalPunchPage() {
  return <AbnormalPunchScreen mode="pending" />;
}

/** `/timesheets/abnormal-punch-approval`: the decided ones, with who, when and why. */
export function AbnormalPunchApprovalPage() {
  return <AbnormalPunchScreen mode="decided" />;
}
