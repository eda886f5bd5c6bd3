import { endpoints } from '@ponteiro/shared';
import { queryKeyOf } from '../../../api/operations';
import { useLanguage } from '../../../i18n/use-language';
import { useCalendarTranslation } from '../calendar-texts';
import { ImportDialog } from '../import/import-dialog';
import { exampleCsv } from './example-csv';

/**
 * Holidays from a CSV or an xlsx, the example dated in the year on screen; a real import refreshes
 * the list and the calendar (they share the list's key prefix).
 */
export function HolidayImportDialog({ year, onClose }: { year: number; onClose: () => void }) {
  const { t } = useCalendarTranslation();
  const { language } = useLanguage();
  return (
    <ImportDialog
      operation={endpoints.timePolicy.importHolidays}
      title={t('import.title')}
      intro={t('import.intro')}
      example={() => exampleCsv(language, year)}
      // The file's columns as the form names them (`subsidiary_id` is the workplace).
      fieldLabels={{
        row: t('form.row'),
        date: t('form.date'),
        name: t('form.name'),
        scope: t('form.scope'),
        state: t('form.state'),
        city: t('form.city'),
        subsidiary_id: t('form.workplace'),
        recurring: t('form.recurring'),
      }}
      testId="holiday-import"
      invalidates={queryKeyOf(endpoints.timePolicy.holidays.list)}
      onClose={onClose}
    />
  );
}
