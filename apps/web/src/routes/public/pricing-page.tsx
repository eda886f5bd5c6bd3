import { CheckOutlined } from '@ant-design/icons';
import { API_BASE_PATH, type Language, type PublicPlan } from '@ponteiro/shared';
import { Button, Card, Collapse, Tag, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import {
  fillTemplate,
  type PricingContent,
  type PricingPlan,
  type PublicUiStrings,
  pricingContent,
  publicUiStrings,
  SALES_EMAIL,
} from '../../content';
import {
  autoGrid,
  containerStyle,
  formatBrl,
  localeOf,
  useDocumentTitle,
  usePublicLanguage,
} from './public-page-kit';

const { Title, Paragraph, Text } = Typography;

const listResetStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * Plan buttons wrap instead of clipping: four plans share 1280–1920 px, and "Começar com o Ponto +
 * Acesso" is wider than a card at those widths (antd buttons are one fixed-height line).
 */
const CTA_STYLE: CSSProperties = {
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 40,
  paddingBlock: 8,
  lineHeight: 1.3,
};

function salesMailto(plan: Pick<PricingPlan, 'name'>, ui: PublicUiStrings): string {
  const subject = fillTemplate(ui.salesEmailSubject, { plan: plan.name });
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** The provider's public plans, or `fallback` when they cannot be read or there is none. */
export type PublicPlansState =
  | { kind: 'loading' }
  | { kind: 'live'; plans: PublicPlan[] }
  | { kind: 'fallback' };

const PLANS_URL = `${API_BASE_PATH}/base/plans/`;
const PLANS_TIMEOUT_MS = 8000;

function isPublicPlan(value: unknown): value is PublicPlan {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.monthly_price_cents === 'number' &&
    typeof p.yearly_price_cents === 'number' &&
    (p.seats === null || typeof p.seats === 'number') &&
    typeof p.enable_access === 'boolean' &&
    typeof p.enable_visitor === 'boolean' &&
    typeof p.trial_days === 'number'
  );
}

/** Reads `base/plans/` once (plain fetch: a public page shows no error toast, it falls back). */
export async function fetchPublicPlans(signal?: AbortSignal): Promise<PublicPlan[]> {
  const response = await fetch(PLANS_URL, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`base/plans/: ${response.status}`);
  const body = (await response.json()) as { data?: unknown };
  if (!Array.isArray(body?.data)) throw new Error('base/plans/: unexpected answer');
  return body.data.filter(isPublicPlan);
}

function usePublicPlans(): PublicPlansState {
  const [state, setState] = useState<PublicPlansState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let unmounted = false;
    const timer = setTimeout(() => controller.abort(), PLANS_TIMEOUT_MS);
    fetchPublicPlans(controller.signal)
      .then((plans) => {
        if (!unmounted) setState(plans.length > 0 ? { kind: 'live', plans } : { kind: 'fallback' });
      })
      .catch(() => {
        // Failed, timed out or refused: the built-in plans (unless the page has gone away).
        if (!unmounted) setState({ kind: 'fallback' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      unmounted = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return state;
}

function FeatureList({ label, items }: { label: string; items: string[] }) {
  const { token } = theme.useToken();
  return (
    <ul aria-label={label} style={{ ...listResetStyle, flexGrow: 1, marginBottom: 24 }}>
      {items.map((feature) => (
        <li key={feature} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <span aria-hidden="true">
            <CheckOutlined style={{ color: token.colorSuccess }} />
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  highlighted = false,
  badge,
  children,
  testId,
}: {
  highlighted?: boolean;
  badge?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      data-testid={testId}
      style={{
        position: 'relative',
        height: '100%',
        borderColor: highlighted ? token.colorPrimary : undefined,
        borderWidth: highlighted ? 2 : undefined,
        boxShadow: highlighted ? token.boxShadowSecondary : undefined,
      }}
      styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}
    >
      {badge ? (
        <Tag
          color="processing"
          variant="solid"
          style={{ position: 'absolute', top: -12, insetInlineStart: 24, margin: 0 }}
        >
          {badge}
        </Tag>
      ) : null}
      {children}
    </Card>
  );
}

/** A card of one of the provider's public plans. */
function LivePlanCard({
  plan,
  content,
  ui,
  language,
}: {
  plan: PublicPlan;
  content: PricingContent;
  ui: PublicUiStrings;
  language: Language;
}) {
  const labels = content.catalogue;
  const modules = [
    labels.modules.attendance,
    ...(plan.enable_access ? [labels.modules.access] : []),
    ...(plan.enable_visitor ? [labels.modules.visitor] : []),
  ];
  const items = [
    plan.seats === null
      ? labels.seatsUnlimited
      : fillTemplate(labels.seatsUpTo, { count: plan.seats.toLocaleString(localeOf(language)) }),
    ...modules,
    ...(plan.trial_days > 0
      ? [fillTemplate(labels.trialDays, { days: String(plan.trial_days) })]
      : []),
  ];
  return (
    <PlanCard testId="pricing-plan">
      <Title level={2} style={{ fontSize: 22, margin: 0 }}>
        {plan.name}
      </Title>
      <Paragraph type="secondary" style={{ marginTop: 8, minHeight: 44 }}>
        {plan.description}
      </Paragraph>
      <div style={{ marginBottom: 16 }}>
        <Text strong style={{ fontSize: 32, lineHeight: 1.2 }}>
          {formatBrl(plan.monthly_price_cents, language)}
        </Text>{' '}
        <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {labels.perMonth}
        </Text>
        {plan.yearly_price_cents > 0 ? (
          <Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
            {fillTemplate(labels.yearly, { amount: formatBrl(plan.yearly_price_cents, language) })}
          </Text>
        ) : null}
      </div>
      <FeatureList label={fillTemplate(ui.planFeaturesLabel, { plan: plan.name })} items={items} />
      <ButtonLink to="/signup" block size="large" style={CTA_STYLE}>
        {fillTemplate(plan.trial_days > 0 ? labels.ctaTrial : labels.cta, { plan: plan.name })}
      </ButtonLink>
    </PlanCard>
  );
}

/** The "talk to sales" card after the provider's plans. */
function CustomPlanCard({ content, ui }: { content: PricingContent; ui: PublicUiStrings }) {
  const custom = content.catalogue.custom;
  return (
    <PlanCard>
      <Title level={2} style={{ fontSize: 22, margin: 0 }}>
        {custom.name}
      </Title>
      <Paragraph type="secondary" style={{ marginTop: 8, minHeight: 44 }}>
        {custom.description}
      </Paragraph>
      <div style={{ marginBottom: 16 }}>
        <Text strong style={{ fontSize: 26, lineHeight: 1.3 }}>
          {ui.customPrice}
        </Text>
      </div>
      <FeatureList
        label={fillTemplate(ui.planFeaturesLabel, { plan: custom.name })}
        items={custom.features}
      />
      <Button block size="large" href={salesMailto(custom, ui)} style={CTA_STYLE}>
        {custom.cta}
      </Button>
    </PlanCard>
  );
}

export default function PricingPage() {
  const language = usePublicLanguage();
  const content = pricingContent[language];
  const ui = publicUiStrings[language];
  const plans = usePublicPlans();
  useDocumentTitle(content.title);
  // The built-in plans price per employee; the provider's plans per plan: each has its own words.
  const words = plans.kind === 'fallback' ? content : content.catalogue;

  return (
    <div style={{ ...containerStyle, paddingBlock: 'clamp(32px, 6vw, 64px)' }}>
      <header style={{ maxWidth: 760, margin: '0 auto 40px', textAlign: 'center' }}>
        <Title style={{ fontSize: 'clamp(2rem, 4vw, 2.75rem)' }}>{content.title}</Title>
        <Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          {words.subtitle}
        </Paragraph>
      </header>

      {plans.kind === 'loading' ? (
        <div
          data-testid="pricing-plans"
          data-source="loading"
          role="status"
          aria-busy="true"
          aria-label={content.catalogue.loading}
          style={autoGrid(250)}
        >
          {[0, 1, 2].map((key) => (
            <Card key={key} loading style={{ minHeight: 320 }} />
          ))}
        </div>
      ) : null}
      {plans.kind === 'live' ? (
        <div data-testid="pricing-plans" data-source="live" style={autoGrid(250)}>
          {plans.plans.map((plan) => (
            <LivePlanCard key={plan.id} plan={plan} content={content} ui={ui} language={language} />
          ))}
          <CustomPlanCard content={content} ui={ui} />
        </div>
      ) : null}
      {plans.kind === 'fallback' ? (
        <div data-testid="pricing-plans" data-source="fallback" style={autoGrid(250)}>
          {content.plans.map((plan) => {
            const titleId = `plan-${plan.id}-title`;
            const isCustom = plan.pricePerEmployeeCents === null;
            return (
              <PlanCard
                key={plan.id}
                highlighted={plan.highlighted}
                badge={plan.highlighted ? ui.mostPopular : undefined}
              >
                <Title level={2} id={titleId} style={{ fontSize: 22, margin: 0 }}>
                  {plan.name}
                </Title>
                <Paragraph type="secondary" style={{ marginTop: 8, minHeight: 44 }}>
                  {plan.description}
                </Paragraph>

                <div style={{ marginBottom: 16 }}>
                  {isCustom ? (
                    <Text strong style={{ fontSize: 26, lineHeight: 1.3 }}>
                      {ui.customPrice}
                    </Text>
                  ) : (
                    <>
                      <Text strong style={{ fontSize: 32, lineHeight: 1.2 }}>
                        {formatBrl(plan.pricePerEmployeeCents ?? 0, language)}
                      </Text>{' '}
                      <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                        {ui.perEmployeeMonth}
                      </Text>
                    </>
                  )}
                  {plan.minimumMonthlyCents !== null && (
                    <Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
                      {fillTemplate(ui.minimumMonthly, {
                        amount: formatBrl(plan.minimumMonthlyCents, language),
                      })}
                    </Text>
                  )}
                </div>

                <FeatureList
                  label={fillTemplate(ui.planFeaturesLabel, { plan: plan.name })}
                  items={plan.features}
                />

                {isCustom ? (
                  <Button block size="large" href={salesMailto(plan, ui)} style={CTA_STYLE}>
                    {plan.cta}
                  </Button>
                ) : (
                  <ButtonLink
                    to="/signup"
                    block
                    size="large"
                    type={plan.highlighted ? 'primary' : 'default'}
                    style={CTA_STYLE}
                  >
                    {plan.cta}
                  </ButtonLink>
                )}
              </PlanCard>
            );
          })}
        </div>
      ) : null}

      <section
        aria-labelledby="pricing-notes-title"
        style={{ maxWidth: 880, margin: '56px auto 0' }}
      >
        <Title level={2} id="pricing-notes-title" style={{ fontSize: 22 }}>
          {ui.notesTitle}
        </Title>
        <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
          {words.notes.map((note) => (
            <li key={note} style={{ marginBottom: 8 }}>
              <Text>{note}</Text>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pricing-faq-title" style={{ maxWidth: 880, margin: '48px auto 0' }}>
        <Title level={2} id="pricing-faq-title" style={{ fontSize: 22, marginBottom: 24 }}>
          {ui.faqTitle}
        </Title>
        <Collapse
          size="large"
          items={content.faq.map((item, index) => ({
            key: String(index),
            label: item.question,
            children: <Paragraph style={{ marginBottom: 0 }}>{item.answer}</Paragraph>,
          }))}
        />
        <Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
          <Button type="link" href={`mailto:${SALES_EMAIL}`}>
            {ui.talkToSales}: {SALES_EMAIL}
          </Button>
        </Paragraph>
      </section>
    </div>
  );
}
