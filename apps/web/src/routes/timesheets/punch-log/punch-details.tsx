import { EnvironmentOutlined, UndoOutlined } from '@ant-design/icons';
import type { PunchLogEntry, Treatment } from '@ponteiro/shared';
import { Button, Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { useTimesheetsTranslation } from '../texts';
import { isUndoable, openStreetMapUrl, punchWhen } from './punch-format';

// The organization area's map (Leaflet, tiles from the server's MAP_TILE_URL), loaded only when a
// punch with a position is opened.
const GeofenceMap = lazy(() => import('../../organization/geofence-map'));

/** The map circle when the browser sent no accuracy. */
const DEFAULT_ACCURACY_M = 25;

/** A punch's treatments, oldest first: what was done, why, by whom, when, and whether undone. */
export function PunchHistory({
  entry,
  onUndo,
}: {
  entry: PunchLogEntry;
  /** Given on the manager's screen: a "Desfazer" button on each treatment that can be undone. */
  onUndo?: (entry: PunchLogEntry, treatment: Treatment) => void;
}) {
  const { t } = useTimesheetsTranslation();
  if (entry.treatments.length === 0) {
    return <p className="cell-muted">{t('details.noHistory')}</p>;
  }
  return (
    <ol className="punch-history" data-testid="punch-history">
      {entry.treatments.map((treatment) => {
        const kind = t(`details.kinds.${treatment.kind}`);
        return (
          <li
            key={treatment.id}
            className={
              treatment.undone ? 'punch-history__item punch-history__item--undone' : undefined
            }
          >
            <div className="punch-history__head">
              <span className="cell-strong">{kind}</span>
              {treatment.undone ? <Tag>{t('details.undone')}</Tag> : null}
              <span className="cell-muted">
                {t('details.by', {
                  author: treatment.author.name ?? t('punch.unknownAuthor'),
                  when: formatDateTime(treatment.created_at),
                })}
              </span>
              {onUndo && isUndoable(treatment) ? (
                <Button
                  size="small"
                  icon={<UndoOutlined />}
                  aria-label={t('treat.undoLabel', { kind, when: punchWhen(entry) })}
                  onClick={() => onUndo(entry, treatment)}
                >
                  {t('treat.undo')}
                </Button>
              ) : null}
            </div>
            <div>{t('details.reason', { reason: treatment.reason })}</div>
          </li>
        );
      })}
    </ol>
  );
}

/** Where the punch was made: coordinates, accuracy, a link to OpenStreetMap and a small map. */
export function PunchLocation({ entry }: { entry: PunchLogEntry }) {
  const { t } = useTimesheetsTranslation();
  const { latitude, longitude } = entry;
  if (latitude === null || longitude === null) return null;
  return (
    <div className="punch-location" data-testid="punch-location">
      <p>
        {t('details.coordinates', {
          latitude: formatNumber(latitude, { maximumFractionDigits: 6 }),
          longitude: formatNumber(longitude, { maximumFractionDigits: 6 }),
        })}
        {entry.accuracy_m !== null
          ? ` · ${t('details.accuracy', { meters: formatNumber(Math.round(entry.accuracy_m)) })}`
          : null}{' '}
        <a href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          <EnvironmentOutlined /> {t('details.openMap')}
        </a>
      </p>
      <Suspense fallback={<Spin />}>
        <GeofenceMap
          label={t('details.mapLabel', { name: entry.employee.name })}
          point={{ latitude, longitude }}
          radius={entry.accuracy_m ?? DEFAULT_ACCURACY_M}
          onPick={() => undefined}
        />
      </Suspense>
    </div>
  );
}

/** The expanded row: the treatment history, then the location when the punch has one. */
export function PunchDetails({
  entry,
  onUndo,
}: {
  entry: PunchLogEntry;
  onUndo?: (entry: PunchLogEntry, treatment: Treatment) => void;
}) {
  const { t } = useTimesheetsTranslation();
  return (
    <div className="punch-details" data-testid={`punch-details-${entry.id}`}>
      <section>
        <h3 className="punch-details__title">{t('details.history')}</h3>
        <PunchHistory entry={entry} onUndo={onUndo} />
      </section>
      {entry.latitude !== null && entry.longitude !== null ? (
        <section>
          <h3 className="punch-details__title">{t('details.location')}</h3>
          <PunchLocation entry={entry} />
        </section>
      ) : null}
    </div>
  );
}

/** Whether a row opens: it has a treatment or a position to show. */
export function hasDetails(entry: PunchLogEntry): boolean {
  return entry.treatments.length > 0 || (entry.latitude !== null && entry.longitude !== null);
}
