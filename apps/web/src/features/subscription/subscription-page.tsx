import { CheckCircleFilled, CloseCircleOutlined, MailOutlined } from '@ant-design/icons';
import { type CompanySubscription, subscriptionEndpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Progress, Skeleton, Tag } from 'antd';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { daysUntil, formatBrl, formatDay, useSubscriptionTranslation } from './texts';
import { UpgradeRequest } from './upgrade-request';

const STATUS_COLORS: Record<CompanySubscription['status'], string> = {
  trial: 'processing',
  active: 'success',
  past_due: 'warning',
  suspended: 'error',
  cancelled: 'default',
};

/** "X days left" of a running trial, "ended on …" of one past its end; undefined otherwise. */
function TrialCountdown({ subscription }: { subscription: CompanySubscription }) {
  const { t, i18n } = useSubscriptionTranslation();
  const { status, ends_on: endsOn } = subscription;
  if (!endsOn || (status !== 'trial' && status !== 'past_due')) return null;
  const left = daysUntil(endsOn);
  const text =
    left < 0
      ? t('page.endedOn', { date: formatDay(endsOn, i18n.language) })
      : left === 0
        ? t('page.lastDay')
        : t('page.daysLeft', { count: left });
  return (
    <Tag color={left < 0 ? 'warning' : 'processing'} data-testid="subscription-trial">
      {text}
    </Tag>
  );
}

function Module({ label, on }: { label: string; on: boolean }) {
  const { t } = useSubscriptionTranslation();
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
      {on ? (
        <CheckCircleFilled aria-hidden="true" style={{ color: '#389e0d' }} />
      ) : (
        <CloseCircleOutlined aria-hidden="true" style={{ color: '#8c8c8c' }} />
      )}
      <span>{label}</span>
      <span className="page-subtitle" style={{ margin: 0 }}>
        ({on ? t('page.included') : t('page.notIncluded')})
      </span>
    </li>
  );
}

function Details({ subscription: s }: { subscription: CompanySubscription }) {
  const { t, i18n } = useSubscriptionTranslation();
  const language = i18n.language;
  const day = (value: string | null) => (value ? formatDay(value, language) : null);
  const percent = s.seats ? Math.min(100, Math.round((s.seats_used / s.seats) * 100)) : 0;
  const mail = s.contact.email
    ? `mailto:${s.contact.email}?subject=${encodeURIComponent(`${t('page.changeSubject')}: ${s.plan}`)}`
    : undefined;

  return (
    <>
      <section className="page-card" aria-label={t('page.plan')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'plan',
              label: t('page.plan'),
              children: (
                <strong data-testid="subscription-plan-name" style={{ fontSize: 18 }}>
                  {s.plan}
                </strong>
              ),
            },
            {
              key: 'status',
              label: t('page.status'),
              children: (
                <Tag color={STATUS_COLORS[s.status]} data-testid="subscription-status">
                  {t(`status.${s.status}`)}
                </Tag>
              ),
            },
            {
              key: 'period',
              label: t('page.period'),
              span: 'filled',
              children: (
                <span data-testid="subscription-period">
                  {s.starts_on ? `${t('page.startsOn')}: ${day(s.starts_on)}` : null}
                  {s.starts_on ? ' · ' : null}
                  {s.ends_on ? `${t('page.endsOn')}: ${day(s.ends_on)}` : t('page.openEnded')}{' '}
                  <TrialCountdown subscription={s} />
                </span>
              ),
            },
            {
              key: 'price',
              label: t('page.price'),
              span: 'filled',
              children: (
                <span data-testid="subscription-price">
                  {s.monthly_price_cents === null && s.yearly_price_cents === null
                    ? t('page.noPrice')
                    : [
                        s.monthly_price_cents !== null
                          ? t('page.monthly', {
                              amount: formatBrl(s.monthly_price_cents, language),
                            })
                          : null,
                        s.yearly_price_cents !== null
                          ? t('page.yearly', { amount: formatBrl(s.yearly_price_cents, language) })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                </span>
              ),
            },
          ]}
        />
      </section>

      <section className="page-card" aria-labelledby="subscription-seats">
        <h2 id="subscription-seats" style={{ fontSize: 16, marginTop: 0 }}>
          {t('page.seats')}
        </h2>
        <p data-testid="subscription-seats" style={{ marginBottom: 8 }}>
          {s.seats === null
            ? t('page.seatsUnlimited', { used: s.seats_used })
            : t('page.seatsOf', { used: s.seats_used, total: s.seats })}
        </p>
        {s.seats !== null ? (
          <Progress
            percent={percent}
            status={s.seats_used >= s.seats ? 'exception' : 'normal'}
            aria-label={t('page.seatsLabel')}
          />
        ) : null}
      </section>

      <section className="page-card" aria-labelledby="subscription-includes">
        <h2 id="subscription-includes" style={{ fontSize: 16, marginTop: 0 }}>
          {t('page.includes')}
        </h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="subscription-modules">
          <Module label={t('page.modules.attendance')} on />
          <Module label={t('page.modules.access')} on={s.enable_access} />
          <Module label={t('page.modules.visitor')} on={s.enable_visitor} />
        </ul>
      </section>

      <section className="page-card" aria-labelledby="subscription-change">
        <h2 id="subscription-change" style={{ fontSize: 16, marginTop: 0 }}>
          {t('page.changeTitle')}
        </h2>
        <p>{t('page.changeText', { name: s.contact.name })}</p>
        {s.contact.phone ? <p>{t('page.phone', { phone: s.contact.phone })}</p> : null}
        {mail ? (
          <Button
            type="primary"
            icon={<MailOutlined />}
            href={mail}
            data-testid="subscription-contact"
          >
            {t('page.changeButton', { name: s.contact.name })}
          </Button>
        ) : null}{' '}
        <UpgradeRequest subscription={s} />
      </section>
    </>
  );
}

/** `/system/subscription`: the company's plan, period, seats, modules, price and whom to ask. */
export function SubscriptionPage() {
  const { t } = useSubscriptionTranslation();
  const subscription = useQuery({
    queryKey: queryKeyOf(subscriptionEndpoints.mine),
    queryFn: () => callOperation(subscriptionEndpoints.mine, undefined, { silent: true }),
  });

  return (
    <div className="page-stack" data-testid="subscription-page">
      <div>
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-subtitle">{t('page.subtitle')}</p>
      </div>
      {subscription.isError ? (
        <FormAlert
          message={
            <>
              {t('loadError')}{' '}
              <Button type="link" onClick={() => void subscription.refetch()}>
                {t('retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {subscription.isPending ? (
        <section className="page-card" aria-busy="true">
          <Skeleton active />
        </section>
      ) : null}
      {subscription.data ? <Details subscription={subscription.data} /> : null}
    </div>
  );
}
