import { type SQL, sql } from 'drizzle-orm';

// No extension (unaccent) is needed on PGlite or PostgreSQL: text is folded with translate() of
// the accented letters used in Portuguese (and a few neighbours). Upper-case ones are listed too:
// lower() only folds ASCII under the C locale.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = [...ACCENTED]
  .map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
  .join('');

/**
 * lower() + accents removed. The letters are SQL literals, not parameters, so the stored
 * employees.sort_name and a search term fold exactly alike (neither holds a quote to escape).
 */
export const foldText = (value: SQL): SQL =>
  sql`translate(lower(${value}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
