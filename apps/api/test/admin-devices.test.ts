import { devices, products } from '@ponteiro/db';
import { createCompanyWithOwner } from '@ponteiro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16: every company's devices in the back-office, read-only (the devices issue registers
// them, so the rows are written here directly). Search over name, serial and company; filters by
// company and kind; pages; company tokens get 401.

describe.each(testDatabaseKinds())('devices in the back-office (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let admin: string;
  let owner: string;
  let acme: string;
  let beta: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    admin = await superuserToken(t, api);
    const a = await createCompanyWithOwner(t.database.db, {
      company: { legalName: 'Acme Indústria Ltda', tradeName: 'Acme' },
    });
    const b = await createCompanyWithOwner(t.database.db, {
      company: { legalName: 'Beta Comércio Ltda', tradeName: null },
    });
    acme = a.company.id;
    beta = b.company.id;
    owner = await accessTokenFor(t, a.owner.id, acme);
    const [product] = await t.database.db
      .insert(products)
      .values({ name: 'Relógio REP-P 100', codePrefix: 'DSPS' })
      .returning({ id: products.id });
    await t.database.db.insert(devices).values([
      {
        companyId: acme,
        name: 'Portaria',
        serialNumber: 'DSPS0001',
        kind: 'time_clock',
        protocol: 'zkteco_push',
        productId: product!.id,
        lastSeenAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        companyId: acme,
        name: 'Catraca norte',
        serialNumber: 'HCSS0002',
        kind: 'access_controller',
        protocol: 'controlid',
        isActive: false,
      },
      {
        companyId: beta,
        name: 'Recepção',
        serialNumber: 'DSPS0003',
        kind: 'time_clock',
        protocol: 'controlid',
      },
    ]);
    // 30 more, to see a second page.
    await t.database.db.insert(devices).values(
      Array.from({ length: 30 }, (_, i) => ({
        companyId: beta,
        name: `Filial ${String(i + 1).padStart(2, '0')}`,
        serialNumber: `DPLD${String(i + 1).padStart(4, '0')}`,
        kind: 'time_clock' as const,
        protocol: 'zkteco_push' as const,
      })),
    );
  });
  afterAll(() => t.close());

  const names = (res: Awaited<ReturnType<Client['get']>>) =>
    res.body.data.results.map((d: { name: string }) => d.name);

  it('lists every company’s devices with company, product, kind, protocol and activity', async () => {
    const res = await api.get('admin-ponteiro/device/?search=portaria', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 1, page: 1, page_size: 25 });
    expect(res.body.data.results[0]).toMatchObject({
      name: 'Portaria',
      serial_number: 'DSPS0001',
      kind: 'time_clock',
      protocol: 'zkteco_push',
      company: { id: acme, name: expect.stringContaining('Acme') },
      product: { name: 'Relógio REP-P 100' },
      last_seen_at: '2026-11-20T10:00:00.000Z',
      active: true,
    });
  });

  it('searches name, serial and company; filters company and kind; pages', async () => {
    expect(names(await api.get('admin-ponteiro/device/?search=hcss', admin))).toEqual([
      'Catraca norte',
    ]);
    expect((await api.get('admin-ponteiro/device/?search=acme', admin)).body.data.count).toBe(2);
    expect(
      names(await api.get(`admin-ponteiro/device/?company_id=${acme}&ordering=-name`, admin)),
    ).toEqual(['Portaria', 'Catraca norte']);
    expect(names(await api.get('admin-ponteiro/device/?kind=access_controller', admin))).toEqual([
      'Catraca norte',
    ]);
    const first = await api.get('admin-ponteiro/device/', admin);
    expect(first.body.data.count).toBe(33);
    expect(first.body.data.results).toHaveLength(25);
    const second = await api.get('admin-ponteiro/device/?page=2', admin);
    expect(second.body.data.results).toHaveLength(8);
    expect(
      (await api.get('admin-ponteiro/device/?page_size=50', admin)).body.data.results,
    ).toHaveLength(33);
    const seen = await api.get('admin-ponteiro/device/?ordering=-last_seen_at', admin);
    expect(seen.body.data.results[0].name).toBe('Portaria');
    expect((await api.get('admin-ponteiro/device/?search=100%25', admin)).body.data.count).toBe(0);
  });

  it('refuses bad queries with 400 and company tokens with 401', async () => {
    for (const query of [
      'kind=printer',
      'company_id=not-a-uuid',
      'page_size=10',
      'ordering=__proto__',
      'ordering=company_id',
      'page=0',
    ]) {
      expect((await api.get(`admin-ponteiro/device/?${query}`, admin)).status, query).toBe(400);
    }
    expect((await api.get('admin-ponteiro/device/', owner)).status).toBe(401);
    expect((await api.get('admin-ponteiro/device/')).status).toBe(401);
  });
});
