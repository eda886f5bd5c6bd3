import type { EmployeeImportResult } from '@ponteiro/shared';
import type { TFunction } from 'i18next';

/**
 * The one-line result of an import. Each count is its own plural phrase ("1 rejeitada",
 * "2 rejeitadas"), because i18next pluralises on `count` only. An untouched template has no rows
 * under the header: say that, rather than "0 linhas".
 */
export function importSummary(
  t: TFunction<'employees'>,
  result: Pick<
    EmployeeImportResult,
    'dry_run' | 'total_rows' | 'created' | 'updated' | 'unchanged' | 'rejected'
  >,
): string {
  if (result.total_rows === 0) return t('import.noRows');
  return t('import.summary', {
    rows: t('import.rows', { count: result.total_rows }),
    created: t(result.dry_run ? 'import.wouldCreate' : 'import.created', { count: result.created }),
    updated: t('import.updated', { count: result.updated }),
    unchanged: t('import.unchanged', { count: result.unchanged }),
    rejected: t('import.rejected', { count: result.rejected.length }),
  });
}
