import multipart from '@fastify/multipart';
import { AppError } from '@ponteiro/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseFormFields, receiveForm } from './multipart-form.js';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOUNDARY = '----unit-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function body(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('receiveForm', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // As the server registers it: one file per request by default; the form raises its own limit.
    await app.register(multipart, { limits: { files: 1, fileSize: 10 * 1024 * 1024 } });
    app.setErrorHandler((error, _request, reply) => {
      const status =
        error instanceof AppError
          ? error.status
          : ((error as { statusCode?: number }).statusCode ?? 500);
      return reply.status(status).send({
        code: error instanceof AppError ? error.code : 'other',
        errors: error instanceof AppError ? error.fieldErrors : undefined,
      });
    });
    app.post('/form', async (request) => {
      const form = await receiveForm(request, {
        contract: { kind: 'document', types: ['pdf'] },
        logo: { kind: 'image' },
      });
      return {
        fields: form.fields,
        files: Object.fromEntries(
          Object.entries(form.files).map(([k, f]) => [k, { type: f?.type, name: f?.filename }]),
        ),
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: Buffer | string, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
    app.inject({ method: 'POST', url: '/form', payload, headers: { 'content-type': type } });

  it('reads text fields and several named files, typed by their bytes', async () => {
    const res = await post(
      body([
        { name: 'name', value: 'Revenda' },
        { name: 'name', value: 'ignored repeat' },
        { name: 'contract', filename: 'c\u202Efdp.exe', bytes: PDF },
        { name: 'logo', filename: 'l.png', bytes: PNG },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { name: 'Revenda' },
      files: { contract: { type: 'pdf', name: 'cfdp.exe' }, logo: { type: 'png', name: 'l.png' } },
    });
  });

  it('treats an empty file part ("no file chosen") as absent', async () => {
    const res = await post(body([{ name: 'logo', filename: '', bytes: Buffer.alloc(0) }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual({});
  });

  it.each([
    ['a PNG as contract', [{ name: 'contract', filename: 'c.pdf', bytes: PNG }], 415, 'contract'],
    [
      'text as contract',
      [{ name: 'contract', filename: 'c.pdf', bytes: Buffer.from('hi') }],
      415,
      'contract',
    ],
    [
      'a logo over 3 MB',
      [
        {
          name: 'logo',
          filename: 'l.png',
          bytes: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
        },
      ],
      413,
      'logo',
    ],
    [
      'a contract over 5 MB',
      [
        {
          name: 'contract',
          filename: 'c.pdf',
          bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ],
      413,
      'contract',
    ],
    ['an unknown file field', [{ name: 'file', filename: 'c.pdf', bytes: PDF }], 400, 'file'],
    [
      'the same file twice',
      [
        { name: 'logo', filename: 'a.png', bytes: PNG },
        { name: 'logo', filename: 'b.png', bytes: PNG },
      ],
      400,
      'logo',
    ],
  ] as [string, Part[], number, string][])('%s → %i', async (_label, parts, status, field) => {
    const res = await post(body(parts));
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  it('answers 400 to broken multipart and 415 to anything else', async () => {
    expect((await post(`--${BOUNDARY}\r\nContent-Disposition: form-da`)).statusCode).toBe(400);
    expect((await post('hello')).statusCode).toBe(400);
    expect((await post('{}', 'application/json')).statusCode).toBe(415);
    const proto = await post(body([{ name: '__proto__', value: '1' }]));
    expect(proto.statusCode).toBe(400);
  });
});

describe('parseFormFields', () => {
  const schema = z.object({ name: z.string().min(1), age: z.coerce.number().max(10) }).strict();

  it('answers the parsed fields', () => {
    expect(parseFormFields(schema, { name: 'a', age: '3' }, 'pt')).toEqual({ name: 'a', age: 3 });
  });

  it('refuses with 422 and translated messages per field, unknown fields named', () => {
    try {
      parseFormFields(schema, { name: '', age: '30', extra: 'x' }, 'en-US');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const e = error as AppError;
      expect(e.status).toBe(422);
      expect(Object.keys(e.fieldErrors ?? {}).sort()).toEqual(['age', 'extra', 'name']);
      expect(e.fieldErrors?.extra?.[0]).toContain('extra');
    }
  });
});
