import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatPunchDateTime,
  type PunchReceipt,
  punchReceiptPdf,
  RECEIPT_TITLE,
  ReceiptError,
  receiptLines,
} from './index.js';

const HASH = createHash('sha256')
  .update('0000001237202611230801-0300529982247250001')
  .digest('hex');

const RECEIPT: PunchReceipt = {
  nsr: 123,
  employer: {
    name: 'Padaria São João Ltda',
    documentType: 'CNPJ',
    document: '11222333000181',
    caepfOrCno: '123456789012',
  },
  serviceLocation: 'Rua da Conceição, 100 — Centro, São Paulo/SP',
  employee: { name: 'Joana Conceição', cpf: '52998224725' },
  punchedAt: '2026-11-23T08:01:07-03:00',
  repInpiNumber: 'BR512026001234-5',
  hash: HASH,
};

/** The text drawn by pdfkit (uncompressed): the hex strings of every TJ operator, decoded. */
function pdfText(pdf: Buffer): string {
  // WinAnsi is latin1 except 0x80–0x9F; only the dashes appear in these receipts.
  const winAnsi = (bytes: Buffer) =>
    bytes.toString('latin1').replace(/\x96/g, '–').replace(/\x97/g, '—');
  const text = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, array] of text.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const pieces = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) =>
      winAnsi(Buffer.from(hex!, 'hex')),
    );
    lines.push(pieces.join(''));
  }
  return lines.join('\n');
}

describe('receiptLines', () => {
  it('has every item of Portaria 671 art. 79 for a REP-P punch, in Portuguese', () => {
    const lines = receiptLines(RECEIPT);
    const byLabel = Object.fromEntries(lines.map((line) => [line.label, line.value]));
    expect(byLabel).toEqual({
      NSR: '000000123', // II
      Empregador: 'Padaria São João Ltda', // III
      CNPJ: '11.222.333/0001-81', // III
      'CEI/CAEPF/CNO': '123456789012', // III
      'Local de prestação do serviço': 'Rua da Conceição, 100 — Centro, São Paulo/SP', // IV
      Trabalhador: 'Joana Conceição', // V
      'CPF do trabalhador': '529.982.247-25', // V
      'Data e hora da marcação': '23/11/2026 08:01:07 (UTC-03:00)', // VI
      'REP-P — nº de registro no INPI': 'BR512026001234-5', // VII
      'Código hash (SHA-256) da marcação': HASH, // VIII
    });
  });

  it('leaves out the optional items when absent, and formats an employer CPF', () => {
    const lines = receiptLines({
      ...RECEIPT,
      employer: { name: 'Maria Empregadora', documentType: 'CPF', document: '529.982.247-25' },
      serviceLocation: undefined,
    });
    const labels = lines.map((line) => line.label);
    expect(labels).not.toContain('CEI/CAEPF/CNO');
    expect(labels).not.toContain('Local de prestação do serviço');
    expect(lines.find((line) => line.label === 'CPF')?.value).toBe('529.982.247-25');
  });

  it('shows the punch time as recorded, with its offset', () => {
    expect(formatPunchDateTime('2026-11-23T23:59:00-0300')).toBe('23/11/2026 23:59:00 (UTC-03:00)');
    expect(formatPunchDateTime('2026-11-24T02:59:00Z')).toBe('24/11/2026 02:59:00 (UTC+00:00)');
    expect(formatPunchDateTime('2018-12-01T08:00:00.123-02:00')).toBe(
      '01/12/2018 08:00:00 (UTC-02:00)',
    );
  });

  it('refuses data that cannot make a legal receipt', () => {
    expect(() => receiptLines({ ...RECEIPT, punchedAt: '2026-11-23T08:01:07' })).toThrow(
      /time zone offset/,
    );
    expect(() => receiptLines({ ...RECEIPT, hash: 'abc' })).toThrow(/SHA-256/);
    expect(() => receiptLines({ ...RECEIPT, nsr: 0 })).toThrow(ReceiptError);
    expect(() => receiptLines({ ...RECEIPT, repInpiNumber: ' ' })).toThrow(/INPI/);
    expect(() => receiptLines({ ...RECEIPT, employee: { name: 'X', cpf: '' } })).toThrow(/CPF/);
  });
});

describe('punchReceiptPdf', () => {
  it('renders one A6 page with the title and every line, including the NSR and the hash', async () => {
    const pdf = await punchReceiptPdf(RECEIPT, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(raw).toContain('/MediaBox [0 0 297.64 419.53]');
    const text = pdfText(pdf);
    expect(text).toContain(RECEIPT_TITLE);
    expect(text).toContain('000000123');
    expect(text).toContain(HASH);
    for (const line of receiptLines(RECEIPT)) {
      expect(text).toContain(line.label);
      expect(text).toContain(line.value);
    }
  });

  it('compresses by default', async () => {
    const pdf = await punchReceiptPdf(RECEIPT);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });
});
