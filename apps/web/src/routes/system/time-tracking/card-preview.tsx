import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { punch as punchEn } from '../../../i18n/locales/en-US/punch';
import { punch as punchPt } from '../../../i18n/locales/pt/punch';
import { useTimeTrackingTranslation } from './texts';

interface Props {
  wordingPt: string | undefined;
  wordingEn: string | undefined;
  locationRequired: boolean;
  photoAsked: boolean;
}

/** One language's card: its title, the company's wording (or the product's) and the button. */
function PreviewCard(props: {
  lang: 'pt' | 'en-US';
  label: string;
  wording: string | undefined;
  texts: typeof punchPt | typeof punchEn;
  tags: string[];
}) {
  const wording = props.wording?.trim();
  return (
    <figure
      className="page-card"
      lang={props.lang}
      style={{ margin: 0, flex: '1 1 260px', minWidth: 0 }}
      data-testid={`card-preview-${props.lang}`}
    >
      <figcaption className="page-subtitle">{props.label}</figcaption>
      <p style={{ fontWeight: 600, margin: '4px 0' }}>
        <ClockCircleOutlined aria-hidden="true" /> {props.texts.card.title}
      </p>
      <p style={{ overflowWrap: 'anywhere', margin: '4px 0' }}>
        {wording ? wording : props.texts.card.subtitle}
      </p>
      <div style={{ marginBottom: 8 }}>
        {props.tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </div>
      <Button type="primary" tabIndex={-1} aria-hidden="true">
        {props.texts.card.button}
      </Button>
    </figure>
  );
}

/** The punch card as employees will see it, in both languages, updated as the owner types. */
export function CardPreview({ wordingPt, wordingEn, locationRequired, photoAsked }: Props) {
  const { t } = useTimeTrackingTranslation();
  const tags = [
    ...(locationRequired ? [t('wording.locationAsked')] : []),
    ...(photoAsked ? [t('wording.photoAsked')] : []),
  ];
  return (
    <section aria-labelledby="time-tracking-preview">
      <p id="time-tracking-preview" className="page-subtitle">
        {t('wording.preview')}
      </p>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <PreviewCard
          lang="pt"
          label={t('wording.previewPt')}
          wording={wordingPt}
          texts={punchPt}
          tags={tags}
        />
        <PreviewCard
          lang="en-US"
          label={t('wording.previewEn')}
          wording={wordingEn}
          texts={punchEn}
          tags={tags}
        />
      </div>
    </section>
  );
}
