import {
  type AbnormalPunch,
  type AbnormalPunchKind,
  formatCpf,
  isDayAbnormalKind,
} from '@ponteiro/shared';
import { Tag } from 'antd';
import { formatDate, formatDateTime, formatTime } from '../../../i18n/format';
import { FlagTags } from '../punch-log/punch-columns';
import { shownZone } from '../punch-log/punch-format';
import type { TimesheetsT } from '../texts';

// How an anomaly reads in the abnormal-punch lists: who, which day, what was found (in figures),
// the punch as the log shows it, and — once decided — the decision with who, when and why.

const KIND_COLORS: Record<AbnormalPunchKind, string> = {
  odd_count: 'volcano',
  missing: 'red',
  outside_geofence: 'orange',
  far_from_schedule: 'gold',
  repeated: 'purple',
  offline: 'blue',
};

/** The figures of an anomaly in words ("3 de 4 marcações previstas"), when it has them. */
export function detailText(item: AbnormalPunch, t: TimesheetsT): string | null {
  const { detail } = item;
  const zone = { timeZone: item.punch?.time_zone };
  switch (item.kind) {
    case 'odd_count':
      return detail.count === undefined ? null : t('abnormal.detail.odd', { count: detail.count });
    case 'missing':
      return detail.count === undefined || detail.planned === undefined
        ? null
        : t('abnormal.detail.missing', { count: detail.count, planned: detail.planned });
    case 'far_from_schedule':
      return detail.expected === undefined || detail.minutes_off === undefined
        ? null
        : t('abnormal.detail.far', {
            minutes: detail.minutes_off,
            expected: formatTime(detail.expected, zone),
          });
    case 'repeated':
      return detail.previous === undefined || detail.seconds_apart === undefined
        ? null
        : t('abnormal.detail.repeated', {
            seconds: detail.seconds_apart,
            previous: formatTime(detail.previous, zone),
          });
    case 'offline':
      return detail.minutes_off === undefined
        ? null
        : t('abnormal.detail.offline', { minutes: detail.minutes_off });
    default:
      return null;
  }
}

export function EmployeeCell({ item, t }: { item: AbnormalPunch; t: TimesheetsT }) {
  return (
    <div title={item.employee.name}>
      <div className="cell-strong punch-line">{item.employee.name}</div>
      <div className="cell-muted">{t('punch.cpf', { cpf: formatCpf(item.employee.cpf) })}</div>
    </div>
  );
}

export function KindCell({ item, t }: { item: AbnormalPunch; t: TimesheetsT }) {
  const detail = detailText(item, t);
  return (
    <div>
      <Tag color={KIND_COLORS[item.kind]} title={t(`abnormal.explain.${item.kind}`)}>
        {t(`abnormal.kinds.${item.kind}`)}
      </Tag>
      {detail ? <div className="cell-muted">{detail}</div> : null}
    </div>
  );
}

export function PunchCell({ item, t }: { item: AbnormalPunch; t: TimesheetsT }) {
  const { punch } = item;
  if (!punch || isDayAbnormalKind(item.kind)) {
    return <span className="cell-muted">{t('abnormal.wholeDay')}</span>;
  }
  const zone = shownZone(punch.time_zone);
  const disregarded = punch.status === 'disregarded';
  return (
    <div>
      <div className={disregarded ? 'punch-when punch-when--disregarded' : 'punch-when'}>
        {formatTime(punch.punched_at, { timeZone: punch.time_zone })}
        {punch.nsr === null ? null : <span className="cell-muted"> · NSR {punch.nsr}</span>}
      </div>
      {zone ? <div className="cell-muted">{t('punch.zone', { zone })}</div> : null}
      {punch.flags.length > 0 ? <FlagTags flags={punch.flags} t={t} /> : null}
      {disregarded ? <Tag color="red">{t('statuses.disregarded')}</Tag> : null}
    </div>
  );
}

export function DecisionCell({ item, t }: { item: AbnormalPunch; t: TimesheetsT }) {
  if (!item.decision) return <span className="cell-muted">—</span>;
  return (
    <Tag color={item.decision.decision === 'approve' ? 'green' : 'red'}>
      {t(`abnormal.decisions.${item.decision.decision}`)}
    </Tag>
  );
}

export function DecidedByCell({ item, t }: { item: AbnormalPunch; t: TimesheetsT }) {
  if (!item.decision) return <span className="cell-muted">—</span>;
  return (
    <span>
      {t('abnormal.by', {
        author: item.decision.author.name ?? t('abnormal.unknownAuthor'),
        when: formatDateTime(item.decision.created_at),
      })}
    </span>
  );
}

/** The anomaly's day as a calendar date. */
export const dayText = (item: AbnormalPunch) => formatDate(item.day);
