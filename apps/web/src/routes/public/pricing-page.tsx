import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { ButtonLink } from '../../components/button-link';
import {
  fillTemplate,
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

function salesMailto(plan: PricingPlan, ui: PublicUiStrings): string {
  const subject = fillTemplate(ui.salesEmailSubject, { plan: plan.name });
  return `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export default function PricingPage() {
  const language = usePublicLanguage();
  const content = pricingContent[language];
  const ui = publicUiStrings[language];
  const { token } = theme.useToken();
  useDocumentTitle(content.title);

  return (
    <div style={{ ...containerStyle, paddingBlock: 'clamp(32px, 6vw, 64px)' }}>
      <header style={{ maxWidth: 760, margin: '0 auto 40px', textAlign: 'center' }}>
        <Title style={{ fontSize: 'clamp(2rem, 4vw, 2.75rem)' }}>{content.title}</Title>
        <Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          {content.subtitle}
        </Paragraph>
      </header>

      <div data-testid="pricing-plans" style={autoGrid(250)}>
        {content.plans.map((plan) => {
          const titleId = `plan-${plan.id}-title`;
          const isCustom = plan.pricePerEmployeeCents === null;
          return (
            <Card
              key={plan.id}
              style={{
                position: 'relative',
                height: '100%',
                borderColor: plan.highlighted ? token.colorPrimary : undefined,
                borderWidth: plan.highlighted ? 2 : undefined,
                boxShadow: plan.highlighted ? token.boxShadowSecondary : undefined,
              }}
              styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}
            >
              {plan.highlighted && (
                <Tag
                  color="processing"
                  variant="solid"
                  style={{ position: 'absolute', top: -12, insetInlineStart: 24, margin: 0 }}
                >
                  {ui.mostPopular}
                </Tag>
              )}
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

              <ul
                aria-label={fillTemplate(ui.planFeaturesLabel, { plan: plan.name })}
                style={{ ...listResetStyle, flexGrow: 1, marginBottom: 24 }}
              >
                {plan.features.map((feature) => (
                  <li key={feature} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
                    <span aria-hidden="true">
                      <CheckOutlined style={{ color: token.colorSuccess }} />
                    </span>
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>

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
            </Card>
          );
        })}
      </div>

      <section
        aria-labelledby="pricing-notes-title"
        style={{ maxWidth: 880, margin: '56px auto 0' }}
      >
        <Title level={2} id="pricing-notes-title" style={{ fontSize: 22 }}>
          {ui.notesTitle}
        </Title>
        <ul style={{ paddingInlineStart: 20, marginBottom: 0 }}>
          {content.notes.map((note) => (
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
