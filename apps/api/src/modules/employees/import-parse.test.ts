import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseImportWorkbook } from './import-parse.js';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Dados');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('parseImportWorkbook', () => {
  it('keeps spreadsheet row numbers, skipping empty rows', async () => {
    const sheet = await parseImportWorkbook(
      await xlsx([
        ['Nome', 'CPF', 'Data de admissão', 'Estabelecimento'],
        ['Ana', '52998224725', '01/02/2024', 'Matriz'],
        [],
        ['', null, '  ', ''],
        ['Bruno', 12345678909, new Date(Date.UTC(2023, 2, 15)), 'Matriz'],
      ]),
      'pt',
    );
    expect(sheet.columns.map((c) => c.field)).toEqual([
      'name',
      'cpf',
      'admission_date',
      'subsidiary_id',
    ]);
    expect(sheet.rows.map((r) => [r.row, Object.fromEntries(r.values)])).toEqual([
      [
        2,
        { name: 'Ana', cpf: '52998224725', admission_date: '2024-02-01', subsidiary_id: 'Matriz' },
      ],
      [
        5,
        {
          name: 'Bruno',
          cpf: '12345678909',
          admission_date: '2023-03-15',
          subsidiary_id: 'Matriz',
        },
      ],
    ]);
  });

  it('refuses a directory that declares 2 GB (413) and a broken zip (400) before exceljs', async () => {
    const bytes = await xlsx([['Nome']]);
    bytes.writeUInt32LE(0x7fffffff, bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    await expect(parseImportWorkbook(bytes, 'pt')).rejects.toMatchObject({
      status: 413,
      message: 'validation.import_unzipped_too_large|32 MB',
    });
    await expect(
      parseImportWorkbook(Buffer.from('PK\x03\x04 and nothing else'), 'pt'),
    ).rejects.toMatchObject({ status: 400, message: 'validation.import_unreadable' });
  });
});
