/**
 * Words anyone guessing a password for this product tries first: its name and its domain, in
 * Portuguese and English, with the usual digit-for-letter swaps undone before comparing.
 */
export const PRODUCT_WORDS: readonly string[] = [
  'ponteiro',
  'ponto',
  'pontoeletronico',
  'relogio',
  'relogiodeponto',
  'marcacao',
  'batida',
  'jornada',
  'frequencia',
  'timesheet',
  'timeclock',
];
