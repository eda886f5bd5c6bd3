import {
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FieldTimeOutlined,
  KeyOutlined,
  SolutionOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Card, Collapse, Flex, Typography, theme } from 'antd';
import type { ComponentType, CSSProperties } from 'react';
import { ButtonLink } from '../../components/button-link';
import { type HomeFeatureIcon, homeContent, publicUiStrings } from '../../content';
import { autoGrid, containerStyle, useDocumentTitle, usePublicLanguage } from './public-page-kit';

const { Title, Paragraph, Text } = Typography;

const FEATURE_ICONS: Record<HomeFeatureIcon, ComponentType<{ style?: CSSProperties }>> = {
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  FieldTimeOutlined,
  KeyOutlined,
  SolutionOutlined,
  UserAddOutlined,
};

const sectionStyle: CSSProperties = { paddingBlock: 'clamp(40px, 7vw, 80px)' };
const sectionIntroStyle: CSSProperties = { maxWidth: 760, marginBottom: 32 };
const listResetStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const sectionTitleStyle: CSSProperties = { fontSize: 'clamp(1.5rem, 3vw, 2rem)' };

/** The heading and one-line subtitle that open each section of the page. */
function SectionIntro({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div style={sectionIntroStyle}>
      <Title level={2} id={id} style={sectionTitleStyle}>
        {title}
      </Title>
      <Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
        {subtitle}
      </Paragraph>
    </div>
  );
}

export default function HomePage() {
  const language = usePublicLanguage();
  const content = homeContent[language];
  const ui = publicUiStrings[language];
  const { token } = theme.useToken();
  useDocumentTitle(content.metaTitle);

  return (
    <div>
      <section
        data-testid="home-hero"
        aria-labelledby="home-hero-title"
        style={{
          ...sectionStyle,
          background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 100%)`,
        }}
      >
        <div style={containerStyle}>
          <Text strong style={{ color: token.colorPrimary, letterSpacing: 0.3 }}>
            {content.hero.eyebrow}
          </Text>
          <Title
            id="home-hero-title"
            style={{
              marginTop: 12,
              maxWidth: 900,
              fontSize: 'clamp(2rem, 4.5vw, 3.25rem)',
              lineHeight: 1.15,
            }}
          >
            {content.hero.title}
          </Title>
          <Paragraph
            style={{
              maxWidth: 760,
              fontSize: 'clamp(1rem, 1.6vw, 1.2rem)',
              color: token.colorText,
            }}
          >
            {content.hero.subtitle}
          </Paragraph>
          <Flex wrap gap="middle" style={{ marginTop: 24 }}>
            <ButtonLink to="/signup" type="primary" size="large">
              {content.hero.primaryCta}
            </ButtonLink>
            <ButtonLink to="/pricing" size="large">
              {content.hero.secondaryCta}
            </ButtonLink>
          </Flex>
        </div>
      </section>

      <section aria-labelledby="home-features-title" style={sectionStyle}>
        <div style={containerStyle}>
          <SectionIntro
            id="home-features-title"
            title={content.featuresSection.title}
            subtitle={content.featuresSection.subtitle}
          />
          <ul style={{ ...listResetStyle, ...autoGrid(280) }}>
            {content.features.map((feature) => {
              const Icon = FEATURE_ICONS[feature.icon];
              return (
                <li key={feature.icon}>
                  <Card style={{ height: '100%' }}>
                    <span aria-hidden="true">
                      <Icon style={{ fontSize: 28, color: token.colorPrimary }} />
                    </span>
                    <Title level={3} style={{ fontSize: 18, marginTop: 12 }}>
                      {feature.title}
                    </Title>
                    <Paragraph type="secondary" style={{ marginBottom: 0 }}>
                      {feature.description}
                    </Paragraph>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="home-compliance-title"
        style={{ ...sectionStyle, background: token.colorFillAlter }}
      >
        <div style={containerStyle}>
          <SectionIntro
            id="home-compliance-title"
            title={content.compliance.title}
            subtitle={content.compliance.subtitle}
          />
          <ul style={{ ...listResetStyle, ...autoGrid(320, 24) }}>
            {content.compliance.points.map((point) => (
              <li key={point.title}>
                <Flex gap={12} align="flex-start">
                  <span aria-hidden="true">
                    <CheckCircleOutlined
                      style={{ fontSize: 20, color: token.colorSuccess, marginTop: 3 }}
                    />
                  </span>
                  <div>
                    <Text strong style={{ display: 'block', fontSize: 16 }}>
                      {point.title}
                    </Text>
                    <Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 4 }}>
                      {point.description}
                    </Paragraph>
                  </div>
                </Flex>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-audiences-title" style={sectionStyle}>
        <div style={containerStyle}>
          <Title
            level={2}
            id="home-audiences-title"
            style={{ ...sectionTitleStyle, marginBottom: 32 }}
          >
            {content.audiences.title}
          </Title>
          <ul style={{ ...listResetStyle, ...autoGrid(240) }}>
            {content.audiences.items.map((audience) => (
              <li key={audience.title}>
                <Card
                  variant="borderless"
                  style={{ height: '100%', background: token.colorFillAlter }}
                >
                  <Title level={3} style={{ fontSize: 18 }}>
                    {audience.title}
                  </Title>
                  <Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    {audience.description}
                  </Paragraph>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-faq-title" style={{ ...sectionStyle, paddingTop: 0 }}>
        <div style={{ ...containerStyle, maxWidth: 880 }}>
          <Title level={2} id="home-faq-title" style={{ ...sectionTitleStyle, marginBottom: 24 }}>
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
        </div>
      </section>

      <section
        aria-labelledby="home-closing-title"
        style={{ ...sectionStyle, background: token.colorPrimaryBg, textAlign: 'center' }}
      >
        <div style={{ ...containerStyle, maxWidth: 760 }}>
          <Title level={2} id="home-closing-title" style={sectionTitleStyle}>
            {content.closing.title}
          </Title>
          <Paragraph style={{ fontSize: 16 }}>{content.closing.subtitle}</Paragraph>
          <Flex wrap gap="middle" justify="center" style={{ marginTop: 24 }}>
            <ButtonLink to="/signup" type="primary" size="large">
              {content.closing.cta}
            </ButtonLink>
            <ButtonLink to="/pricing" size="large">
              {content.closing.secondaryCta}
            </ButtonLink>
          </Flex>
        </div>
      </section>
    </div>
  );
}
