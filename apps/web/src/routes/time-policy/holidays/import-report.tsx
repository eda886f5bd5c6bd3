import type { HolidayImportResult } from '@ponteiro/shared';
import { Alert, Table } from 'antd';
import { type CalendarT, useCalendarTranslation } from '../calendar-texts';

/**
 * The one-line result: each count its own plural phrase ("1 rejeitada", "2 rejeitadas"), since
 * i18next pluralises on `count` only; a file with only a header says so instead of "0 linhas".
 */
export function importSummary(t: CalendarT, result: HolidayImportResult): string {
  if (result.total_rows === 0) return t('import.noRows');
  return t('import.summary', {
    rows: t('import.rows', { count: result.total_rows }),
    created: t(result.dry_run ? 'import.wouldCreate' : 'import.created', {
      count: result.created,
    }),
    unchanged: t('import.unchanged', { count: result.unchanged }),
    rejected: t('import.rejected', { count: result.rejected.length }),
  });
}

export interface RejectedLine {
  key: string;
  row: number;
  field: string;
  message: string;
}

/** One line per problem: a row rejected for two fields gives two lines, each with its message. */
export function rejectedLines(result: Pick<HolidayImportResult, 'rejected'>): RejectedLine[] {
  return result.rejected.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((message, k) => ({ key: `${row}|${field}|${k}`, row, field, message })),
    ),
  );
}

/** The file's columns as the form names them (`subsidiary_id` is the workplace). */
const FIELD_KEYS = {
  row: 'form.row',
  date: 'form.date',
  name: 'form.name',
  scope: 'form.scope',
  state: 'form.state',
  city: 'form.city',
  subsidiary_id: 'form.workplace',
  recurring: 'form.recurring',
} as const;

function fieldLabel(t: CalendarT, field: string): string {
  const key = FIELD_KEYS[field as keyof typeof FIELD_KEYS];
  return key ? t(key) : field;
}

/** What a simulation or an import did: the counts, then every rejected row's reasons. */
export function ImportReport({ result }: { result: HolidayImportResult }) {
  const { t } = useCalendarTranslation();
  const lines = rejectedLines(result);
  return (
    <div className="import-result" data-testid="holiday-import-result">
      <Alert
        showIcon
        type={lines.length > 0 || result.total_rows === 0 ? 'warning' : 'success'}
        title={result.dry_run ? t('import.simulated') : t('import.done')}
        description={importSummary(t, result)}
      />
      {lines.length > 0 ? (
        <>
          <h3 className="page-card__title">{t('import.rejectedTitle')}</h3>
          <Table<RejectedLine>
            size="small"
            rowKey="key"
            dataSource={lines}
            pagination={lines.length > 20 ? { pageSize: 20 } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('import.line'), width: 72 },
              {
                key: 'field',
                title: t('import.field'),
                width: 150,
                render: (_: unknown, line) => fieldLabel(t, line.field),
              },
              { key: 'message', dataIndex: 'message', title: t('import.reason') },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
