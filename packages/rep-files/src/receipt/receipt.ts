import { formatCnpj, formatCpf } from '@ponteiro/shared';
import PDFDocument from 'pdfkit';

/**
 * Comprovante de Registro de Ponto do Trabalhador (Portaria MTP nº 671/2021, arts. 79–80) for a
 * punch recorded by our REP-P. Art. 79 items: I title; II NSR; III employer name, CNPJ/CPF and
 * CEI/CAEPF/CNO; IV place of service when the worker is external or at third-party premises;
 * V worker name and CPF; VI punch date and time; VII REP-P INPI registration number; VIII SHA-256
 * hash of the punch; IX electronic signature (for the electronic receipt: a PAdES-signed PDF,
 * arts. 80, 87, 88; this module produces the unsigned PDF, `signedPunchReceiptPdf` the signed one).
 */
export const RECEIPT_TITLE = 'Comprovante de Registro de Ponto do Trabalhador';

export interface PunchReceipt {
  /** Número Sequencial de Registro of the punch (per establishment, 1…999999999). */
  nsr: number;
  employer: {
    name: string;
    documentType: 'CNPJ' | 'CPF';
    /** CNPJ (14 characters, numeric or alphanumeric) or CPF (11 digits), masked or not. */
    document: string;
    /** CEI/CAEPF/CNO, when the employer has one. */
    caepfOrCno?: string;
  };
  /**
   * Local de prestação de serviço or address of the establishment (art. 79 IV: required when the
   * worker is external or at a third party's premises; shown whenever given).
   */
  serviceLocation?: string;
  employee: { name: string; cpf: string };
  /** The punch date and time with its offset, ISO 8601: `2026-11-23T08:01:00-03:00`. */
  punchedAt: string;
  /** REP-P registration number at INPI (art. 91). */
  repInpiNumber: string;
  /** SHA-256 hash of the punch record (64 hexadecimal characters). */
  hash: string;
}

export interface ReceiptLine {
  label: string;
  value: string;
}

/** Receipt data that cannot make a legal receipt (a required item missing or malformed). */
export class ReceiptError extends Error {}

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** `2026-11-23T08:01:00-03:00` → `23/11/2026 08:01:00 (UTC-03:00)`: the wall time as recorded. */
export function formatPunchDateTime(iso: string): string {
  const match = iso.match(ISO_WITH_OFFSET);
  if (!match) {
    throw new ReceiptError(
      `punchedAt must be ISO 8601 with a time zone offset (e.g. 2026-11-23T08:01:00-03:00), got "${iso}"`,
    );
  }
  const [, year, month, day, hour, minute, second = '00', zone] = match;
  const offset = zone === 'Z' ? '+00:00' : `${zone!.slice(0, 3)}:${zone!.slice(-2)}`;
  return `${day}/${month}/${year} ${hour}:${minute}:${second} (UTC${offset})`;
}

function required(value: string | undefined, what: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new ReceiptError(`${what} is required on the receipt`);
  return trimmed;
}

/**
 * The receipt's items, in order, as label/value pairs with Portuguese labels (the PDF renders
 * exactly these under the title). Throws `ReceiptError` when a required item is missing.
 */
export function receiptLines(data: PunchReceipt): ReceiptLine[] {
  if (!Number.isInteger(data.nsr) || data.nsr < 1 || data.nsr > 999_999_999) {
    throw new ReceiptError(`NSR must be an integer from 1 to 999999999, got ${data.nsr}`);
  }
  const hash = required(data.hash, 'the punch hash');
  if (!/^[0-9a-fA-F]{64}$/.test(hash)) {
    throw new ReceiptError('the punch hash must be a SHA-256 in hexadecimal (64 characters)');
  }
  const document = required(data.employer.document, `the employer ${data.employer.documentType}`);
  const lines: ReceiptLine[] = [
    { label: 'NSR', value: String(data.nsr).padStart(9, '0') },
    { label: 'Empregador', value: required(data.employer.name, 'the employer name') },
    {
      label: data.employer.documentType,
      value: data.employer.documentType === 'CNPJ' ? formatCnpj(document) : formatCpf(document),
    },
  ];
  if (data.employer.caepfOrCno?.trim()) {
    lines.push({ label: 'CEI/CAEPF/CNO', value: data.employer.caepfOrCno.trim() });
  }
  if (data.serviceLocation?.trim()) {
    lines.push({ label: 'Local de prestação do serviço', value: data.serviceLocation.trim() });
  }
  lines.push(
    { label: 'Trabalhador', value: required(data.employee.name, 'the employee name') },
    {
      label: 'CPF do trabalhador',
      value: formatCpf(required(data.employee.cpf, 'the employee CPF')),
    },
    { label: 'Data e hora da marcação', value: formatPunchDateTime(data.punchedAt) },
    {
      label: 'REP-P — nº de registro no INPI',
      value: required(data.repInpiNumber, 'the REP-P INPI registration number'),
    },
    { label: 'Código hash (SHA-256) da marcação', value: hash.toLowerCase() },
  );
  return lines;
}

export interface ReceiptPdfOptions {
  /** Compress the page content (default true; tests turn it off to read the text). */
  compress?: boolean;
}

/** A6 portrait, in points. */
const PAGE: [number, number] = [297.64, 419.53];
const MARGIN = 18;

/**
 * The receipt as a one-page A6 PDF (pdfkit, standard fonts: ç/ã are in WinAnsi). Not signed: the
 * electronic receipt is `signedPunchReceiptPdf` (PAdES, REP-P developer's key; arts. 80, 86 §1, 88).
 */
export function punchReceiptPdf(
  data: PunchReceipt,
  options: ReceiptPdfOptions = {},
): Promise<Buffer> {
  return renderReceiptPdf(data, options);
}

/**
 * Renders the receipt; `beforeEnd` runs on the document after the content is drawn and before
 * `doc.end()` (the signed receipt adds its signature field there). Internal to the package.
 */
export function renderReceiptPdf(
  data: PunchReceipt,
  options: ReceiptPdfOptions,
  beforeEnd?: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const lines = receiptLines(data);
  const nsr = lines[0]!.value;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE,
      margin: MARGIN,
      compress: options.compress ?? true,
      info: {
        Title: `${RECEIPT_TITLE} — NSR ${nsr}`,
        Author: data.employer.name,
        Subject: `NSR ${nsr}`,
        Creator: 'Ponteiro REP-P',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = PAGE[0] - 2 * MARGIN;
    doc.font('Helvetica-Bold').fontSize(10).text(RECEIPT_TITLE, { width, align: 'center' });
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(PAGE[0] - MARGIN, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.5);

    for (const line of lines) {
      doc.font('Helvetica').fontSize(6.5).fillColor('#444444').text(line.label, { width });
      const isHash = line.label.startsWith('Código hash');
      doc
        .font(isHash ? 'Courier' : 'Helvetica-Bold')
        .fontSize(isHash ? 6.5 : 8.5)
        .fillColor('#000000')
        .text(line.value, { width });
      doc.moveDown(0.35);
    }
    beforeEnd?.(doc);
    doc.end();
  });
}
