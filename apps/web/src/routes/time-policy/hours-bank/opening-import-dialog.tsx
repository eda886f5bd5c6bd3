import { endpoints } from '@ponteiro/shared';
import { queryKeyOf } from '../../../api/operations';
import { useLanguage } from '../../../i18n/use-language';
import { useCalendarTranslation } from '../calendar-texts';
import { ImportDialog } from '../import/import-dialog';
import { openingExampleCsv } from './opening-example-csv';

/**
 * Opening balances from a CSV or an xlsx, the employee by CPF or registration: new ones added,
 * kept ones (same employee and date) corrected; a real import refreshes the list.
 */
export function OpeningImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCalendarTranslation();
  const { language } = useLanguage();
  return (
    <ImportDialog
      operation={endpoints.timePolicy.importOpenings}
      title={t('openingsImport.title')}
      intro={t('openingsImport.intro')}
      example={() => openingExampleCsv(language, new Date().getFullYear())}
      fieldLabels={{
        row: t('form.row'),
        cpf: t('openings.cpf'),
        registration: t('openings.registration'),
        employee_id: t('openings.employee'),
        as_of: t('openings.date'),
        minutes: t('openings.balance'),
        note: t('openings.note'),
      }}
      testId="opening-import"
      invalidates={queryKeyOf(endpoints.timePolicy.hoursBankOpenings.list)}
      onClose={onClose}
    />
  );
}
