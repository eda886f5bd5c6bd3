import { canOpenRoute, type Session, subscriptionEndpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callOperation, queryKeyOf } from '../../api/operations';
import { formatDay, useSubscriptionTranslation } from './texts';

const DISMISSED_KEY = 'ponteiro.trialEndedDismissed';

function dismissedFor(id: string): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === id;
  } catch {
    return false;
  }
}

/**
 * "Your trial ended on …; contact … to subscribe": shown to company staff while the session reads
 * a trial past its end (`past_due`). Dismissed for the browser session (per company and end date).
 */
export function TrialEndedBanner({ session, endsOn }: { session: Session; endsOn: string }) {
  const { t, i18n } = useSubscriptionTranslation();
  const id = `${session.companyId ?? ''}:${endsOn}`;
  const [dismissed, setDismissed] = useState(() => dismissedFor(id));
  const canSee = canOpenRoute('systemSubscription', session) === 'ok';
  // Whom to contact comes with the subscription (the distributor, else Ponteiro).
  const details = useQuery({
    queryKey: queryKeyOf(subscriptionEndpoints.mine),
    queryFn: () => callOperation(subscriptionEndpoints.mine, undefined, { silent: true }),
    enabled: canSee && !dismissed,
    staleTime: 5 * 60_000,
  });
  if (dismissed) return null;
  const contact = details.data?.contact.name ?? t('trialBanner.genericContact');
  const close = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, id);
    } catch {
      // Private mode: dismissed until the next reload.
    }
    setDismissed(true);
  };

  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="trial-ended-banner"
      style={{ marginBottom: 16 }}
      title={
        <>
          {t('trialBanner.text', { date: formatDay(endsOn, i18n.language), contact })}{' '}
          {canSee ? <Link to="/system/subscription">{t('trialBanner.link')}</Link> : null}
        </>
      }
      closable={{ 'aria-label': t('trialBanner.dismiss') }}
      onClose={close}
    />
  );
}
