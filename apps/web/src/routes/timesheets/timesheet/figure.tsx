import type { ExplainData } from '@ponteiro/shared';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTimesheetsTranslation } from '../texts';
import { entriesFor, explainText } from './explain';

/** The explanation lines of a figure, one per entry (also the day-details list). */
export function ExplainLines({ entries }: { entries: readonly ExplainData[] }) {
  const { t } = useTimesheetsTranslation();
  return (
    <ul className="ts-explain">
      {entries.map((entry) => (
        <li key={`${entry.field}|${entry.rule}|${entry.minutes}`}>{explainText(t, entry)}</li>
      ))}
    </ul>
  );
}

/**
 * A figure of the grid; when the engine explained it, hovering shows how it came out (the entries
 * of the day's `explain` for `fields`) and the figure is underlined with dots.
 */
export function Figure({
  explain,
  fields,
  children,
  testId,
}: {
  explain: readonly ExplainData[];
  fields: readonly string[];
  children: ReactNode;
  testId?: string;
}) {
  const entries = entriesFor(explain, fields);
  if (entries.length === 0) {
    return (
      <span className="ts-figure" data-testid={testId}>
        {children}
      </span>
    );
  }
  return (
    <Tooltip title={<ExplainLines entries={entries} />}>
      <span className="ts-figure ts-figure--explained" data-testid={testId}>
        {children}
      </span>
    </Tooltip>
  );
}
