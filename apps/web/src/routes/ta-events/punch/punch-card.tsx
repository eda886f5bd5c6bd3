import { ClockCircleOutlined, EnvironmentOutlined, FileTextOutlined } from '@ant-design/icons';
import type { PunchReceiptData } from '@ponteiro/shared';
import { Alert, Button, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { INTL_LOCALES } from '../../../i18n/language';
import { clockParts, formatClockTime, formatLongDate, zoneOffsetLabel } from './clock';
import { FlagTags } from './flag-tags';
import { geolocationPermission, type PermissionOutcome } from './geolocation';
import { type ChosenPhoto, PhotoInput } from './photo-input';
import { ReceiptModal } from './receipt-modal';
import { usePunchTranslation } from './texts';
import { type LocationState, usePunch } from './use-punch';
import type { PunchClock } from './use-punch-status';
import { useServerNow } from './use-server-now';

/** navigator.onLine, following the `online`/`offline` events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The browser's geolocation permission, read once without prompting. */
function usePermission(): PermissionOutcome {
  const [permission, setPermission] = useState<PermissionOutcome>('unknown');
  useEffect(() => {
    let alive = true;
    void geolocationPermission().then((state) => {
      if (alive) setPermission(state);
    });
    return () => {
      alive = false;
    };
  }, []);
  return permission;
}

function LocationLine({
  location,
  permission,
}: {
  location: LocationState;
  permission: PermissionOutcome;
}) {
  const { t } = usePunchTranslation();
  let text: string;
  switch (location.kind) {
    case 'idle':
      text =
        permission === 'granted'
          ? t('location.granted')
          : permission === 'denied'
            ? t('location.denied')
            : t('location.prompt');
      break;
    case 'locating':
      text = t('location.locating');
      break;
    case 'ok':
      text = t('location.ok', { meters: Math.round(location.accuracy_m) });
      break;
    case 'denied':
      text = t('location.denied');
      break;
    default:
      text = t('location.unavailable');
  }
  return (
    <p className="punch-card__line" data-testid="punch-location" aria-live="polite">
      <EnvironmentOutlined aria-hidden="true" /> {text}
    </p>
  );
}

/** The big clock: the server's time in the workplace's zone, one change per second. */
function ServerClock({ offsetMs, timeZone }: { offsetMs: number; timeZone: string }) {
  const { t } = usePunchTranslation();
  const now = useServerNow(offsetMs);
  const { hours, minutes, seconds } = clockParts(now, timeZone);
  return (
    <div className="punch-card__clock">
      <time
        className="punch-card__time"
        role="timer"
        aria-label={t('card.clock')}
        data-testid="punch-clock"
        dateTime={new Date(now).toISOString()}
      >
        {hours}:{minutes}
        <span className="punch-card__seconds">:{seconds}</span>
      </time>
      <span className="punch-card__date">
        {formatLongDate(now, INTL_LOCALES[currentLanguage()], timeZone)}
      </span>
      <span className="punch-card__zone">
        {t('card.zone', { zone: timeZone, offset: zoneOffsetLabel(now, timeZone) })}
      </span>
    </div>
  );
}

/**
 * "Registrar ponto": the server's clock, who punches, the location status, the button and
 * today's punches (with those waiting off-line); the receipt opens after each punch.
 */
export function PunchCard({ clock }: { clock: PunchClock }) {
  const { t } = usePunchTranslation();
  const { status, offsetMs } = clock;
  const zone = status.time_zone;
  const online = useOnline();
  const permission = usePermission();
  const [receipt, setReceipt] = useState<PunchReceiptData>();
  const [notice, setNotice] = useState<{ type: 'success' | 'warning'; text: string }>();
  const canPunch = status.employee !== null && status.blocked === null;
  // What the company's time-tracking settings ask of this card (issue 19).
  const { card } = status;
  const webRefused = !card.collectors.includes('web');
  const wording = currentLanguage() === 'en-US' ? card.wording_en : card.wording_pt;
  const [photo, setPhoto] = useState<ChosenPhoto>();
  const [photoError, setPhotoError] = useState<string>();
  const punch = usePunch({
    employeeId: canPunch ? status.employee?.id : undefined,
    genericError: t('http.genericError'),
    onRecorded: (recorded) => {
      setNotice(undefined);
      setPhoto(undefined);
      setReceipt(recorded);
    },
    onFlushed: (result) => {
      if (result.rejected.length > 0) {
        setNotice({
          type: 'warning',
          text: result.rejected.map((message) => t('card.rejected', { message })).join(' '),
        });
      } else setNotice({ type: 'success', text: t('card.synced', { count: result.sent }) });
    },
  });
  const today = [...status.today].sort(
    (a, b) => Date.parse(a.punched_at) - Date.parse(b.punched_at),
  );
  const todayDate = formatDate(Date.now() + offsetMs, { timeZone: zone });
  const busy = punch.phase !== 'idle';
  const onPunch = () => {
    if (card.photo === 'required' && !photo) {
      setPhotoError(t('policy.photoMissing'));
      return;
    }
    setPhotoError(undefined);
    void punch.punch(card.photo !== 'off' && photo ? { photo: photo.base64 } : {});
  };

  return (
    <section
      className="page-card punch-card"
      aria-labelledby="punch-card-title"
      data-testid="punch-card"
    >
      <h2 id="punch-card-title" className="punch-card__title">
        <ClockCircleOutlined aria-hidden="true" /> {t('card.title')}
      </h2>
      {status.employee ? (
        <p className="punch-card__employee" data-testid="punch-employee">
          {t('card.employee', { name: status.employee.name })}
        </p>
      ) : null}
      {status.blocked ? (
        <Alert
          type="warning"
          showIcon
          data-testid="punch-blocked"
          title={t(`blocked.${status.blocked}.title`)}
          description={t(`blocked.${status.blocked}.description`)}
        />
      ) : (
        <>
          <p className="page-subtitle" data-testid="punch-wording">
            {wording ?? t('card.subtitle')}
          </p>
          <ServerClock offsetMs={offsetMs} timeZone={zone} />
          <LocationLine location={punch.location} permission={permission} />
          {card.geolocation === 'required' ? (
            <p className="punch-card__line" data-testid="punch-location-required">
              {t('location.required')}
            </p>
          ) : null}
          {status.location ? (
            <p className="punch-card__line punch-card__line--muted">
              {t('location.workplace', {
                name: status.location.name,
                radius: status.location.radius_m,
              })}
            </p>
          ) : null}
          {online ? null : <Alert type="info" showIcon title={t('card.offlineNow')} />}
          {webRefused ? (
            <Alert
              type="warning"
              showIcon
              data-testid="punch-web-refused"
              title={t('policy.webRefused')}
            />
          ) : null}
          {card.photo !== 'off' && !webRefused ? (
            <PhotoInput
              required={card.photo === 'required'}
              photo={photo}
              onChange={(chosen) => {
                setPhotoError(undefined);
                setPhoto(chosen);
              }}
              error={photoError}
            />
          ) : null}
          <Button
            type="primary"
            size="large"
            className="punch-card__button"
            data-testid="punch-button"
            loading={busy}
            disabled={busy || webRefused}
            onClick={onPunch}
          >
            {punch.phase === 'locating'
              ? t('card.locating')
              : punch.phase === 'sending'
                ? t('card.sending')
                : t('card.button')}
          </Button>
          <div aria-live="polite">
            {punch.failure ? (
              <Alert
                type="error"
                showIcon
                data-testid="punch-failure"
                title={t('card.failed', { message: punch.failure.message })}
                action={
                  <Button size="small" onClick={punch.failure.retry}>
                    {t('crud.retry')}
                  </Button>
                }
              />
            ) : null}
            {punch.justQueued ? (
              <Alert type="warning" showIcon data-testid="punch-queued" title={t('card.queued')} />
            ) : null}
            {notice ? (
              <Alert
                type={notice.type}
                showIcon
                closable
                title={notice.text}
                onClose={() => setNotice(undefined)}
              />
            ) : null}
          </div>
          <h3 className="punch-card__subtitle">{t('today.title')}</h3>
          {today.length === 0 && punch.queued.length === 0 ? (
            <p className="punch-card__line punch-card__line--muted">{t('today.empty')}</p>
          ) : (
            <ul className="punch-today" data-testid="punch-today">
              {today.map((item) => (
                <li key={item.id} className="punch-today__item">
                  <span className="punch-today__time">
                    {formatClockTime(item.punched_at, zone)}
                  </span>
                  <span className="punch-today__nsr">{t('today.nsr', { nsr: item.nsr })}</span>
                  <FlagTags flags={item.flags} />
                  <Button
                    type="link"
                    size="small"
                    icon={<FileTextOutlined />}
                    aria-label={t('today.view', { nsr: item.nsr })}
                    title={t('today.view', { nsr: item.nsr })}
                    onClick={() => setReceipt(item)}
                  />
                </li>
              ))}
              {punch.queued.map((item) => {
                const date = formatDate(item.body.client_time, { timeZone: zone });
                return (
                  <li key={item.key} className="punch-today__item" data-testid="punch-pending">
                    <span className="punch-today__time">
                      {date === todayDate ? '' : `${date} `}
                      {formatClockTime(item.body.client_time, zone)}
                    </span>
                    <Tag color="default">{t('today.pending')}</Tag>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {receipt ? (
        <ReceiptModal
          receipt={receipt}
          employeeName={status.employee?.name}
          onClose={() => setReceipt(undefined)}
        />
      ) : null}
    </section>
  );
}
