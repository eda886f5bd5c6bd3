import { employees } from '@ponteiro/db';
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/search-pattern.js';

// PGlite has no unaccent extension, so names are folded with translate() of the accented letters
// used in Portuguese (and a few neighbours). Upper-case ones are listed too: lower() only folds
// ASCII under the C locale.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = [...ACCENTED]
  .map((c) => c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
  .join('');

/** lower() + accents removed, the same on the column and on the search term. */
const fold = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}::text, ${PLAIN}::text)`;

/** The name as it sorts: accents and case do not move anyone (Ângela before Bruno everywhere). */
export const sortableName = fold(sql`${employees.name}`);

/**
 * The employee search: the name, ignoring case and accents; the CPF by its digits when the term
 * looks like a (partial, possibly masked) CPF; the registration anywhere, ignoring case.
 */
export function employeeSearch(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  const conditions = [
    sql`${fold(sql`${employees.name}`)} like ${fold(sql`${pattern}::text`)}`,
    ilike(employees.registration, pattern),
  ];
  const digits = trimmed.replace(/\D/g, '');
  if (digits && /^[\d.\-/\s]+$/.test(trimmed)) {
    conditions.push(sql`${employees.cpf} like ${containsPattern(digits)}`);
  }
  return or(...conditions);
}
