import { auditLog, employees, subscriptions, uuidv7 } from '@ponteiro/db';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoredZip } from '../../../packages/shared/src/files/test-fixtures.js';
import { type CompanyUser, customRole, memberOf, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Workbooks are built here with exceljs, so no binary fixture lives in the repository.

const FIELDS = [
  'name',
  'cpf',
  'pis',
  'birth_date',
  'email',
  'country_code',
  'phone',
  'registration',
  'esocial_registration',
  'admission_date',
  'termination_date',
  'subsidiary',
  'department',
  'position',
  'location',
  'device_pin',
  'badge',
  'monthly_salary',
] as const;
type Field = (typeof FIELDS)[number];
type Row = Partial<Record<Field, ExcelJS.CellValue>>;

const PT: Record<Field, string> = {
  name: 'Nome *',
  cpf: 'CPF *',
  pis: 'PIS/NIS',
  birth_date: 'Data de nascimento',
  email: 'E-mail',
  country_code: 'DDI',
  phone: 'Telefone',
  registration: 'Matrícula',
  esocial_registration: 'Matrícula eSocial',
  admission_date: 'Data de admissão *',
  termination_date: 'Data de desligamento',
  subsidiary: 'Estabelecimento *',
  department: 'Departamento',
  position: 'Cargo',
  location: 'Local de trabalho',
  device_pin: 'PIN no relógio',
  badge: 'Crachá',
  monthly_salary: 'Salário mensal',
};
const EN: Partial<Record<Field, string>> = {
  name: 'Name',
  cpf: 'CPF',
  admission_date: 'Admission date',
  subsidiary: 'Subsidiary',
  registration: 'Registration',
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** A CPF with valid check digits from 9 digits. */
function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const r = (sum * 10) % 11;
    digits.push(r === 10 ? 0 : r);
  }
  return digits.join('');
}

/** A workbook whose first sheet has `headers` (field → header text) and `rows` (null = empty). */
async function workbook(
  rows: (Row | null)[],
  headers: Partial<Record<Field, string>> = PT,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Colaboradores');
  const fields = FIELDS.filter((f) => headers[f]);
  sheet.addRow(fields.map((f) => headers[f]));
  for (const row of rows) sheet.addRow(row ? fields.map((f) => row[f] ?? null) : []);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/** A ZIP of stored (uncompressed) entries, for files that are zips but not workbooks. */
const storedZip = (entries: Record<string, string>) => Buffer.from(buildStoredZip(entries));

function multipart(bytes: Buffer, filename = 'colaboradores.xlsx', field = 'file') {
  const boundary = '----ponteiro-import';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDatabaseKinds())('employee import (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let other: CompanyUser;
  let employeeRole: CompanyUser;
  let addOnly: CompanyUser;
  let importer: CompanyUser;
  const ids: Record<string, string> = {};

  async function post(token: string | undefined, bytes: Buffer, query = '', lang = 'en-US') {
    const body = multipart(bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/employees/import/${query}`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read into answers freely.
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  }

  async function template(token: string | undefined, lang: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/v1.0/employees/import/template/',
      headers: {
        'accept-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  }

  async function employeeCount(companyId = owner.companyId): Promise<number> {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.companyId, companyId));
    return Number(row!.n);
  }

  async function importAudits() {
    return t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.companyId), eq(auditLog.entity, 'employee')));
  }

  async function byCpf(cpf: string) {
    const [row] = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, owner.companyId), eq(employees.cpf, cpf)));
    return row;
  }

  const ANA: Row = {
    name: 'Ana Souza',
    cpf: '529.982.247-25',
    birth_date: utc(1990, 5, 10),
    email: { text: 'Ana@Example.com', hyperlink: 'mailto:Ana@Example.com' },
    country_code: 55,
    phone: '(19) 99876-5432',
    registration: 'A001',
    admission_date: '01/02/2024',
    subsidiary: 'filial campinas',
    department: 'Operacoes / logistica',
    position: 'ANALISTA DE SISTEMAS',
    location: 'loja centro',
    device_pin: 1001,
    badge: 'B1001',
  };
  const BRUNO: Row = {
    name: 'Bruno Lima',
    cpf: 12345678909,
    admission_date: utc(2023, 3, 15),
    subsidiary: 'Filial Campinas',
    department: 'Logística',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dona@example.com', '11222333000181');
    other = await ownerOf(api, 'outra@example.com', '45723174000110');
    employeeRole = await memberOf(t, api, owner, 'colab@example.com', 'employee');
    addOnly = await memberOf(
      t,
      api,
      owner,
      'cadastro@example.com',
      await customRole(api, owner, 'Cadastro', ['employee.add']),
    );
    importer = await memberOf(
      t,
      api,
      owner,
      'importa@example.com',
      await customRole(api, owner, 'Importação', ['employee.import']),
    );

    const create = async (path: string, body: object, token = owner.token) => {
      const res = await api.post(`organization/${path}/`, body, token);
      if (res.status !== 201) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
      return res.body.data.id as string;
    };
    ids.campinas = await create('subsidiaries', {
      name: 'Filial Campinas',
      employer_type: 'cnpj',
      employer_id: '11.222.333/0002-62',
      timezone: 'America/Sao_Paulo',
    });
    ids.operacoes = await create('departments', { name: 'Operações' });
    ids.opsLogistica = await create('departments', {
      name: 'Logística',
      parent_id: ids.operacoes,
    });
    ids.logistica = await create('departments', { name: 'Logística' });
    ids.opsRh = await create('departments', { name: 'RH', parent_id: ids.operacoes });
    ids.administrativo = await create('departments', { name: 'Administrativo' });
    ids.admRh = await create('departments', { name: 'RH', parent_id: ids.administrativo });
    ids.analista = await create('positions', { name: 'Analista de Sistemas' });
    ids.lojaCentro = await create('locations', {
      name: 'Loja Centro',
      latitude: -22.9056,
      longitude: -47.0608,
    });
    ids.theirs = await create(
      'subsidiaries',
      {
        name: 'Filial Deles',
        employer_type: 'cnpj',
        employer_id: '45723174000110',
        timezone: 'America/Sao_Paulo',
      },
      other.token,
    );
  });
  afterAll(() => t.close());

  it('serves the template in pt and en-US with the company’s names and no data row', async () => {
    const pt = await template(owner.token, 'pt');
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toBe(XLSX_TYPE);
    expect(pt.headers['content-disposition']).toBe(
      'attachment; filename="modelo-importacao-colaboradores.xlsx"',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(pt.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Colaboradores', 'Instruções', 'Listas']);
    const data = wb.worksheets[0]!;
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(FIELDS.map((f) => PT[f]));
    expect(data.actualRowCount).toBe(1);
    const lists = wb.getWorksheet('Listas')!;
    const column = (n: number) =>
      (lists.getColumn(n).values as unknown[]).filter((v) => typeof v === 'string');
    expect(column(1)).toEqual(['Estabelecimentos', 'Filial Campinas']);
    expect(column(2)).toEqual([
      'Departamentos',
      'Administrativo',
      'Administrativo / RH',
      'Logística',
      'Operações',
      'Operações / Logística',
      'Operações / RH',
    ]);
    expect(column(3)).toEqual(['Cargos', 'Analista de Sistemas']);
    expect(column(4)).toEqual(['Locais de trabalho', 'Loja Centro']);
    const validations = (
      data as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    expect(validations.L2?.formulae).toEqual(["'Listas'!$A$2:$A$2"]);
    const instructions = wb.getWorksheet('Instruções')!;
    const help = (instructions.getColumn(3).values as unknown[]).join(' ');
    expect(help).toContain('DD/MM/AAAA');

    const en = await template(importer.token, 'en-US');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toContain('employee-import-template.xlsx');
    const wbEn = new ExcelJS.Workbook();
    await wbEn.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(wbEn.worksheets.map((s) => s.name)).toEqual(['Employees', 'Instructions', 'Lists']);
    expect(wbEn.worksheets[0]!.getRow(1).getCell(1).value).toBe('Name *');

    // The blank template imports nothing, in either language.
    for (const file of [pt.rawPayload, en.rawPayload]) {
      const res = await post(owner.token, file);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        total_rows: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        rejected: [],
        dry_run: false,
      });
    }
  });

  it('requires a company token with employee.import', async () => {
    const file = await workbook([ANA]);
    expect((await template(undefined, 'pt')).statusCode).toBe(401);
    expect((await template(employeeRole.token, 'pt')).statusCode).toBe(403);
    expect((await template(addOnly.token, 'pt')).statusCode).toBe(403);
    expect((await post(undefined, file)).status).toBe(401);
    expect((await post(employeeRole.token, file)).status).toBe(403);
    expect((await post(addOnly.token, file)).status).toBe(403);
    expect(await employeeCount()).toBe(0);
  });

  it('creates employees, resolving names, dates and CPFs, and audits each creation', async () => {
    const res = await post(importer.token, await workbook([ANA, null, BRUNO]));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total_rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: [],
      dry_run: false,
    });
    const ana = await byCpf('52998224725');
    expect(ana).toMatchObject({
      name: 'Ana Souza',
      birthDate: '1990-05-10',
      email: 'ana@example.com',
      countryCode: '+55',
      phone: '19998765432',
      registration: 'A001',
      admissionDate: '2024-02-01',
      subsidiaryId: ids.campinas,
      departmentId: ids.opsLogistica,
      positionId: ids.analista,
      locationId: ids.lojaCentro,
      devicePin: '1001',
      badge: 'B1001',
      status: 'active',
    });
    const bruno = await byCpf('12345678909');
    expect(bruno).toMatchObject({
      admissionDate: '2023-03-15',
      departmentId: ids.logistica,
      pis: null,
      email: null,
    });

    const audits = await importAudits();
    expect(audits).toHaveLength(2);
    const anaAudit = audits.find((a) => a.entityId === ana!.id)!;
    expect(anaAudit).toMatchObject({
      action: 'import_create',
      actorType: 'user',
      actorId: importer.userId,
      before: null,
    });
    expect(anaAudit.after).toMatchObject({
      name: 'Ana Souza',
      cpf: '52998224725',
      department_id: ids.opsLogistica,
      pis: null,
    });
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await importAudits();
    const res = await post(owner.token, await workbook([ANA, null, BRUNO]));
    expect(res.body.data).toMatchObject({ total_rows: 2, created: 0, updated: 0, unchanged: 2 });
    expect(await importAudits()).toHaveLength(before.length);
  });

  it('updates only what differs and audits just the changed fields', async () => {
    const ana = await byCpf('52998224725');
    const res = await post(
      owner.token,
      await workbook([{ ...ANA, name: 'Ana Souza Lima', department: 'LOGÍSTICA' }, BRUNO]),
    );
    expect(res.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 1, rejected: [] });
    const [audit] = (await importAudits()).filter((a) => a.action === 'import_update');
    expect(audit).toMatchObject({ entityId: ana!.id });
    expect(audit!.before).toEqual({ name: 'Ana Souza', department_id: ids.opsLogistica });
    expect(audit!.after).toEqual({ name: 'Ana Souza Lima', department_id: ids.logistica });
  });

  it('keeps stored values of columns the file leaves out; reads English headers', async () => {
    const res = await post(
      owner.token,
      await workbook(
        [
          {
            name: 'Ana Souza Lima',
            cpf: '52998224725',
            admission_date: '2024-02-01',
            subsidiary: 'Filial Campinas',
            registration: 'A002',
          },
        ],
        EN,
      ),
    );
    expect(res.body.data).toMatchObject({ updated: 1, rejected: [] });
    expect(await byCpf('52998224725')).toMatchObject({
      registration: 'A002',
      email: 'ana@example.com',
      badge: 'B1001',
      departmentId: ids.logistica,
    });
    const updates = (await importAudits()).filter((a) => a.action === 'import_update');
    expect(updates.at(-1)!.after).toEqual({ registration: 'A002' });
  });

  it('rejects each bad row with its reasons in the request language and imports the rest', async () => {
    const rows: Row[] = [
      { ...BRUNO, cpf: cpfFrom('300000001'), name: 'Carla Dias' }, // 2: valid
      { ...BRUNO, cpf: '111.111.111-11', name: 'Davi Reis' }, // 3
      { ...BRUNO, cpf: cpfFrom('300000002'), subsidiary: 'Filial Deles' }, // 4
      { ...BRUNO, cpf: cpfFrom('300000003'), name: 'Eva Nunes' }, // 5
      { ...BRUNO, cpf: cpfFrom('300000003'), name: 'Eva Nunes Duplicada' }, // 6
      { ...BRUNO, cpf: cpfFrom('300000004'), registration: 'A002' }, // 7 (Ana's)
      {
        ...BRUNO,
        cpf: cpfFrom('300000005'),
        department: 'RH',
        admission_date: '31/02/2024',
        email: 'x@',
      }, // 8
      { ...BRUNO, cpf: cpfFrom('300000006'), name: '', subsidiary: '', admission_date: ' ' }, // 9
      { ...BRUNO, cpf: cpfFrom('300000007'), device_pin: '1001', badge: 'b 1' }, // 10
      {
        ...BRUNO,
        cpf: cpfFrom('300000008'),
        admission_date: utc(2024, 1, 10),
        termination_date: utc(2024, 1, 1),
      }, // 11
    ];
    const res = await post(owner.token, await workbook(rows));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total_rows: 10, created: 1, updated: 0 });
    expect(res.body.data.rejected).toEqual([
      { row: 3, errors: { cpf: ['Invalid CPF.'] } },
      { row: 4, errors: { subsidiary_id: ['Record not found.'] } },
      { row: 5, errors: { cpf: ['An employee with this CPF already exists in the company.'] } },
      { row: 6, errors: { cpf: ['An employee with this CPF already exists in the company.'] } },
      {
        row: 7,
        errors: { registration: ['An employee with this registration number already exists.'] },
      },
      {
        row: 8,
        errors: {
          admission_date: ['Enter a valid date (YYYY-MM-DD).'],
          email: ['Enter a valid email.'],
          department_id: [
            'More than one department has this name: give its path, e.g. Operations / Logistics.',
          ],
        },
      },
      {
        row: 9,
        errors: {
          name: ['This field is required.'],
          admission_date: ['This field is required.'],
          subsidiary_id: ['This field is required.'],
        },
      },
      {
        row: 10,
        errors: {
          device_pin: ['An employee with this PIN already exists.'],
          badge: ['Use letters (no accents) and digits only.'],
        },
      },
      {
        row: 11,
        errors: {
          termination_date: ['The termination date cannot be before the admission date.'],
        },
      },
    ]);
    expect(await byCpf(cpfFrom('300000001'))).toMatchObject({ name: 'Carla Dias' });
    expect(await byCpf(cpfFrom('300000003'))).toBeUndefined();

    // Portuguese is the default language of the messages.
    const pt = await post(owner.token, await workbook(rows.slice(1, 2)), '', 'pt');
    expect(pt.body.data.rejected).toEqual([{ row: 2, errors: { cpf: ['CPF inválido.'] } }]);
  });

  it('with all_or_nothing writes nothing when a row is rejected; dry_run only reports', async () => {
    const good = { ...BRUNO, cpf: cpfFrom('400000001'), name: 'Fábio Rocha' };
    const bad = { ...BRUNO, cpf: '123', name: 'Gil Melo' };
    const total = await employeeCount();
    const audits = (await importAudits()).length;

    const blocked = await post(owner.token, await workbook([good, bad]), '?mode=all_or_nothing');
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ total_rows: 2, created: 0, updated: 0 });
    expect(blocked.body.data.rejected).toEqual([{ row: 3, errors: { cpf: ['Invalid CPF.'] } }]);

    const dry = await post(owner.token, await workbook([good]), '?dry_run=true');
    expect(dry.body.data).toMatchObject({ created: 1, rejected: [], dry_run: true });
    expect(await employeeCount()).toBe(total);
    expect(await importAudits()).toHaveLength(audits);

    const done = await post(owner.token, await workbook([good]), '?mode=all_or_nothing');
    expect(done.body.data).toMatchObject({ created: 1, dry_run: false });
    expect(await employeeCount()).toBe(total + 1);
  });

  it("keeps companies apart: another company's names are unknown, its CPFs are its own", async () => {
    const theirs = await post(
      other.token,
      await workbook([{ ...ANA, subsidiary: 'Filial Deles' }]),
    );
    expect(theirs.body.data.rejected).toEqual([
      {
        row: 2,
        errors: {
          department_id: ['Record not found.'],
          position_id: ['Record not found.'],
          location_id: ['Record not found.'],
        },
      },
    ]);
    const plain = { name: 'Ana Souza', cpf: ANA.cpf, admission_date: '01/02/2024' };
    const created = await post(
      other.token,
      await workbook([{ ...plain, subsidiary: 'filial deles', registration: 'A002' }]),
    );
    expect(created.body.data).toMatchObject({ created: 1, updated: 0, rejected: [] });
    expect(await employeeCount(other.companyId)).toBe(1);
    expect(await byCpf('52998224725')).toMatchObject({ name: 'Ana Souza Lima' });
  });

  it('answers 400 naming header problems, and refuses more than 5,000 rows', async () => {
    const missing = await post(owner.token, await workbook([ANA], { name: 'Nome', cpf: 'CPF' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'Required columns are missing from the first row: Admission date, Subsidiary.',
    );
    const missingPt = await post(owner.token, await workbook([], { name: 'Nome' }), '', 'pt');
    expect(missingPt.body.message).toBe(
      'Faltam colunas obrigatórias na primeira linha: CPF, Data de admissão, Estabelecimento.',
    );

    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.addRow([...FIELDS.map((f) => PT[f]), 'Observações']);
    const unknown = await post(
      owner.token,
      Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      "Unrecognized columns in the first row: Observações. Use the template's headers.",
    );

    const repeated = await post(owner.token, await workbook([], { ...PT, badge: 'Nome' }));
    expect(repeated.body.message).toBe('Repeated columns in the first row: Name.');

    const many = Array.from({ length: 5001 }, (_, i) => ({ name: `Pessoa ${i}` }));
    const tooMany = await post(owner.token, await workbook(many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('The spreadsheet may have at most 5,000 employee rows.');
  });

  it('refuses anything but an xlsx with a 4xx, never a 500, writing nothing', async () => {
    const total = await employeeCount();
    const audits = (await importAudits()).length;
    const inject = (payload: string | Buffer, contentType: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1.0/employees/import/${query}`,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${owner.token}` },
      });
    const file = (bytes: Buffer, name = 'planilha.xlsx', field = 'file') => {
      const m = multipart(bytes, name, field);
      return inject(m.payload, m.contentType);
    };
    const valid = await workbook([{ ...BRUNO, cpf: cpfFrom('500000001') }]);
    /** A workbook-shaped zip whose directory says a part is 2 GB unzipped (a zip bomb's sign). */
    const inflated = () => {
      const zip = storedZip({ '[Content_Types].xml': '<x/>', 'xl/workbook.xml': '<x/>' });
      zip.writeUInt32LE(0x7fffffff, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
      return zip;
    };
    const cases: [string, () => ReturnType<typeof inject>, number][] = [
      ['text renamed .xlsx', () => file(Buffer.from('nome;cpf\nAna;123\n'), 'a.xlsx'), 415],
      ['PDF', () => file(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')), 415],
      ['plain zip', () => file(storedZip({ 'notes.txt': 'hello' })), 415],
      [
        'docx',
        () => file(storedZip({ '[Content_Types].xml': '<x/>', 'word/document.xml': '' })),
        415,
      ],
      [
        'zip with workbook part names but no workbook',
        () =>
          file(
            storedZip({ '[Content_Types].xml': 'garbage', 'xl/workbook.xml': 'not xml at all' }),
          ),
        400,
      ],
      ['declares 2 GB once unzipped', () => file(inflated()), 413],
      // Without its central directory it is no longer told apart from any zip.
      ['truncated xlsx', () => file(valid.subarray(0, Math.floor(valid.length / 2))), 415],
      ['over 5 MB', () => file(Buffer.concat([valid, Buffer.alloc(5 * 1024 * 1024)])), 413],
      [
        'a text field and no file',
        () =>
          inject(
            '--b\r\nContent-Disposition: form-data; name="mode"\r\n\r\nvalid_rows\r\n--b--\r\n',
            'multipart/form-data; boundary=b',
          ),
        400,
      ],
      ['JSON body', () => inject('{"rows":[]}', 'application/json'), 415],
      ['malformed JSON', () => inject('{"rows":', 'application/json'), 400],
      ['no body', () => inject('', 'text/plain'), 415],
      [
        'bad mode',
        () => inject(multipart(valid).payload, multipart(valid).contentType, '?mode=some'),
        400,
      ],
      [
        'bad dry_run',
        () => inject(multipart(valid).payload, multipart(valid).contentType, '?dry_run=yes'),
        400,
      ],
    ];
    for (const [label, send, status] of cases) {
      const res = await send();
      expect(res.statusCode, `${label}: ${res.body}`).toBe(status);
      expect(res.json(), label).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const pdf = await file(Buffer.from('%PDF-1.7\n'));
    expect(pdf.json().errors).toEqual({ file: ['Tipo de arquivo não permitido. Envie: XLSX.'] });
    expect(await employeeCount()).toBe(total);
    expect(await importAudits()).toHaveLength(audits);
  });

  it('imports 1,000 rows in one go; the same file again changes nothing', async () => {
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({
      name: `Pessoa Teste ${String.fromCharCode(65 + (i % 26))}`,
      cpf: cpfFrom(String(600000000 + i)),
      email: `pessoa${i}@example.com`,
      registration: `R${i}`,
      admission_date: utc(2020, 1 + (i % 12), 1 + (i % 28)),
      subsidiary: 'Filial Campinas',
      department: i % 2 ? 'Operações / RH' : 'Administrativo / RH',
      position: 'Analista de Sistemas',
      device_pin: 10000 + i,
      badge: `C${i}`,
    }));
    const file = await workbook(rows);
    const total = await employeeCount();
    const first = await post(owner.token, file);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      total_rows: 1000,
      created: 1000,
      updated: 0,
      unchanged: 0,
      rejected: [],
    });
    expect(await employeeCount()).toBe(total + 1000);
    const audits = (await importAudits()).length;

    const again = await post(owner.token, file);
    expect(again.body.data).toMatchObject({
      total_rows: 1000,
      created: 0,
      updated: 0,
      unchanged: 1000,
      rejected: [],
    });
    expect(await importAudits()).toHaveLength(audits);
  });

  it("refuses, each on its own line, the new employees beyond the plan's seats", async () => {
    const used = await employeeCount();
    // A subscription in force with room for two more (the trial plan, seats of its own).
    const id = uuidv7();
    await t.database.db.insert(subscriptions).values({
      id,
      companyId: owner.companyId,
      planId: '01936f00-0000-7000-8000-000000000001',
      status: 'active',
      startsOn: '2026-01-01',
      seats: used + 2,
    });
    try {
      const names = ['Alda Reis', 'Breno Reis', 'Cida Reis', 'Davi Reis'];
      const rows = ['700000001', '700000002', '700000003', '700000004'].map((base, i) => ({
        ...BRUNO,
        cpf: cpfFrom(base),
        name: names[i],
        department: 'Administrativo',
      }));
      const res = await post(owner.token, await workbook(rows), '', 'pt');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total_rows: 4, created: 2 });
      const limit = `O plano da empresa permite ${used + 2} colaboradores ativos: desative alguém ou peça um plano maior.`;
      expect(res.body.data.rejected).toEqual([
        { row: 4, errors: { row: [limit] } },
        { row: 5, errors: { row: [limit] } },
      ]);
      expect(await employeeCount()).toBe(used + 2);
    } finally {
      await t.database.db.delete(subscriptions).where(eq(subscriptions.id, id));
    }
  });
});
