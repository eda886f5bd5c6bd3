import type { FormInstance } from 'antd';
import { isApiError } from '../../api/api-error';
import { i18n } from '../../i18n';

/** A form field's name as antd takes it: `'name'`, `['steps', 0, 'role']`. */
export type FieldName = string | (string | number)[];

/**
 * The API's field errors (keys are body paths: `name`, `conditions.subsidiary_ids`,
 * `steps.1.user_ids`) next to the form's fields, where `fieldOf` knows the field; returns the
 * message for above the form (the rest), undefined when every error went to a field.
 */
export function placeServerErrors(
  form: FormInstance,
  error: unknown,
  fieldOf: (path: (string | number)[]) => FieldName | undefined,
): string | undefined {
  if (!isApiError(error)) return i18n.t('http.genericError');
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return error.message;
  const placed: { name: FieldName; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [path, errors] of entries) {
    const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const name = fieldOf(parts);
    if (name === undefined) rest.push(...errors);
    else placed.push({ name, errors });
  }
  if (placed.length > 0) form.setFields(placed);
  return rest.length > 0 ? rest.join(' ') : undefined;
}
