import { readFileSync } from 'node:fs';
import { MB } from '@ponteiro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, customRole, memberOf, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const fixture = (path: string) =>
  readFileSync(new URL(`../../../packages/rep-files/src/${path}`, import.meta.url));
const GOOD_AFD = fixture('afd/fixtures/afd-671-rep-p.txt');
const GOOD_AEJ = fixture('aej/fixtures/full.aej');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe.each(testDatabaseKinds())('legal file validation (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let withoutPermission: CompanyUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dono.legal@example.com', '11222333000181');
    const role = await customRole(api, owner, 'Só colaboradores', ['employee']);
    withoutPermission = await memberOf(t, api, owner, 'sem.legal@example.com', role);
  });
  afterAll(() => t.close());

  const send = (path: string, bytes: Buffer, token?: string, filename = 'AFD.txt') => {
    const body = multipartFile(bytes, filename);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1.0/reports/${path}/validate/`,
      payload: body.payload,
      headers: {
        ...body.headers,
        'accept-language': 'en-US',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  };

  it('reports a valid AFD and a valid AEJ with their record counts', async () => {
    const afd = await send('afd', GOOD_AFD, owner.token);
    expect(afd.statusCode).toBe(200);
    expect(afd.json().data).toMatchObject({
      kind: 'afd',
      filename: 'AFD.txt',
      bytes: GOOD_AFD.length,
      valid: true,
      errors: [],
      warnings: [],
      counts: { type1: 1, type9: 1 },
      summary: {
        layout: 'afd-671',
        rep: 'REP-P',
        crc: 'CRC-16/KERMIT',
        partial: false,
        errorsByField: {},
        warningsByField: {},
      },
    });
    const aej = await send('aej', GOOD_AEJ, owner.token, 'AEJ.txt');
    expect(aej.statusCode).toBe(200);
    expect(aej.json().data).toMatchObject({
      kind: 'aej',
      valid: true,
      errors: [],
      warnings: [],
      summary: { layout: 'aej-001', rep: null, crc: null, partial: false },
    });
  });

  it('lists warnings apart: an AEJ short only by an empty trailing field is valid', async () => {
    // Line 11 of full.aej is a mark ending in an empty motivo; the last `|` is left out.
    const lines = GOOD_AEJ.toString('latin1').split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('05|') && l.endsWith('||'));
    lines[at] = lines[at]!.slice(0, -1);
    const res = await send('aej', Buffer.from(lines.join('\r\n'), 'latin1'), owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      valid: true,
      errors: [],
      // The code and its values let the screen say it in the user's language.
      warnings: [
        {
          line: at + 1,
          field: 'motivo',
          message: expect.stringMatching(/left out/),
          code: 'aej_left_out',
          params: {},
        },
      ],
      summary: { layout: 'aej-001', errorsByField: {}, warningsByField: { motivo: 1 } },
    });
  });

  it('lists every problem with its line and field', async () => {
    const broken = Buffer.from(GOOD_AFD.toString('latin1').replace('\r\n', '\n'), 'latin1');
    const res = await send('afd', broken, owner.token);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.valid).toBe(false);
    expect(report.errors[0]).toMatchObject({ line: 1, field: expect.any(String) });
    expect(report.summary.errorsByField[report.errors[0].field]).toBeGreaterThan(0);
  });

  it.each([
    ['a PNG', PNG, 415],
    ['an empty file', Buffer.alloc(0), 415],
    ['a binary file', Buffer.from([0x30, 0x00, 0x31]), 415],
    ['a file over 10 MB', Buffer.alloc(10 * MB + 1, 0x30), 413],
  ])('refuses %s', async (_name, bytes, status) => {
    const res = await send('afd', bytes, owner.token);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    if (status === 415)
      expect(res.json().errors.file).toEqual(['File type not allowed. Send: TEXT.']);
  });

  it('answers 415 to a JSON body, 401 without a session and 403 without system.afd_aej', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/reports/afd/validate/',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect((await send('afd', GOOD_AFD)).statusCode).toBe(401);
    expect((await send('aej', GOOD_AEJ, withoutPermission.token)).statusCode).toBe(403);
  });
});
