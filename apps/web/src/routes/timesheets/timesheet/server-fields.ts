import type { FormInstance } from 'antd';
import { isApiError } from '../../../api/api-error';
import { i18n } from '../../../i18n';

/**
 * The API's field errors next to the form's fields when their names differ (`punched_at` → the
 * time field, `from`/`to` → the period); returns the message for above the form, undefined when
 * every error went to a field.
 */
export function applyMappedErrors<V>(
  form: FormInstance<V>,
  error: unknown,
  fieldOf: Readonly<Record<string, keyof V & string>>,
): string | undefined {
  if (!isApiError(error)) return i18n.t('http.genericError');
  const known = Object.entries(error.fieldErrors).filter(([name]) => name in fieldOf);
  if (known.length === 0) return error.message;
  form.setFields(known.map(([name, errors]) => ({ name: fieldOf[name] as never, errors })));
  return undefined;
}
