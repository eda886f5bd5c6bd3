import { endpoints, type Schedule, type ScheduleVersion } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Skeleton, Tag, Timeline } from 'antd';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { RULE_FIELDS, ruleValue } from '../rules/rule-fields';
import { ruleText } from '../rules/rule-text';
import { formatMinutes, useTimePolicyTranslation } from '../texts';
import { scheduleSummary } from './schedule-summary';
import { savedTotals } from './schedule-totals';

/** One version: from when, who saved it and when, its times, weekly hours and its own rules. */
function VersionEntry({ version, schedule }: { version: ScheduleVersion; schedule: Schedule }) {
  const { t } = useTimePolicyTranslation();
  const totals = savedTotals(version);
  const hours = totals ? formatMinutes(t, totals.week.total) : undefined;
  const own = RULE_FIELDS.filter((field) => ruleValue(version.overrides, field) !== undefined);
  const at = formatDateTime(version.created_at);
  return (
    <div className="version-entry" data-testid="schedule-version">
      <div>
        <strong>{t('versions.from', { date: formatDate(version.effective_from) })}</strong>{' '}
        {version.id === schedule.current.id ? (
          <Tag color="green">{t('versions.current')}</Tag>
        ) : null}
        {version.effective_from > schedule.current.effective_from ? (
          <Tag color="blue">{t('versions.future')}</Tag>
        ) : null}
      </div>
      <div className="cell-muted">
        {version.created_by.name
          ? t('versions.by', { name: version.created_by.name, at })
          : t('versions.bySystem', { at })}
      </div>
      <div>{scheduleSummary(version.schedule, t)}</div>
      {hours ? (
        <div>
          {totals?.week.average
            ? t('versions.average', { hours })
            : t('versions.weekly', { hours })}
          {version.pre_assigned_break ? ` · ${t('versions.preAssignedBreak')}` : ''}
        </div>
      ) : null}
      {own.length > 0 ? (
        <>
          <div className="version-entry__rules-title">{t('versions.ownRules')}</div>
          <ul className="version-entry__rules">
            {own.map((field) => (
              <li key={field.name}>
                {t(`rules.fields.${field.name}`)}:{' '}
                {ruleText(t, field, ruleValue(version.overrides, field))}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="cell-muted">{t('versions.allDefault')}</div>
      )}
    </div>
  );
}

/** Every version of a schedule, newest first. */
export function VersionsDrawer({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTimePolicyTranslation();
  const params = { id: schedule.id };
  const versions = useQuery({
    queryKey: queryKeyOf(endpoints.timePolicy.scheduleVersions, { params }),
    queryFn: () =>
      callOperation(endpoints.timePolicy.scheduleVersions, { params }, { silent: true }),
  });
  const newestFirst = [...(versions.data ?? [])].reverse();
  return (
    <Drawer open size={560} title={t('versions.title', { name: schedule.name })} onClose={onClose}>
      <div data-testid="schedule-versions">
        <ListError error={versions.error} retry={() => void versions.refetch()} />
        {versions.isLoading ? <Skeleton active /> : null}
        {versions.isSuccess && newestFirst.length === 0 ? (
          <Empty description={t('versions.empty')} />
        ) : null}
        <Timeline
          items={newestFirst.map((version) => ({
            key: version.id,
            content: <VersionEntry version={version} schedule={schedule} />,
          }))}
        />
      </div>
    </Drawer>
  );
}
