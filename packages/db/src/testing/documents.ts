import { generateCnpj, generateCpf, generatePis } from '../seed/documents.js';

// Valid, distinct documents for factory rows. Random rather than seeded: tests in one database
// create many companies and employees, and a fixed sequence would repeat across test files that
// share a template. Collisions are negligible (10^8 CNPJ roots, 10^9 CPF bases per company).

const random = Math.random;

export const anyCnpj = (): string => generateCnpj(random);
export const anyCpf = (): string => generateCpf(random);
export const anyPis = (): string => generatePis(random);

let counter = 0;
/** A short suffix unique in this process, for names and emails that must not repeat. */
export function unique(prefix = ''): string {
  counter += 1;
  return `${prefix}${counter.toString(36)}${Math.floor(random() * 36 ** 4).toString(36)}`;
}
