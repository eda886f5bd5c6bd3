import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { type LegalDocumentId, legalDocuments, publicUiStrings } from '../../content';
import {
  anchorTargetStyle,
  containerStyle,
  formatIsoDate,
  slugify,
  useDocumentTitle,
  usePublicLanguage,
} from './public-page-kit';

const { Title, Paragraph, Text } = Typography;

const BULLET_PREFIX = '- ';

/** Renders paragraphs, grouping consecutive "- " paragraphs into one bulleted list. */
function renderParagraphs(paragraphs: string[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let bullets: string[] = [];
  const flushBullets = () => {
    if (bullets.length === 0) return;
    const items = bullets;
    nodes.push(
      <ul key={`list-${nodes.length}`} style={{ paddingInlineStart: 24, marginBottom: 16 }}>
        {items.map((item) => (
          <li key={item} style={{ marginBottom: 6 }}>
            {item}
          </li>
        ))}
      </ul>,
    );
    bullets = [];
  };
  for (const paragraph of paragraphs) {
    if (paragraph.startsWith(BULLET_PREFIX)) {
      bullets.push(paragraph.slice(BULLET_PREFIX.length));
      continue;
    }
    flushBullets();
    nodes.push(<Paragraph key={`p-${nodes.length}`}>{paragraph}</Paragraph>);
  }
  flushBullets();
  return nodes;
}

/** One anchor id per section, derived from its heading and unique within the document. */
function sectionIds(headings: string[]): string[] {
  const seen = new Set<string>();
  return headings.map((heading, index) => {
    let id = slugify(heading) || `section-${index + 1}`;
    if (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    return id;
  });
}

export default function LegalPage({ doc }: { doc: LegalDocumentId }) {
  const language = usePublicLanguage();
  const legalDoc = legalDocuments[doc][language];
  const ui = publicUiStrings[language];
  const { token } = theme.useToken();
  useDocumentTitle(legalDoc.title);

  const ids = sectionIds(legalDoc.sections.map((section) => section.heading));

  return (
    <article
      data-testid="legal-document"
      aria-labelledby="legal-document-title"
      style={{ ...containerStyle, maxWidth: 860, paddingBlock: 'clamp(32px, 6vw, 64px)' }}
    >
      <header style={{ marginBottom: 32 }}>
        <Title
          id="legal-document-title"
          style={{ ...anchorTargetStyle, fontSize: 'clamp(1.9rem, 4vw, 2.5rem)' }}
        >
          {legalDoc.title}
        </Title>
        <Text type="secondary">
          {ui.lastUpdated}:{' '}
          <time dateTime={legalDoc.updatedAt}>{formatIsoDate(legalDoc.updatedAt, language)}</time>
        </Text>
        <Paragraph style={{ fontSize: 17, marginTop: 16, marginBottom: 0 }}>
          {legalDoc.summary}
        </Paragraph>
      </header>

      <nav
        aria-labelledby="legal-toc-title"
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillAlter,
          padding: '16px 20px',
          marginBottom: 40,
        }}
      >
        <Title level={2} id="legal-toc-title" style={{ fontSize: 18, marginTop: 0 }}>
          {ui.tableOfContents}
        </Title>
        <ol style={{ paddingInlineStart: 24, margin: 0 }}>
          {legalDoc.sections.map((section, index) => (
            <li key={ids[index]} style={{ marginBottom: 4 }}>
              <a href={`#${ids[index]}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>

      {legalDoc.sections.map((section, index) => (
        <section key={ids[index]} aria-labelledby={ids[index]} style={{ marginBottom: 32 }}>
          <Title level={2} id={ids[index]} style={{ ...anchorTargetStyle, fontSize: 22 }}>
            {`${index + 1}. ${section.heading}`}
          </Title>
          {renderParagraphs(section.paragraphs)}
        </section>
      ))}

      <Paragraph style={{ marginTop: 48 }}>
        <a href="#legal-document-title">{ui.backToTop}</a>
      </Paragraph>
    </article>
  );
}
