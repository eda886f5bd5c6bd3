import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, companies, distributorCommissions, distributors } from '@ponteiro/db';
import { createCompanyWithOwner } from '@ponteiro/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAdminToken, superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16: resellers in the back-office. Multipart forms with a contract PDF and a logo, checked
// by their bytes; commissions per plan in basis points; companies keep existing when their
// distributor goes. Company tokens get 401, administrators who are not superusers 403 on writes;
// a refused request leaves no row and no stored file.

const BASE = '/api/v1.0/admin-ponteiro/distributor/';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const CNPJ = '11222333000181';
const ALPHANUMERIC_CNPJ = '12ABC34501DE35';

type FilePart = { bytes: Buffer; filename: string };

/** A multipart body with text fields and named files. */
function form(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = '----ponteiro-distributor-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabaseKinds())('distributors (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let helper: string;
  let owner: string;
  let companyId: string;
  let planId: string;
  let dataDir: string;

  const send = async (
    method: 'POST' | 'PATCH',
    url: string,
    body: ReturnType<typeof form>,
    token = root,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en-US', authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const storedFiles = (): string[] => {
    const dir = join(dataDir, 'files', 'distributors');
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
    } catch {
      return [];
    }
  };
  const rows = async () => (await t.database.db.select().from(distributors)).length;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-distributors-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    api = client(t.app);
    root = await superuserToken(t, api);
    helper = await plainAdminToken(api, root);
    const company = await createCompanyWithOwner(t.database.db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const plan = await api.post(
      'admin-ponteiro/plan/',
      {
        name: 'Essencial',
        monthly_price_cents: 990,
        yearly_price_cents: 9900,
        seats: 10,
        enable_access: false,
        enable_visitor: false,
      },
      root,
    );
    planId = plan.body.data.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a superuser creates one with a contract, a logo and a commission; everyone reads it', async () => {
    const created = await send(
      'POST',
      BASE,
      form(
        {
          name: 'Revenda Sul',
          cnpj: '11.222.333/0001-81',
          contact_name: 'Marta Lima',
          email: 'marta@revenda.com.br',
          phone: '(11) 98765-4321',
          notes: 'Atende o Sul',
          commissions: JSON.stringify([{ plan_id: planId, commission_percent: 12.5 }]),
        },
        {
          contract: { bytes: PDF, filename: 'contrato assinado.pdf' },
          logo: { bytes: PNG, filename: 'logo.png' },
        },
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const d = created.body.data;
    expect(d).toMatchObject({
      name: 'Revenda Sul',
      cnpj: CNPJ,
      contact_name: 'Marta Lima',
      email: 'marta@revenda.com.br',
      phone: '11987654321',
      has_contract: true,
      contract_name: 'contrato assinado.pdf',
      has_logo: true,
      companies: 0,
      commissions: [{ plan_id: planId, plan_name: 'Essencial', commission_percent: 12.5 }],
      company_list: [],
    });
    expect(d.logo_url).toMatch(/^\/api\/v1\.0\/media\/distributors\//);
    const [stored] = await t.database.db
      .select()
      .from(distributorCommissions)
      .where(eq(distributorCommissions.distributorId, d.id));
    expect(stored?.commissionBp).toBe(1250);
    expect(storedFiles()).toHaveLength(2);

    // The company it brought (set by the company list) shows on its detail and in the count.
    await t.database.db
      .update(companies)
      .set({ distributorId: d.id })
      .where(eq(companies.id, companyId));
    const detail = await api.get(`admin-ponteiro/distributor/${d.id}/`, helper);
    expect(detail.status).toBe(200);
    expect(detail.body.data.companies).toBe(1);
    expect(detail.body.data.company_list).toEqual([
      expect.objectContaining({ id: companyId, plan: 'Teste' }),
    ]);

    const contract = await t.app.inject({
      method: 'GET',
      url: `${BASE}${d.id}/contract/`,
      headers: { authorization: `Bearer ${helper}` },
    });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    expect(contract.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(contract.rawPayload.equals(PDF)).toBe(true);
    const logo = await t.app.inject({
      method: 'GET',
      url: `${BASE}${d.id}/logo/`,
      headers: { authorization: `Bearer ${helper}` },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });

  it('lists with pages, search over name, CNPJ, contact and email, and ordering', async () => {
    for (const [i, name] of ['Alfa Revendas', 'Beta Distribuidora', 'Gama Sistemas'].entries()) {
      const res = await send(
        'POST',
        BASE,
        form({
          name,
          cnpj: ['11444777000161', ALPHANUMERIC_CNPJ, '45723174000110'][i]!,
          contact_name: `Contato ${i}`,
          email: `c${i}@exemplo.com`,
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const all = await api.get('admin-ponteiro/distributor/', helper);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ count: 4, page: 1, page_size: 25 });
    expect(all.body.data.results.map((r: { name: string }) => r.name)).toEqual([
      'Alfa Revendas',
      'Beta Distribuidora',
      'Gama Sistemas',
      'Revenda Sul',
    ]);
    const byCompanies = await api.get('admin-ponteiro/distributor/?ordering=-companies', helper);
    expect(byCompanies.body.data.results[0].name).toBe('Revenda Sul');
    const search = async (q: string) =>
      (
        await api.get(`admin-ponteiro/distributor/?search=${encodeURIComponent(q)}`, helper)
      ).body.data.results.map((r: { name: string }) => r.name);
    expect(await search('beta')).toEqual(['Beta Distribuidora']);
    expect(await search('12.abc')).toEqual(['Beta Distribuidora']);
    expect(await search('11.222.333')).toEqual(['Revenda Sul']);
    expect(await search('marta')).toEqual(['Revenda Sul']);
    expect(await search('c2@exemplo')).toEqual(['Gama Sistemas']);
    expect(await search('100%')).toEqual([]);
    const page2 = await api.get('admin-ponteiro/distributor/?page=2&page_size=25', helper);
    expect(page2.body.data).toMatchObject({ count: 4, results: [] });
    expect((await api.get('admin-ponteiro/distributor/?page_size=10', helper)).status).toBe(400);
    expect((await api.get('admin-ponteiro/distributor/?ordering=__proto__', helper)).status).toBe(
      400,
    );
  });

  it('edits any subset of fields and files, and removes the logo', async () => {
    const list = await api.get('admin-ponteiro/distributor/?search=Revenda%20Sul', root);
    const id = list.body.data.results[0].id as string;
    const before = storedFiles();
    const renamed = await send(
      'PATCH',
      `${BASE}${id}/`,
      form({
        name: 'Revenda Sul Ltda',
        commissions: JSON.stringify([{ plan_id: planId, commission_percent: 7 }]),
      }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Revenda Sul Ltda',
      cnpj: CNPJ,
      email: 'marta@revenda.com.br',
      has_logo: true,
      commissions: [{ plan_id: planId, commission_percent: 7 }],
    });
    expect(storedFiles()).toEqual(before);

    const newContract = Buffer.from('%PDF-1.4\nnovo\n%%EOF\n');
    const replaced = await send(
      'PATCH',
      `${BASE}${id}/`,
      form(
        { remove_logo: 'true', email: '' },
        { contract: { bytes: newContract, filename: 'aditivo.pdf' } },
      ),
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({
      has_logo: false,
      logo_url: null,
      email: null,
      contract_name: 'aditivo.pdf',
    });
    // The old contract and the logo are gone; only the new contract is stored.
    expect(storedFiles()).toHaveLength(1);
    const contract = await t.app.inject({
      method: 'GET',
      url: `${BASE}${id}/contract/`,
      headers: { authorization: `Bearer ${root}` },
    });
    expect(contract.rawPayload.equals(newContract)).toBe(true);
    const logo = await t.app.inject({
      method: 'GET',
      url: `${BASE}${id}/logo/`,
      headers: { authorization: `Bearer ${root}` },
    });
    expect(logo.statusCode).toBe(404);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'distributor'));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
    const update = audits.find((a) => a.action === 'update' && a.entityId === id);
    expect(update?.actorType).toBe('admin');
    expect(update?.before).toMatchObject({ name: 'Revenda Sul' });
  });

  it('company tokens get 401; administrators who are not superusers 403 on writes', async () => {
    const list = await api.get('admin-ponteiro/distributor/', root);
    const id = list.body.data.results[0].id as string;
    for (const url of [
      'admin-ponteiro/distributor/',
      `admin-ponteiro/distributor/${id}/`,
      `admin-ponteiro/distributor/${id}/contract/`,
      `admin-ponteiro/distributor/${id}/logo/`,
      'admin-ponteiro/device/',
    ]) {
      expect((await api.get(url, owner)).status, url).toBe(401);
    }
    expect((await send('POST', BASE, form({ name: 'X', cnpj: CNPJ }), owner)).status).toBe(401);
    const count = await rows();
    const files = storedFiles();
    expect(
      (
        await send(
          'POST',
          BASE,
          form(
            { name: 'Outra', cnpj: '06990590000123' },
            { contract: { bytes: PDF, filename: 'c.pdf' } },
          ),
          helper,
        )
      ).status,
    ).toBe(403);
    expect((await send('PATCH', `${BASE}${id}/`, form({ name: 'X' }), helper)).status).toBe(403);
    expect((await api.delete(`admin-ponteiro/distributor/${id}/`, helper)).status).toBe(403);
    expect(await rows()).toBe(count);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const existing = (await api.get('admin-ponteiro/distributor/?search=Alfa', root)).body.data
      .results[0].id as string;
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const bigPng = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const ok = { name: 'Nova Revenda', cnpj: '06990590000123' };
    const cases: [
      string,
      ReturnType<typeof form> | { payload: string; headers: object },
      number,
      string?,
    ][] = [
      ['bad CNPJ', form({ ...ok, cnpj: '11222333000182' }), 422, 'cnpj'],
      ['duplicate CNPJ', form({ ...ok, cnpj: '11.222.333/0001-81' }), 409, 'cnpj'],
      ['no name', form({ cnpj: ok.cnpj }), 422, 'name'],
      ['bad email', form({ ...ok, email: 'nao-e-email' }), 422, 'email'],
      ['unknown field', form({ ...ok, extra: '1' }), 422, 'extra'],
      [
        'commission over 100',
        form({
          ...ok,
          commissions: JSON.stringify([{ plan_id: planId, commission_percent: 100.5 }]),
        }),
        422,
        'commissions',
      ],
      [
        'commission with 3 decimals',
        form({
          ...ok,
          commissions: JSON.stringify([{ plan_id: planId, commission_percent: 1.234 }]),
        }),
        422,
        'commissions',
      ],
      [
        'unknown plan',
        form({
          ...ok,
          commissions: JSON.stringify([
            { plan_id: '0198c1a2-7e3b-7c4d-8e5f-0123456789ab', commission_percent: 5 },
          ]),
        }),
        422,
        'commissions',
      ],
      ['commissions not JSON', form({ ...ok, commissions: '[{' }), 422, 'commissions'],
      [
        'a plan twice',
        form({
          ...ok,
          commissions: JSON.stringify([
            { plan_id: planId, commission_percent: 5 },
            { plan_id: planId, commission_percent: 6 },
          ]),
        }),
        422,
        'commissions',
      ],
      [
        'a PNG as contract',
        form(ok, { contract: { bytes: PNG, filename: 'c.pdf' } }),
        415,
        'contract',
      ],
      [
        'a text file named .pdf',
        form(ok, { contract: { bytes: Buffer.from('não sou um pdf'), filename: 'c.pdf' } }),
        415,
        'contract',
      ],
      ['a PDF as logo', form(ok, { logo: { bytes: PDF, filename: 'l.png' } }), 415, 'logo'],
      [
        'an oversized contract',
        form(ok, { contract: { bytes: bigPdf, filename: 'c.pdf' } }),
        413,
        'contract',
      ],
      ['an oversized logo', form(ok, { logo: { bytes: bigPng, filename: 'l.png' } }), 413, 'logo'],
      ['an unknown file field', form(ok, { file: { bytes: PDF, filename: 'c.pdf' } }), 400, 'file'],
      [
        'broken multipart',
        {
          payload: '--x\r\nContent-Disposition: form-da',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
        400,
      ],
      [
        'JSON instead of a form',
        { payload: JSON.stringify(ok), headers: { 'content-type': 'application/json' } },
        415,
      ],
    ];
    const count = await rows();
    const commissions = (await t.database.db.select().from(distributorCommissions)).length;
    const files = storedFiles();
    for (const [label, body, status, field] of cases) {
      // The valid file goes with every bad field: it must not be left behind.
      const res = await send('POST', BASE, body as ReturnType<typeof form>);
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
      if (field) expect(Object.keys(res.body.errors ?? {}), label).toContain(field);
      expect(await rows(), label).toBe(count);
      expect(storedFiles(), label).toEqual(files);
    }
    // A bad field beside a good file leaves neither the row nor the file.
    const withFile = await send(
      'POST',
      BASE,
      form({ ...ok, cnpj: '11.222.333/0001-81' }, { contract: { bytes: PDF, filename: 'c.pdf' } }),
    );
    expect(withFile.status).toBe(409);
    expect(storedFiles()).toEqual(files);
    const patchBad = await send(
      'PATCH',
      `${BASE}${existing}/`,
      form(
        {
          commissions: JSON.stringify([
            { plan_id: '0198c1a2-7e3b-7c4d-8e5f-0123456789ab', commission_percent: 5 },
          ]),
        },
        { logo: { bytes: PNG, filename: 'l.png' } },
      ),
    );
    expect(patchBad.status).toBe(422);
    expect(storedFiles()).toEqual(files);
    expect((await send('PATCH', `${BASE}${existing}/`, form({ cnpj: CNPJ }))).status).toBe(409);
    expect((await send('PATCH', `${BASE}${existing}/`, form({ remove_logo: 'sim' }))).status).toBe(
      422,
    );
    expect((await t.database.db.select().from(distributorCommissions)).length).toBe(commissions);
    expect(await rows()).toBe(count);

    const unknown = '0198c1a2-7e3b-7c4d-8e5f-0123456789ab';
    expect((await api.get(`admin-ponteiro/distributor/${unknown}/`, root)).status).toBe(404);
    expect((await api.get(`admin-ponteiro/distributor/${unknown}/contract/`, root)).status).toBe(
      404,
    );
    expect((await send('PATCH', `${BASE}${unknown}/`, form({ name: 'X' }))).status).toBe(404);
    expect((await api.delete(`admin-ponteiro/distributor/${unknown}/`, root)).status).toBe(404);
    expect((await api.get('admin-ponteiro/distributor/not-a-uuid/', root)).status).toBe(400);
    // No contract stored yet: 404, not a 500.
    expect((await api.get(`admin-ponteiro/distributor/${existing}/contract/`, root)).status).toBe(
      404,
    );
  });

  it('deleting keeps its companies (without a distributor) and removes its files', async () => {
    const list = await api.get('admin-ponteiro/distributor/?search=Revenda%20Sul', root);
    const id = list.body.data.results[0].id as string;
    expect(storedFiles().length).toBeGreaterThan(0);
    const removed = await api.delete(`admin-ponteiro/distributor/${id}/`, root);
    expect(removed.status).toBe(200);
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(company?.distributorId).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(distributorCommissions)
        .where(eq(distributorCommissions.distributorId, id)),
    ).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect((await api.get(`admin-ponteiro/distributor/${id}/`, root)).status).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'delete'));
    expect(audit).toMatchObject({ entity: 'distributor', entityId: id, actorType: 'admin' });
  });
});
