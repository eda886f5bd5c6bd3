import { formatCpf, type PunchFlag, type PunchLogEntry } from '@ponteiro/shared';
import { Badge, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { formatDateTime } from '../../../i18n/format';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import { inclusionOf, punchWhen, shortHash, shownZone } from './punch-format';

const FLAG_COLORS: Record<PunchFlag, string> = {
  outside_geofence: 'orange',
  location_unavailable: 'gold',
  offline: 'blue',
};

/** Flags as tags (the text says it: colour is not the only cue). */
export function FlagTags({ flags, t }: { flags: readonly PunchFlag[]; t: TimesheetsT }) {
  if (flags.length === 0) return <span className="cell-muted">—</span>;
  return (
    <span className="punch-tags">
      {flags.map((flag) => (
        <Tag key={flag} color={FLAG_COLORS[flag]}>
          {t(`flags.${flag}`)}
        </Tag>
      ))}
    </span>
  );
}

function When({ entry, t }: { entry: PunchLogEntry; t: TimesheetsT }) {
  const zone = shownZone(entry.time_zone);
  const disregarded = entry.status === 'disregarded';
  return (
    <div>
      <div className={disregarded ? 'punch-when punch-when--disregarded' : 'punch-when'}>
        {punchWhen(entry)}
      </div>
      {zone ? <div className="cell-muted">{t('punch.zone', { zone })}</div> : null}
      {entry.offline ? (
        <div className="cell-muted">
          {t('punch.recordedAt', {
            when: formatDateTime(entry.recorded_at, { timeZone: entry.time_zone }),
          })}
        </div>
      ) : null}
    </div>
  );
}

function Source({ entry, t }: { entry: PunchLogEntry; t: TimesheetsT }) {
  const inclusion = inclusionOf(entry);
  if (!inclusion) return <>{t(`sources.${entry.source}`)}</>;
  const note = t('punch.includedBy', {
    author: inclusion.author.name ?? t('punch.unknownAuthor'),
    reason: inclusion.reason,
  });
  return (
    <div>
      <Tag color="purple">{t('punch.included')}</Tag>
      <div className="cell-muted punch-note" title={note}>
        {note}
      </div>
    </div>
  );
}

function Hash({ hash, t }: { hash: string | null; t: TimesheetsT }) {
  if (!hash) return <span className="cell-muted">—</span>;
  return (
    <Tooltip title={t('punch.hashFull', { hash })}>
      <Typography.Text
        code
        className="punch-hash"
        copyable={{ text: hash, tooltips: [t('punch.copyHash'), t('punch.hashCopied')] }}
      >
        {shortHash(hash)}
      </Typography.Text>
    </Tooltip>
  );
}

/** The columns both punch lists share; the manager's screen adds its actions. */
export function usePunchColumns(): TableColumnsType<PunchLogEntry> {
  const { t } = useTimesheetsTranslation();
  return [
    {
      key: 'employee',
      title: t('columns.employee'),
      width: 200,
      ellipsis: { showTitle: false },
      render: (_: unknown, entry) => (
        <div title={entry.employee.name}>
          <div className="cell-strong punch-line">{entry.employee.name}</div>
          <div className="cell-muted">{t('punch.cpf', { cpf: formatCpf(entry.employee.cpf) })}</div>
        </div>
      ),
    },
    {
      key: 'punched_at',
      title: t('columns.punchedAt'),
      width: 168,
      render: (_: unknown, entry) => <When entry={entry} t={t} />,
    },
    {
      key: 'source',
      title: t('columns.source'),
      width: 168,
      render: (_: unknown, entry) => <Source entry={entry} t={t} />,
    },
    {
      key: 'collector',
      title: t('columns.collector'),
      width: 80,
      render: (_: unknown, entry) => entry.collector ?? '—',
    },
    {
      key: 'nsr',
      title: t('columns.nsr'),
      width: 96,
      align: 'right',
      render: (_: unknown, entry) => entry.nsr ?? '—',
    },
    {
      key: 'hash',
      title: t('columns.hash'),
      width: 170,
      render: (_: unknown, entry) => <Hash hash={entry.hash} t={t} />,
    },
    {
      key: 'flags',
      title: t('columns.flags'),
      render: (_: unknown, entry) => <FlagTags flags={entry.flags} t={t} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 128,
      render: (_: unknown, entry) => (
        <Tag color={entry.status === 'valid' ? 'green' : 'red'}>
          {t(`statuses.${entry.status}`)}
        </Tag>
      ),
    },
    {
      key: 'treatments',
      title: t('columns.treatments'),
      width: 112,
      align: 'center',
      render: (_: unknown, entry) => {
        const count = entry.treatments.length;
        const label = t('punch.treatmentsCount', { count });
        return count === 0 ? (
          <span className="cell-muted" title={label}>
            —
          </span>
        ) : (
          <Badge count={count} color="#1f5aa6" title={label} aria-label={label} />
        );
      },
    },
  ];
}
