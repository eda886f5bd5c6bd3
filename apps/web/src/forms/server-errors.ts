import type { FormInstance } from 'antd';
import { isApiError } from '../api/api-error';
import { i18n } from '../i18n';

/**
 * Puts the API's field errors next to the form's fields; returns the message to show above the
 * form for everything else (undefined when every error went to a field).
 */
export function applyServerErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): string | undefined {
  if (!isApiError(error)) return i18n.t('http.genericError');
  const known = Object.entries(error.fieldErrors).filter(([name]) => fields.includes(name));
  if (known.length > 0) {
    form.setFields(known.map(([name, errors]) => ({ name, errors })));
    return undefined;
  }
  return error.message;
}
