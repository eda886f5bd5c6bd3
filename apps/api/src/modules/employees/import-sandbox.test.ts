import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, sheetBomb, sheetXml, workbookParts } from '../../../test/support/zip-bomb.js';
import { createGate, parseInWorker, SANDBOX_LIMITS } from './import-sandbox.js';

// The worker runs the real entry file: from TypeScript here (through tsx), from dist in prod.

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Colaboradores');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

const TOO_COMPLEX = {
  status: 422,
  code: 'business_rule',
  message: 'validation.import_too_complex',
  fieldErrors: { file: ['validation.import_too_complex'] },
};

describe('parseInWorker', () => {
  it('reads a workbook in a worker and rebuilds the rows', async () => {
    const bytes = await workbook([
      ['Nome', 'CPF', 'Data de admissão', 'Estabelecimento'],
      ['Ana', '52998224725', '01/02/2024', 'Matriz'],
      [],
      ['Bruno', 12345678909, new Date(Date.UTC(2023, 2, 15)), 'Matriz'],
    ]);
    const sheet = await parseInWorker(bytes, 'pt');
    expect(sheet.columns.map((c) => [c.field, c.header.pt])).toEqual([
      ['name', 'Nome'],
      ['cpf', 'CPF'],
      ['admission_date', 'Data de admissão'],
      ['subsidiary_id', 'Estabelecimento'],
    ]);
    expect(sheet.rows.map((r) => [r.row, r.values.get('name'), r.values.get('cpf')])).toEqual([
      [2, 'Ana', '52998224725'],
      [4, 'Bruno', '12345678909'],
    ]);
  });

  it('passes the file’s own errors back as they are', async () => {
    await expect(parseInWorker(sheetBomb(56 * 1024 * 1024), 'en-US')).rejects.toMatchObject({
      status: 413,
      message: 'validation.import_unzipped_too_large|32 MB',
    });
    await expect(
      parseInWorker(await workbook([['Nome', 'Sobrenome']]), 'pt'),
    ).rejects.toMatchObject({
      status: 400,
      message: 'validation.import_unknown_columns|Sobrenome',
    });
  });

  it('terminates a worker past its deadline: 422 too complex', async () => {
    const bytes = await workbook([['Nome']]);
    await expect(
      parseInWorker(bytes, 'pt', { ...SANDBOX_LIMITS, timeoutMs: 1 }),
    ).rejects.toMatchObject(TOO_COMPLEX);
  });

  it('stops a worker that runs out of its heap: 422 too complex', async () => {
    const heavy = buildZip(workbookParts(sheetXml(4 * 1024 * 1024, { numbered: true })), {
      crc: false,
    });
    await expect(
      parseInWorker(heavy, 'pt', {
        ...SANDBOX_LIMITS,
        maxOldGenerationSizeMb: 24,
        maxYoungGenerationSizeMb: 8,
      }),
    ).rejects.toMatchObject(TOO_COMPLEX);
  }, 60_000);
});

describe('createGate', () => {
  it('lets `parallel` in, queues `waiting`, refuses the rest with 503, hands slots over', async () => {
    const gate = createGate(1, 2);
    const order: string[] = [];
    await gate.acquire();
    const second = gate.acquire().then(() => order.push('second'));
    const third = gate.acquire().then(() => order.push('third'));
    await expect(gate.acquire()).rejects.toMatchObject({
      status: 503,
      message: 'validation.import_busy',
    });
    expect(order).toEqual([]);
    gate.release();
    await second;
    expect(order).toEqual(['second']);
    gate.release();
    await third;
    gate.release();
    // Everyone left: the next one goes straight in.
    await gate.acquire();
    expect(order).toEqual(['second', 'third']);
  });
});
