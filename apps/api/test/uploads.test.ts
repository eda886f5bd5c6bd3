import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from '../src/lib/uploads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

function multipart(filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----ponteiro-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function addUploadProbe(app: FastifyInstance) {
  // Every route under /api/v1.0 declares its access (ADR 0010): the probe is public.
  app.post('/api/v1.0/probe/photo/', { config: { access: { public: true } } }, async (request) => {
    const upload = await receiveUpload(request, 'profileImage');
    return { data: { type: upload.type, size: upload.bytes.length } };
  });
}

describe('uploads are checked by their bytes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { extend: addUploadProbe });
  });
  afterAll(() => t.close());

  const send = (filename: string, bytes: Buffer, contentType?: string, lang = 'en-US') => {
    const body = multipart(filename, bytes, contentType);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1.0/probe/photo/',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  };

  it.each([
    ['photo.png', PNG, 'png'],
    ['photo.jpg', JPEG, 'jpeg'],
    ['no-extension', PNG, 'png'],
  ])('accepts %s as %s', async (name, bytes, type) => {
    const res = await send(name, bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type).toBe(type);
  });

  it('refuses a PDF renamed to .png, whatever the declared type, with 415', async () => {
    const res = await send('photo.png', PDF, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { file: ['File type not allowed. Send: JPEG, PNG.'] },
    });
  });

  it('refuses a profile image over 200 KB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024)]);
    const res = await send('big.png', big, 'image/png', 'pt');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses a JSON body where a file is expected with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/probe/photo/',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('asks for the file when the form has none', async () => {
    const boundary = '----x';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/probe/photo/',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toHaveLength(1);
  });
});
