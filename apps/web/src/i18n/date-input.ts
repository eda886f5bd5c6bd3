import type { Language } from '@ponteiro/shared';

/**
 * How a date is typed in each language: the dayjs `format` a date picker parses and shows, and
 * the placeholder spelled in the reader's words (Portuguese says "AAAA" for the year).
 */
export const DATE_INPUT: Record<Language, { format: string; placeholder: string }> = {
  pt: { format: 'DD/MM/YYYY', placeholder: 'DD/MM/AAAA' },
  'en-US': { format: 'MM/DD/YYYY', placeholder: 'MM/DD/YYYY' },
};

/** Props for an antd DatePicker in `language`. */
export function datePickerProps(language: Language): { format: string; placeholder: string } {
  return DATE_INPUT[language];
}
