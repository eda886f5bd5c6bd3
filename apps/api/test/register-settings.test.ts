import { auditLog } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { createDemoPkcs12, validateAej } from '@ponteiro/rep-files';
import { API_BASE_PATH } from '@ponteiro/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../src/version.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 18, System › AFD/AEJ: the company's own PTRP developer (AEJ record 08) — validated, saved,
// audited, back to the installation's with null, written in a generated AEJ that passes the
// validator; the workplaces' INPI numbers shown with the installation's default; the
// certificate's issuer and validity; the walls (a role without settings.system.afd_aej, an
// employee, another company).

const SETTINGS = 'system/afd-aej/settings/';
const DEVELOPER = {
  document: '11.222.333/0001-81',
  name: 'Software Parceiro Ltda',
  email: 'Suporte@Parceiro.com.br',
};

describe.each(testDatabaseKinds())('the REP-P settings (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let ownerId: string;
  let clerk: string;
  let employee: string;
  let otherOwner: string;
  let withInpi: { id: string; name: string };
  let withoutInpi: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    withInpi = await createSubsidiary(db, companyId, {
      name: 'A Matriz',
      repInpiNumber: '12345678901234567',
    });
    withoutInpi = await createSubsidiary(db, companyId, { name: 'B Filial' });
    const office = await createSchedule(db, companyId, { code: 'ADM' });
    const ana = await createEmployee(db, companyId, withInpi.id, { name: 'Ana', cpf: anyCpf() });
    await assignSchedule(db, companyId, ana.id, office.id);

    clerk = await accessTokenFor(
      t,
      (await createMember(db, companyId, await createRole(db, companyId, ['timesheets.timesheet'])))
        .id,
      companyId,
    );
    employee = await accessTokenFor(
      t,
      (await createMember(db, companyId, 'employee')).id,
      companyId,
    );
    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
  });
  afterAll(() => t.close());

  const record08 = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/reports/aej/?from=2026-08-03&to=2026-08-09`,
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(validateAej(res.rawPayload).errors).toEqual([]);
    return res.rawPayload
      .toString('latin1')
      .split('\r\n')
      .find((line) => line.startsWith('08|'));
  };

  const auditsOfSettings = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'register_settings'), eq(auditLog.entityId, companyId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  it('answers the installation’s developer and INPI number, and each workplace’s own', async () => {
    const { config } = t.app;
    const res = await api.get(SETTINGS, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      responsible_cpf: null,
      certificate: null,
      developer: {
        document: config.REP_DEVELOPER_CNPJ,
        name: config.REP_DEVELOPER_NAME,
        email: config.REP_DEVELOPER_EMAIL,
        custom: false,
      },
      inpi: {
        default: config.REP_INPI_NUMBER,
        subsidiaries: [
          { id: withInpi.id, name: 'A Matriz', rep_inpi_number: '12345678901234567' },
          { id: withoutInpi.id, name: 'B Filial', rep_inpi_number: null },
        ],
      },
    });
    expect(await record08()).toBe(
      `08|Ponteiro|${APP_VERSION}|1|${config.REP_DEVELOPER_CNPJ}|${config.REP_DEVELOPER_NAME}|${config.REP_DEVELOPER_EMAIL}`,
    );
  });

  it('refuses a bad developer with the field’s message and changes nothing', async () => {
    for (const [developer, field] of [
      [{ ...DEVELOPER, document: '11.222.333/0001-82' }, 'developer.document'],
      // An alphanumeric CNPJ is valid, but record 08's field is numeric.
      [{ ...DEVELOPER, document: '12.ABC.345/01DE-35' }, 'developer.document'],
      [{ ...DEVELOPER, document: '123' }, 'developer.document'],
      [{ ...DEVELOPER, name: ' ' }, 'developer.name'],
      [{ ...DEVELOPER, name: 'N'.repeat(151) }, 'developer.name'],
      [{ ...DEVELOPER, email: 'not-an-email' }, 'developer.email'],
      [{ ...DEVELOPER, email: `${'x'.repeat(45)}@ex.com` }, 'developer.email'],
    ] as const) {
      const res = await api.put(SETTINGS, { developer }, owner);
      expect(res.status, JSON.stringify(developer)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    const extra = await api.put(SETTINGS, { developer: { ...DEVELOPER, phone: '1' } }, owner);
    expect(extra.status).toBe(400);
    expect((await api.get(SETTINGS, owner)).body.data.developer.custom).toBe(false);
  });

  it('saves the company’s developer (audited), writes it in record 08, and null goes back', async () => {
    const saved = await api.put(SETTINGS, { developer: DEVELOPER }, owner);
    expect(saved.status).toBe(200);
    const stored = {
      document: '11222333000181',
      name: 'Software Parceiro Ltda',
      email: 'suporte@parceiro.com.br',
    };
    expect(saved.body.data.developer).toEqual({ ...stored, custom: true });
    // The other card's field is kept when the body leaves it out, and the reverse.
    const cpf = await api.put(SETTINGS, { responsible_cpf: '52998224725' }, owner);
    expect(cpf.body.data).toMatchObject({
      responsible_cpf: '52998224725',
      developer: { ...stored, custom: true },
    });
    expect(await record08()).toBe(
      `08|Ponteiro|${APP_VERSION}|1|11222333000181|Software Parceiro Ltda|suporte@parceiro.com.br`,
    );
    // A CPF developer is type 2 in record 08.
    await api.put(SETTINGS, { developer: { ...DEVELOPER, document: '529.982.247-25' } }, owner);
    expect((await record08())?.split('|').slice(3, 5)).toEqual(['2', '52998224725']);

    const audits = await auditsOfSettings();
    expect(audits.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['update', ownerId, { developer: null }, { developer: stored }],
      ['update', ownerId, { responsible_cpf: null }, { responsible_cpf: '52998224725' }],
      [
        'update',
        ownerId,
        { developer: stored },
        { developer: { ...stored, document: '52998224725' } },
      ],
    ]);

    const reset = await api.put(SETTINGS, { developer: null }, owner);
    expect(reset.body.data.developer).toMatchObject({
      document: t.app.config.REP_DEVELOPER_CNPJ,
      custom: false,
    });
    expect(reset.body.data.responsible_cpf).toBe('52998224725');
    expect((await record08())?.split('|')[4]).toBe(t.app.config.REP_DEVELOPER_CNPJ);
    // Saving what is already there writes no audit row.
    await api.put(SETTINGS, { developer: null }, owner);
    expect(await auditsOfSettings()).toHaveLength(4);
  });

  it('keeps the settings to settings.system.afd_aej and to the company', async () => {
    for (const token of [clerk, employee]) {
      expect((await api.get(SETTINGS, token)).status).toBe(403);
      expect((await api.put(SETTINGS, { developer: DEVELOPER }, token)).status).toBe(403);
    }
    await api.put(SETTINGS, { developer: DEVELOPER }, owner);
    const theirs = await api.get(SETTINGS, otherOwner);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.developer.custom).toBe(false);
    expect(theirs.body.data.inpi.subsidiaries).toEqual([]);
    await api.put(SETTINGS, { developer: null }, otherOwner);
    expect((await api.get(SETTINGS, owner)).body.data.developer.custom).toBe(true);
  });

  it('shows the certificate’s subject, issuer and validity', async () => {
    const p12 = createDemoPkcs12({
      password: 'segredo',
      commonName: 'EMPRESA TESTE LTDA:12345678000195',
      notBefore: new Date(Date.now() - 355 * 86_400_000),
      days: 365,
    }).pkcs12;
    const body = multipartFile(Buffer.from(p12), 'empresa.pfx', 'file', { password: 'segredo' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/system/afd-aej/certificate/`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    const certificate = (await api.get(SETTINGS, owner)).body.data.certificate;
    expect(certificate).toMatchObject({
      subject: 'EMPRESA TESTE LTDA:12345678000195',
      issuer: 'AC DEMO PONTEIRO',
      demo: true,
    });
    // Ten days left: the screen warns from 30.
    const left = (Date.parse(certificate.valid_until) - Date.now()) / 86_400_000;
    expect(left).toBeGreaterThan(9);
    expect(left).toBeLessThanOrEqual(10);
  });
});
