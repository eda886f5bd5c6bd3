// The punches bench's people (punches.ts): a company, its workplaces and its employees with their
// users, written straight into the database the app migrated.
import { uuidv7 } from '@ponteiro/db';
import type pg from 'pg';
import { generateCnpj, generateCpf } from '../packages/db/src/seed/documents.js';
/** Inserts rows given as columns in one `insert … select from unnest(…)`. */
export async function insertColumns(
  client: pg.ClientBase,
  table: string,
  columns: Record<string, { type: string; values: unknown[] }>,
): Promise<void> {
  const names = Object.keys(columns);
  const unnest = names.map((n, i) => `$${i + 1}::${columns[n]!.type}[]`).join(', ');
  await client.query(
    `insert into ${table} (${names.join(', ')}) select * from unnest(${unnest})`,
    names.map((n) => columns[n]!.values),
  );
}

export interface Company {
  id: string;
  subsidiaryIds: string[];
}

/** A company with `subsidiaries` workplaces (valid CNPJs) and nobody in it yet. */
export async function createCompany(
  client: pg.ClientBase,
  random: () => number,
  name: string,
  subsidiaries: number,
): Promise<Company> {
  const id = uuidv7();
  await client.query(
    `insert into companies (id, employer_type, employer_id, legal_name) values ($1, 'cnpj', $2, $3)`,
    [id, generateCnpj(random), `${name} Ltda.`],
  );
  const subsidiaryIds = Array.from({ length: subsidiaries }, () => uuidv7());
  await insertColumns(client, 'subsidiaries', {
    company_id: { type: 'uuid', values: subsidiaryIds.map(() => id) },
    id: { type: 'uuid', values: subsidiaryIds },
    name: { type: 'text', values: subsidiaryIds.map((_, i) => `Filial ${i + 1}`) },
    employer_type: { type: 'text', values: subsidiaryIds.map(() => 'cnpj') },
    employer_id: { type: 'text', values: subsidiaryIds.map(() => generateCnpj(random)) },
  });
  return { id, subsidiaryIds };
}

/**
 * `count` people of the company, each a user (one password hash for all: argon2 is slow on
 * purpose), a member with the Employee role and an active employee linked to the user, spread in
 * turn over `subsidiaryIds`. Returns their emails in that order.
 */
export async function createPeople(
  client: pg.ClientBase,
  random: () => number,
  people: {
    companyId: string;
    subsidiaryIds: string[];
    count: number;
    /** Of their emails and names. */
    prefix: string;
    passwordHash: string;
    /** CPFs already used in the company (the new ones are added). */
    takenCpfs: Set<string>;
  },
): Promise<string[]> {
  const { companyId, subsidiaryIds, count, prefix, passwordHash, takenCpfs } = people;
  const userIds = Array.from({ length: count }, () => uuidv7());
  const emails = userIds.map((_, i) => `${prefix}.${i + 1}@exemplo.com.br`);
  const names = userIds.map((_, i) => `Pessoa ${prefix} ${i + 1}`);
  const cpfs = userIds.map(() => {
    let cpf = generateCpf(random);
    while (takenCpfs.has(cpf)) cpf = generateCpf(random);
    takenCpfs.add(cpf);
    return cpf;
  });
  await insertColumns(client, 'users', {
    id: { type: 'uuid', values: userIds },
    name: { type: 'text', values: names },
    email: { type: 'text', values: emails },
    password_hash: { type: 'text', values: userIds.map(() => passwordHash) },
  });
  await insertColumns(client, 'company_members', {
    company_id: { type: 'uuid', values: userIds.map(() => companyId) },
    user_id: { type: 'uuid', values: userIds },
    role: { type: 'text', values: userIds.map(() => 'employee') },
  });
  await insertColumns(client, 'employees', {
    company_id: { type: 'uuid', values: userIds.map(() => companyId) },
    id: { type: 'uuid', values: userIds.map(() => uuidv7()) },
    name: { type: 'text', values: names },
    cpf: { type: 'text', values: cpfs },
    admission_date: { type: 'date', values: userIds.map(() => '2024-01-02') },
    status: { type: 'text', values: userIds.map(() => 'active') },
    subsidiary_id: {
      type: 'uuid',
      values: userIds.map((_, i) => subsidiaryIds[i % subsidiaryIds.length]),
    },
    user_id: { type: 'uuid', values: userIds },
  });
  return emails;
}
