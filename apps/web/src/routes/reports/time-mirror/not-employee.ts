import { isApiError } from '../../../api/api-error';
import { i18n } from '../../../i18n';

/**
 * Whether the own-timesheet answer says the caller is not an employee of the company: a 404, or
 * the `validation.no_employee` refusal (400/422, its message already in the UI's language).
 */
export function isNotEmployee(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  if (error.status === 404) return true;
  return (
    (error.status === 400 || error.status === 422) &&
    error.message === i18n.t('validation.no_employee')
  );
}
