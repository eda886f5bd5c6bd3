import { Alert, Table } from 'antd';
import { type CalendarT, useCalendarTranslation } from '../calendar-texts';

/** What an import answers, simulated or not; `updated` when it corrects kept records too. */
export interface ImportResult {
  total_rows: number;
  created: number;
  updated?: number;
  unchanged: number;
  rejected: { row: number; errors: Record<string, string[]> }[];
  dry_run: boolean;
}

/**
 * The one-line result: each count its own plural phrase ("1 rejeitada", "2 rejeitadas"), since
 * i18next pluralises on `count` only; a file with only a header says so instead of "0 linhas".
 */
export function importSummary(t: CalendarT, result: ImportResult): string {
  if (result.total_rows === 0) return t('import.noRows');
  const phrases = {
    rows: t('import.rows', { count: result.total_rows }),
    created: t(result.dry_run ? 'import.wouldCreate' : 'import.created', {
      count: result.created,
    }),
    unchanged: t('import.unchanged', { count: result.unchanged }),
    rejected: t('import.rejected', { count: result.rejected.length }),
  };
  if (result.updated === undefined) return t('import.summary', phrases);
  return t('import.summaryUpdated', {
    ...phrases,
    updated: t(result.dry_run ? 'import.wouldUpdate' : 'import.updated', {
      count: result.updated,
    }),
  });
}

export interface RejectedLine {
  key: string;
  row: number;
  field: string;
  message: string;
}

/** One line per problem: a row rejected for two fields gives two lines, each with its message. */
export function rejectedLines(result: Pick<ImportResult, 'rejected'>): RejectedLine[] {
  return result.rejected.flatMap(({ row, errors }) =>
    Object.entries(errors).flatMap(([field, messages]) =>
      messages.map((message, k) => ({ key: `${row}|${field}|${k}`, row, field, message })),
    ),
  );
}

/**
 * What a simulation or an import did: the counts, then every rejected row's reasons, each field
 * named as the form names it (`fieldLabels`, by the API's field; an unknown one shows as is).
 */
export function ImportReport({
  result,
  fieldLabels,
  testId,
}: {
  result: ImportResult;
  fieldLabels: Readonly<Record<string, string>>;
  testId: string;
}) {
  const { t } = useCalendarTranslation();
  const lines = rejectedLines(result);
  return (
    <div className="import-result" data-testid={testId}>
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
                render: (_: unknown, line) =>
                  Object.hasOwn(fieldLabels, line.field) ? fieldLabels[line.field] : line.field,
              },
              { key: 'message', dataIndex: 'message', title: t('import.reason') },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
