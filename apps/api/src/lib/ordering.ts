import { AppError } from '@ponteiro/shared';

/**
 * `ordering` of a list query (`name`, `-created_at`…) → the allowed entry it names and the
 * direction; absent → `fallback`. The allow-list is read with own properties only, so
 * `__proto__`, `constructor` or `toString` are unknown fields (a 400 on `ordering`), never
 * `Object.prototype` handed to the query builder (a 500 before).
 */
export function pickOrdering<K extends string, V>(
  ordering: string | undefined,
  allowed: Readonly<Record<K, V>>,
  fallback: NoInfer<K>,
): { field: K; value: V; descending: boolean } {
  const descending = ordering?.startsWith('-') ?? false;
  const field = ordering ? ordering.replace(/^-/, '') : fallback;
  if (!Object.hasOwn(allowed, field)) {
    throw new AppError('validation_error', { fieldErrors: { ordering: ['validation.ordering'] } });
  }
  return { field: field as K, value: allowed[field as K], descending };
}
