import { uuidv7 } from '@ponteiro/db';
import type pg from 'pg';
import { seededRandom } from '../packages/db/src/seed/documents.js';

// Bulk employees for the list benchmark: varied Brazilian names (with accents, so the folded
// search and ordering do real work), valid unique CPFs, spread over the company's structure.

const FIRST_NAMES = (
  'Ana Bruno Carla Daniel Eduarda Felipe Gabriela Henrique Isabela João Juliana Lucas ' +
  'Mariana Matheus Natália Otávio Patrícia Rafael Sabrina Thiago Vanessa Vinícius Letícia ' +
  'Gustavo Camila Rodrigo Fernanda André Beatriz Caio Débora Érica Fábio Giovana Igor ' +
  'Jéssica Kátia Leonardo Marcos Nícolas Priscila Renata Sérgio Tatiane Úrsula Wagner ' +
  'Conceição Antônio Francisco José Luís Mônica Raimundo Simone Cláudia Márcio Heloísa ' +
  'Ângela Célia Luíza'
).split(' ');

const SURNAMES = (
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro ' +
  'Martins Carvalho Araújo Melo Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques ' +
  'Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Assunção Conceição ' +
  'Brandão Guimarães Falcão Magalhães Simões Estêvão Romão Damásio'
).split(' ');

/** The demo company and the ids its employees can point at. */
export interface CompanyStructure {
  companyId: string;
  subsidiaries: { id: string; locationId: string | null }[];
  departmentIds: string[];
  positionIds: string[];
}

/** The CPF check digit over `digits` (mod 11, weights from digits.length + 1 down to 2). */
function cpfCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return String(rest === 10 ? 0 : rest);
}

export function cpfFromBase(base9: string): string {
  const first = cpfCheckDigit(base9);
  return base9 + first + cpfCheckDigit(base9 + first);
}

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function between(random: () => number, fromMs: number, toMs: number): number {
  return fromMs + Math.floor(random() * ((toMs - fromMs) / DAY_MS)) * DAY_MS;
}

/** Reads the (only) company of a freshly seeded database and its structure. */
export async function readCompanyStructure(client: pg.ClientBase): Promise<CompanyStructure> {
  const company = await client.query<{ id: string }>('select id from companies order by id');
  if (company.rows.length !== 1) throw new Error(`expected 1 company, found ${company.rowCount}`);
  const companyId = company.rows[0]!.id;
  // The demo names each store's location "Loja <city>": pair them by the city in the address.
  const subsidiaries = await client.query<{ id: string; location_id: string | null }>(
    `select s.id, l.id as location_id
       from subsidiaries s
       left join locations l on l.company_id = s.company_id and l.address->>'city' = s.address->>'city'
      where s.company_id = $1 order by s.id`,
    [companyId],
  );
  const ids = async (table: 'departments' | 'positions') =>
    (
      await client.query<{ id: string }>(`select id from ${table} where company_id = $1`, [
        companyId,
      ])
    ).rows.map((r) => r.id);
  return {
    companyId,
    subsidiaries: subsidiaries.rows.map((r) => ({ id: r.id, locationId: r.location_id })),
    departmentIds: await ids('departments'),
    positionIds: await ids('positions'),
  };
}

interface Columns {
  id: string[];
  name: string[];
  cpf: string[];
  email: (string | null)[];
  phone: (string | null)[];
  country_code: (string | null)[];
  birth_date: string[];
  registration: string[];
  admission_date: string[];
  termination_date: (string | null)[];
  status: string[];
  subsidiary_id: string[];
  department_id: (string | null)[];
  position_id: string[];
  location_id: (string | null)[];
  device_pin: string[];
  badge: (string | null)[];
}

const COLUMN_TYPES: Record<keyof Columns, string> = {
  id: 'uuid',
  name: 'text',
  cpf: 'text',
  email: 'text',
  phone: 'text',
  country_code: 'text',
  birth_date: 'date',
  registration: 'text',
  admission_date: 'date',
  termination_date: 'date',
  status: 'text',
  subsidiary_id: 'uuid',
  department_id: 'uuid',
  position_id: 'uuid',
  location_id: 'uuid',
  device_pin: 'text',
  badge: 'text',
};

/** `count` employees as column arrays, ready for one `insert … select from unnest(…)`. */
function generateColumns(
  structure: CompanyStructure,
  count: number,
  takenCpfs: Set<string>,
): Columns {
  const random = seededRandom(10_000);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const columns = Object.fromEntries(
    Object.keys(COLUMN_TYPES).map((k) => [k, [] as unknown[]]),
  ) as unknown as Columns;
  const cpfs = new Set(takenCpfs);
  const earliestAdmission = Date.UTC(2008, 0, 1);
  const today = Date.UTC(2026, 0, 31);
  for (let i = 0; i < count; i++) {
    let cpf = '';
    while (!cpf || cpfs.has(cpf) || /^(\d)\1+$/.test(cpf)) {
      cpf = cpfFromBase(String(Math.floor(random() * 1e9)).padStart(9, '0'));
    }
    cpfs.add(cpf);
    const first = random() < 0.15 ? `${pick(FIRST_NAMES)} ${pick(FIRST_NAMES)}` : pick(FIRST_NAMES);
    const name = `${first} ${pick(SURNAMES)} ${pick(SURNAMES)}`;
    const admission = between(random, earliestAdmission, today);
    // Born 18 to 60 years before admission.
    const birth = between(random, admission - 60 * 365 * DAY_MS, admission - 18 * 365 * DAY_MS);
    const disabled = random() < 0.07;
    const subsidiary = pick(structure.subsidiaries);
    const registration = String(200_000 + i);
    columns.id.push(uuidv7());
    columns.name.push(name);
    columns.cpf.push(cpf);
    columns.email.push(
      random() < 0.4
        ? `${name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${registration}@exemplo.com.br`
        : null,
    );
    const phone = random() < 0.5 ? `119${String(80_000_000 + Math.floor(random() * 1e7))}` : null;
    columns.phone.push(phone);
    columns.country_code.push(phone ? '+55' : null);
    columns.birth_date.push(isoDate(birth));
    columns.registration.push(registration);
    columns.admission_date.push(isoDate(admission));
    columns.termination_date.push(
      disabled
        ? isoDate(Math.min(today, admission + (90 + Math.floor(random() * 900)) * DAY_MS))
        : null,
    );
    columns.status.push(disabled ? 'disabled' : 'active');
    columns.subsidiary_id.push(subsidiary.id);
    // A few people are not in any department yet.
    columns.department_id.push(random() < 0.05 ? null : pick(structure.departmentIds));
    columns.position_id.push(pick(structure.positionIds));
    columns.location_id.push(subsidiary.locationId);
    columns.device_pin.push(registration);
    columns.badge.push(random() < 0.5 ? `CR${700_000 + i}` : null);
  }
  return columns;
}

/**
 * Inserts employees until the company has `target`, in one statement, then vacuums and analyzes
 * the table as autovacuum soon would after such an insert: the bench measures the steady state
 * (fresh statistics, index-only scans), not the minute after a bulk load.
 * Returns the company's employee count.
 */
export async function fillCompany(
  client: pg.ClientBase,
  structure: CompanyStructure,
  target: number,
): Promise<number> {
  const existing = await client.query<{ cpf: string }>(
    'select cpf from employees where company_id = $1',
    [structure.companyId],
  );
  const missing = target - existing.rows.length;
  if (missing > 0) {
    const columns = generateColumns(structure, missing, new Set(existing.rows.map((r) => r.cpf)));
    const names = Object.keys(COLUMN_TYPES) as (keyof Columns)[];
    const unnest = names.map((n, i) => `$${i + 2}::${COLUMN_TYPES[n]}[]`).join(', ');
    await client.query(
      `insert into employees (company_id, ${names.join(', ')})
       select $1, * from unnest(${unnest})`,
      [structure.companyId, ...names.map((n) => columns[n])],
    );
  }
  await client.query('vacuum analyze employees');
  const total = await client.query<{ n: string }>(
    'select count(*) as n from employees where company_id = $1',
    [structure.companyId],
  );
  return Number(total.rows[0]!.n);
}
