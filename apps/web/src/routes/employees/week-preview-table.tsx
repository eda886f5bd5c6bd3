import type { DayFigures } from '@ponteiro/time-engine';
import { Table, type TableColumnsType, Tag } from 'antd';
import { formatDate } from '../../i18n/format';
import { useEmployeesTranslation } from './texts';
import { hhmm, type PreviewFlag, type PreviewRow } from './week-preview';

/** The four minute columns, in order: each row's figure and the week's total share the key. */
const FIGURES = [
  'scheduledMinutes',
  'workedMinutes',
  'nightMinutes',
  'nightCreditedMinutes',
] as const;
const HEADERS = {
  scheduledMinutes: 'preview.scheduled',
  workedMinutes: 'preview.worked',
  nightMinutes: 'preview.night',
  nightCreditedMinutes: 'preview.nightCredited',
} as const;
/** Days off and holidays are information; what the law flags about the schedule is a warning. */
const FLAG_COLORS: Record<PreviewFlag, string | undefined> = {
  holiday: 'blue',
  rest_day: 'default',
  day_off: 'default',
  no_schedule: 'orange',
  night_extended: 'purple',
  break_short: 'gold',
  rest_11h: 'gold',
};

/** The preview's compact table: a row per day (Monday first) and the week's totals, in HH:MM. */
export function WeekPreviewTable({ rows, totals }: { rows: PreviewRow[]; totals: DayFigures }) {
  const { t } = useEmployeesTranslation();
  const columns: TableColumnsType<PreviewRow> = [
    {
      key: 'day',
      title: t('preview.day'),
      width: 140,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_: unknown, row: PreviewRow) =>
        `${t(`preview.weekdays.${row.weekday}`)} ${formatDate(row.date)}`,
    },
    {
      key: 'pairs',
      title: t('preview.pairs'),
      render: (_: unknown, row: PreviewRow) => (row.pairs.length > 0 ? row.pairs.join(' · ') : '—'),
    },
    ...FIGURES.map((figure) => ({
      key: figure,
      title: t(HEADERS[figure]),
      align: 'right' as const,
      width: 96,
      render: (_: unknown, row: PreviewRow) => hhmm(row[figure]),
    })),
    {
      key: 'flags',
      title: t('preview.flags'),
      render: (_: unknown, row: PreviewRow) =>
        row.flags.map((flag) => (
          <Tag key={flag} color={FLAG_COLORS[flag]}>
            {t(`preview.flag.${flag}`)}
          </Tag>
        )),
    },
  ];
  return (
    <>
      <Table<PreviewRow>
        size="small"
        rowKey="date"
        pagination={false}
        columns={columns}
        dataSource={rows}
        data-testid="preview-table"
        summary={() => (
          <Table.Summary.Row data-testid="preview-totals">
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>{t('preview.total')}</strong>
            </Table.Summary.Cell>
            {FIGURES.map((figure, k) => (
              <Table.Summary.Cell key={figure} index={k + 2} align="right">
                <strong>{hhmm(totals[figure])}</strong>
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        )}
      />
      <p className="cell-muted" style={{ marginTop: 8 }}>
        {t('preview.creditedHelp')}
      </p>
    </>
  );
}
