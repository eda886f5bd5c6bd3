import { endpoints } from '@ponteiro/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../feedback/toast';
import { setAdminSlug } from './admin-path';
import { callOperation, listPageOf, operationPath, queryKeyOf } from './operations';

// The typed client sends what the route table says: method, filled path, query, JSON body or
// multipart file, and resolves to the answer's `data` (a Blob for a download).

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: Mock<typeof fetch>;
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), method: init?.method, body: init?.body };
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { ok: true } }));
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
});

describe('callOperation', () => {
  it('fills the path, adds the query and resolves to data', async () => {
    const answer = await callOperation(endpoints.employees.history, {
      params: { id: 'a b' },
      query: { page: 2, page_size: 25 },
    });
    expect(answer).toEqual({ ok: true });
    expect(sent()).toMatchObject({
      url: '/api/v1.0/employees/a%20b/history/?page=2&page_size=25',
      method: 'GET',
      body: undefined,
    });
  });

  it('sends the body as JSON, and {} for a POST that takes none', async () => {
    await callOperation(endpoints.employees.enable, { body: { ids: ['x'] } });
    await callOperation(endpoints.companies.select, { params: { id: 'c1' } });
    expect(sent(0)).toMatchObject({ method: 'POST', body: '{"ids":["x"]}' });
    expect(sent(1)).toMatchObject({
      url: '/api/v1.0/auth/companies/c1/select/',
      method: 'POST',
      body: '{}',
    });
  });

  it('sends an upload as multipart with the file in the field "file"', async () => {
    const file = new File(['x'], 'afd.txt');
    await callOperation(endpoints.legalFiles.afd, { file });
    const { url, method, body } = sent();
    expect([url, method]).toEqual(['/api/v1.0/reports/afd/validate/', 'POST']);
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('resolves a download to a Blob', async () => {
    fetchMock.mockResolvedValueOnce(new Response('xlsx', { status: 200 }));
    const blob = await callOperation(endpoints.employees.importTemplate);
    expect(await blob.text()).toBe('xlsx');
    expect(sent().url).toBe('/api/v1.0/employees/import/template/');
  });

  it('pages a list from URL state', async () => {
    await listPageOf(endpoints.employees.list)({ page: 1, search: 'ana', ordering: '-name' });
    expect(sent().url).toBe('/api/v1.0/employees/?page=1&search=ana&ordering=-name');
  });
});

describe('operationPath and queryKeyOf', () => {
  it('puts admin operations under the server slug and key them under "admin"', () => {
    setAdminSlug('acme');
    expect(operationPath(endpoints.admin.outbox.get, { id: 'e1' })).toBe('admin-acme/outbox/e1/');
    expect(queryKeyOf(endpoints.admin.outbox.list, { query: { page: 1 } })).toEqual([
      'admin',
      'outbox',
      { query: { page: 1 } },
    ]);
  });

  it('keys by path, so the list key without input prefixes its records and histories', () => {
    const prefix = queryKeyOf(endpoints.employees.list);
    const record = queryKeyOf(endpoints.employees.get, { params: { id: 'x' } });
    const history = queryKeyOf(endpoints.employees.history, { params: { id: 'x' } });
    expect(prefix).toEqual(['employees']);
    expect(record.slice(0, 1)).toEqual(prefix);
    expect(history.slice(0, 1)).toEqual(prefix);
    expect(record).not.toEqual(history);
  });
});
