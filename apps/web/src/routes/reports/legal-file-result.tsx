import type { LegalFileReport } from '@ponteiro/shared';
import { Alert, Button, Table, Tabs } from 'antd';
import type { legalFileProblems } from '../../i18n/locales/pt/legal-file-problems';
import { LegalFileSummary } from './legal-file-summary';
import { useReportsTranslation } from './texts';

type Problem = LegalFileReport['errors'][number];
type ProblemCode = keyof typeof legalFileProblems;

/**
 * A problem in the screen's language: its code translated with its values (the validator's
 * English `message` only for a problem without a known code).
 */
export function useProblemText(): (problem: Problem) => string {
  const { t, i18n } = useReportsTranslation();
  return (problem) => {
    const key = `legalFiles.problems.${problem.code as ProblemCode}` as const;
    if (!problem.code || !i18n.exists(key, { ns: 'reports' })) return problem.message;
    // The values are plain text (a field's raw content), never markup: React escapes them.
    return String(t(key, { ...problem.params, interpolation: { escapeValue: false } }));
  };
}

/** One list of problems (errors or warnings), line by line. */
function ProblemTable({ problems }: { problems: Problem[] }) {
  const { t } = useReportsTranslation();
  const text = useProblemText();
  return (
    <Table<Problem>
      size="small"
      rowKey={(p) => `${p.line}:${p.field}:${p.message}`}
      dataSource={problems}
      pagination={problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      columns={[
        { key: 'line', dataIndex: 'line', title: t('legalFiles.line'), width: 90 },
        { key: 'field', dataIndex: 'field', title: t('legalFiles.field'), width: 200 },
        {
          key: 'message',
          title: t('legalFiles.message'),
          render: (_: unknown, problem: Problem) => text(problem),
        },
      ]}
    />
  );
}

/**
 * The verdict, then the summary, then errors and warnings in tabs of their own. Warnings are
 * accepted deviations: a file with only warnings is valid.
 */
export function LegalFileResult({
  report,
  onAnother,
}: {
  report: LegalFileReport;
  onAnother: () => void;
}) {
  const { t } = useReportsTranslation();
  const file = report.filename;
  const warnings = report.warnings.length;
  const message = !report.valid
    ? t('legalFiles.invalid', { file, count: report.errors.length })
    : warnings > 0
      ? t('legalFiles.validWithWarnings', { file, count: warnings })
      : t('legalFiles.valid', { file });
  const tabs = [
    ...(report.errors.length > 0
      ? [
          {
            key: 'errors',
            label: t('legalFiles.errorsTab', { count: report.errors.length }),
            children: <ProblemTable problems={report.errors} />,
          },
        ]
      : []),
    ...(warnings > 0
      ? [
          {
            key: 'warnings',
            label: t('legalFiles.warningsTab', { count: warnings }),
            children: <ProblemTable problems={report.warnings} />,
          },
        ]
      : []),
  ];
  return (
    <div data-testid="legal-file-result">
      <Alert
        showIcon
        type={report.valid ? 'success' : 'error'}
        title={message}
        action={<Button onClick={onAnother}>{t('legalFiles.another')}</Button>}
      />
      <LegalFileSummary report={report} />
      {tabs.length > 0 ? <Tabs className="legal-file-problems" items={tabs} /> : null}
    </div>
  );
}
