import type { LegalFileReport } from '@ponteiro/shared';
import { Descriptions, Space, Tag } from 'antd';
import { useReportsTranslation } from './texts';

type ReportsT = ReturnType<typeof useReportsTranslation>['t'];

/** `type3` (AFD) and `05` (AEJ) are record types; `lines` counts the file's lines. */
function countLabel(name: string, t: ReportsT): string {
  if (name === 'lines') return t('legalFiles.summary.lines');
  const type = /^(?:type)?(\d+)$/.exec(name)?.[1];
  return type ? t('legalFiles.summary.recordType', { type }) : name;
}

/** Problems per field (`crc: 12`) as tags, or "none". */
function ByField({ counts, color }: { counts: Record<string, number>; color: string }) {
  const { t } = useReportsTranslation();
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return <span className="cell-muted">{t('legalFiles.none')}</span>;
  return (
    <Space wrap size={[4, 4]}>
      {entries.map(([field, n]) => (
        <Tag key={field} color={color}>
          {field}: {n}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * What a person reads first: the layout and REP generation recognised, the CRC variant the
 * records matched (AFD only: the AEJ has none), the record counts and the problems per field.
 */
export function LegalFileSummary({ report }: { report: LegalFileReport }) {
  const { t } = useReportsTranslation();
  const { summary } = report;
  const items = [
    {
      key: 'layout',
      label: t('legalFiles.summary.layout'),
      children: (
        <>
          {t(`legalFiles.layouts.${summary.layout}`)}
          {summary.partial ? (
            <Tag className="legal-file-summary__partial">{t('legalFiles.summary.partial')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'rep',
      label: t('legalFiles.summary.rep'),
      children: summary.rep ?? t('legalFiles.summary.repUnknown'),
    },
    ...(report.kind === 'afd'
      ? [
          {
            key: 'crc',
            label: t('legalFiles.summary.crc'),
            children: summary.crc ?? t('legalFiles.summary.crcNone'),
          },
        ]
      : []),
    {
      key: 'counts',
      label: t('legalFiles.counts'),
      children: (
        <Space wrap size={[4, 4]} className="legal-file-counts">
          {Object.entries(report.counts).map(([name, n]) => (
            <Tag key={name}>
              {countLabel(name, t)}: {n}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'errors',
      label: t('legalFiles.summary.errorsByField'),
      children: <ByField counts={summary.errorsByField} color="red" />,
    },
    {
      key: 'warnings',
      label: t('legalFiles.summary.warningsByField'),
      children: <ByField counts={summary.warningsByField} color="orange" />,
    },
  ];
  return (
    <Descriptions
      data-testid="legal-file-summary"
      className="legal-file-summary"
      title={t('legalFiles.summary.title')}
      size="small"
      bordered
      column={1}
      items={items}
    />
  );
}
