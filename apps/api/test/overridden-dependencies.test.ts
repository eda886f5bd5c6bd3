import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

// package.json `overrides` pin cookie@1 and content-disposition@2 (Node 20, no EBADENGINE) under
// @fastify/cookie, light-my-request and @fastify/static, which ask for the Node 22 majors. These
// checks run the paths of those packages that call the pinned versions.
describe('dependencies pinned for Node 20', () => {
  it('@fastify/cookie sets and parses cookies; inject reads them back', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get('/set', (_request, reply) =>
      reply
        .setCookie('ponteiro', 'olá mundo', { path: '/', httpOnly: true, sameSite: 'lax' })
        .send('ok'),
    );
    app.get('/read', (request) => ({ value: request.cookies.ponteiro }));
    const set = await app.inject({ method: 'GET', url: '/set' });
    expect(set.headers['set-cookie']).toBe(
      'ponteiro=ol%C3%A1%20mundo; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(set.cookies).toEqual([
      expect.objectContaining({ name: 'ponteiro', value: 'olá mundo', httpOnly: true }),
    ]);
    const read = await app.inject({
      method: 'GET',
      url: '/read',
      cookies: { ponteiro: 'olá mundo' },
    });
    expect(read.json()).toEqual({ value: 'olá mundo' });
    await app.close();
  });

  it('@fastify/static downloads a file with a Content-Disposition for a non-ASCII name', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ponteiro-dl-'));
    writeFileSync(join(root, 'a.txt'), 'x');
    const app = Fastify();
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/dl', (_request, reply) => reply.download('a.txt', 'relatório março.txt'));
    const res = await app.inject({ method: 'GET', url: '/dl' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="relat?rio mar?o.txt"; filename*=UTF-8''relat%C3%B3rio%20mar%C3%A7o.txt`,
    );
    await app.close();
  });
});
