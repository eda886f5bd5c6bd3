import type { TFunction } from 'i18next';

/** The API's translated message of a failed save (or the generic one when there was no answer). */
export function errorMessageOf(caught: unknown, t: TFunction<'personalization'>): string {
  return caught instanceof Error && caught.message ? caught.message : t('http.genericError');
}
