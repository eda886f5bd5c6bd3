import type { ReportKind, ReportPerson, ReportSelection } from '@ponteiro/shared';
import { Alert, Card, Spin, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ListError } from '../../components/resource/list-search';
import { ReportExport } from '../../features/report-jobs/report-export';
import { ReportFiltersBar, useReportFilters } from '../../features/report-jobs/report-filters';
import { formatMinutes } from '../timesheets/timesheet/minutes';
import type { PageChoice } from './figures-query';
import { useReportFiguresTranslation } from './figures-texts';
import './figures.css';

// What the three figures screens share: the page around them (title, filters, the file buttons),
// the states of an answer, the people cells, minutes and rates as they read.

/** "-1:30", "12:00": minutes as hours and minutes. */
export const minutes = (value: number) => formatMinutes(value);

/** "+1:30" for a movement into the bank, "-0:45" out of it, "0:00" for none. */
export const signedMinutes = (value: number) =>
  value > 0 ? `+${formatMinutes(value)}` : formatMinutes(value);

/** 12.5 → "12,5%" (pt) / "12.5%"; null (nothing scheduled) → "—". */
export function usePercent() {
  const { t, i18n } = useReportFiguresTranslation();
  const locale = i18n.language === 'pt' ? 'pt-BR' : 'en-US';
  return (value: number | null) =>
    value === null
      ? t('summary.noRate')
      : t('summary.percent', {
          value: value.toLocaleString(locale, { maximumFractionDigits: 2 }),
        });
}

/** The page of a list, back to the first whenever the selection changes. */
export function usePaging(selection: ReportSelection | null) {
  const key = JSON.stringify(selection);
  const [state, setState] = useState<{ key: string } & PageChoice>({
    key,
    page: 1,
    page_size: 25,
  });
  const paging: PageChoice =
    state.key === key
      ? { page: state.page, page_size: state.page_size }
      : { page: 1, page_size: state.page_size };
  return {
    paging,
    change: (page: number, pageSize: number) =>
      setState({
        key,
        page: pageSize === paging.page_size ? page : 1,
        page_size: pageSize,
      }),
  };
}

export function PersonCell({ person }: { person: ReportPerson }) {
  const { t } = useReportFiguresTranslation();
  return (
    <span>
      {person.name}
      {person.registration ? (
        <span className="cell-muted figures-sub">
          {t('common.registration', { registration: person.registration })}
        </span>
      ) : null}
    </span>
  );
}

export function FigureCard({
  title,
  value,
  testId,
  danger = false,
}: {
  title: string;
  value: string | number;
  testId?: string;
  danger?: boolean;
}) {
  return (
    <Card size="small" data-testid={testId}>
      <Statistic
        title={title}
        value={value}
        styles={{ content: { color: danger ? 'var(--ant-color-error)' : undefined } }}
      />
    </Card>
  );
}

/**
 * One figures screen: title, the shared filters (kept in the address), the file buttons (report
 * jobs, also in Downloads), then what the screen draws for the filters' selection.
 */
export function FiguresPage({
  kind,
  testId,
  title,
  subtitle,
  children,
}: {
  kind: ReportKind;
  testId: string;
  title: string;
  subtitle: string;
  children: (selection: ReportSelection | null, everyone: boolean) => ReactNode;
}) {
  const { t } = useReportFiguresTranslation();
  const filters = useReportFilters(kind);
  return (
    <section className="page-card page-card--wide figures-page" data-testid={testId}>
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
      </div>
      <ReportFiltersBar filters={filters} />
      <div className="figures-export">
        <ReportExport kind={kind} selection={filters.selection} />
      </div>
      {filters.everyone ? null : (
        <Alert className="figures-notice" type="info" showIcon title={t('common.ownOnly')} />
      )}
      {filters.selection === null ? (
        <Alert
          className="figures-notice"
          type="info"
          showIcon
          title={t('common.incomplete')}
          data-testid="figures-incomplete"
        />
      ) : null}
      {children(filters.selection, filters.everyone)}
    </section>
  );
}

/** Loading (the first answer), or the error with a way to ask again. */
export function AnswerState({
  loading,
  error,
  retry,
}: {
  loading: boolean;
  error: Error | null;
  retry: () => void;
}) {
  const { t } = useReportFiguresTranslation();
  return (
    <>
      <ListError error={error} retry={retry} />
      {loading ? (
        <div className="figures-loading" role="status" data-testid="figures-loading">
          <Spin /> <span className="cell-muted">{t('common.loading')}</span>
        </div>
      ) : null}
    </>
  );
}
