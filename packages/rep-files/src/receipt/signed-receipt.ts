import { signDetached, type VerifyResult, verifyDetached } from '../signature/cades.js';
import { type PunchReceipt, type ReceiptPdfOptions, renderReceiptPdf } from './receipt.js';

/**
 * The electronic Comprovante de Registro de Ponto signed as Portaria 671 arts. 79 IX, 80, 86 §1 and
 * 87–88 ask: a PDF with an embedded PAdES signature (PAdES-BES: /SubFilter /ETSI.CAdES.detached,
 * the CMS made by `signDetached` over the /ByteRange of the file). Legal receipts need the REP-P
 * developer's ICP-Brasil certificate (art. 88); the demo certificate is for tests only.
 */

export interface ReceiptSigner {
  /** The PKCS#12 (.pfx/.p12) file with the signing key and certificate chain. */
  pkcs12: Uint8Array;
  password: string;
}

export interface SignedReceiptOptions extends ReceiptPdfOptions {
  /** The CMS signingTime attribute and the signature dictionary's /M; default now. */
  signingTime?: Date;
  /** The signature dictionary's /Reason. */
  reason?: string;
}

const DEFAULT_REASON = 'Comprovante de Registro de Ponto do Trabalhador (Portaria MTP 671/2021)';
const FIELD_NAME = 'AssinaturaREP-P';
/** Written by pdfkit as `/ByteRange [0 9999999999 9999999999 9999999999]`, replaced in place. */
const BYTE_RANGE_PLACEHOLDER = [0, 9_999_999_999, 9_999_999_999, 9_999_999_999];
const BYTE_RANGE_TEXT = `/ByteRange [${BYTE_RANGE_PLACEHOLDER.join(' ')}]`;
/** Room left in /Contents beyond the size of a trial signature (ECDSA values vary in length). */
const CONTENTS_MARGIN = 64;

/** The parts of pdfkit's document used here that its type declarations do not expose. */
interface PdfKitRef {
  data: Record<string, unknown>;
  end(): void;
}
interface PdfKitInternals {
  _root: { data: { AcroForm?: PdfKitRef } };
  page: { dictionary: PdfKitRef; annotations: PdfKitRef[] };
  ref(data: Record<string, unknown>): PdfKitRef;
  initForm(): unknown;
}

/**
 * The punch receipt PDF (as `punchReceiptPdf`) with an invisible signature field whose signature
 * dictionary (/Filter /Adobe.PPKLite, /SubFilter /ETSI.CAdES.detached) holds a detached CAdES-BES
 * signature of the whole file except the /Contents value. Throws `ReceiptError` for unusable
 * receipt data and `Pkcs12Error` for a wrong password or an unusable PKCS#12 file.
 */
export async function signedPunchReceiptPdf(
  data: PunchReceipt,
  signer: ReceiptSigner,
  options: SignedReceiptOptions = {},
): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  // A trial signature sizes the /Contents placeholder (and fails early on a bad PKCS#12).
  const trial = signDetached(new Uint8Array(0), signer.pkcs12, signer.password, { signingTime });
  const contentsSize = trial.length + CONTENTS_MARGIN;

  const pdf = await renderReceiptPdf(data, options, (doc) => {
    const internals = doc as unknown as PdfKitInternals;
    const signature = internals.ref({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'ETSI.CAdES.detached',
      ByteRange: BYTE_RANGE_PLACEHOLDER,
      Contents: new Uint8Array(contentsSize), // written as <00…00>
      M: signingTime,
      Reason: new String(options.reason ?? DEFAULT_REASON),
    });
    signature.end();
    const widget = internals.ref({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: new String(FIELD_NAME),
      Rect: [0, 0, 0, 0], // invisible signature
      F: 4, // Print
      P: internals.page.dictionary,
      V: signature,
    });
    widget.end();
    internals.page.annotations.push(widget);
    internals.initForm(); // the AcroForm dictionary, which pdfkit ends with the document
    const acroForm = internals._root.data.AcroForm!;
    delete acroForm.data.NeedAppearances;
    acroForm.data.SigFlags = 3; // SignaturesExist | AppendOnly
    (acroForm.data.Fields as PdfKitRef[]).push(widget);
  });

  const text = pdf.toString('latin1');
  const byteRangeAt = uniqueIndex(text, BYTE_RANGE_TEXT, 'the /ByteRange placeholder');
  const contentsText = `/Contents <${'0'.repeat(2 * contentsSize)}>`;
  const contentsAt = uniqueIndex(text, contentsText, 'the /Contents placeholder');
  const gapStart = contentsAt + '/Contents '.length; // at '<'
  const gapEnd = contentsAt + contentsText.length; // after '>'
  const byteRange = [0, gapStart, gapEnd, pdf.length - gapEnd];
  const rangeText = `/ByteRange [${byteRange.join(' ')}]`.padEnd(BYTE_RANGE_TEXT.length, ' ');
  pdf.write(rangeText, byteRangeAt, 'latin1');

  const cms = signDetached(
    Buffer.concat([pdf.subarray(0, gapStart), pdf.subarray(gapEnd)]),
    signer.pkcs12,
    signer.password,
    { signingTime },
  );
  if (cms.length > contentsSize) {
    throw new Error(
      `the signature (${cms.length} bytes) exceeds its placeholder (${contentsSize})`,
    );
  }
  pdf.write(Buffer.from(cms).toString('hex'), gapStart + 1, 'latin1');
  return pdf;
}

function uniqueIndex(text: string, search: string, what: string): number {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0) {
    throw new Error(`${what} was not found exactly once in the PDF`);
  }
  return at;
}

/** The length of the DER element at the start of `bytes` (the CMS before the zero padding). */
function derLength(bytes: Uint8Array): number {
  const first = bytes[1];
  if (bytes[0] !== 0x30 || first === undefined) return -1;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return -1;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i]!;
  return 2 + count + length;
}

const invalid = (error: string): VerifyResult => ({ valid: false, errors: [error] });

/**
 * Verifies the signature of a receipt made by `signedPunchReceiptPdf`. Checks: the PDF has exactly
 * one /ByteRange; it is `[0 a b c]` with the two ranges covering the whole file except the gap
 * a…b, and the gap is exactly the `<hex>` /Contents value of the same signature dictionary, whose
 * /SubFilter is /ETSI.CAdES.detached (so no byte was added after signing, e.g. an incremental
 * update); then returns `verifyDetached` of the two ranges against that CMS (messageDigest,
 * signature value, signingCertificateV2). Like `verifyDetached`, it makes no chain, trust
 * (ICP-Brasil), revocation or policy check.
 */
export function verifySignedReceipt(pdf: Uint8Array): VerifyResult {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = bytes.toString('latin1');
  const found = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (found.length === 0) return invalid('the PDF has no signature (/ByteRange not found)');
  if (found.length > 1) {
    return invalid(`the PDF has ${found.length} signatures; a signed receipt has exactly one`);
  }
  const match = found[0]!;
  const [start, gapStart, gapEnd, tail] = match.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || gapStart <= 0 || gapEnd <= gapStart || gapEnd + tail !== bytes.length) {
    return invalid(
      `the /ByteRange [${start} ${gapStart} ${gapEnd} ${tail}] does not cover the whole file (${bytes.length} bytes) except the signature (bytes were added or removed after signing)`,
    );
  }
  const gap = text.slice(gapStart, gapEnd);
  if (!/^<(?:[0-9a-fA-F]{2})+>$/.test(gap)) {
    return invalid('the bytes outside the /ByteRange are not a hexadecimal string');
  }
  const objectStart = text.lastIndexOf(' obj', gapStart);
  const objectEnd = text.indexOf('endobj', gapEnd);
  const byteRangeAt = match.index;
  if (
    !/\/Contents\s*$/.test(text.slice(Math.max(0, gapStart - 32), gapStart)) ||
    objectStart < 0 ||
    objectEnd < 0 ||
    byteRangeAt < objectStart ||
    byteRangeAt > objectEnd
  ) {
    return invalid(
      'the bytes outside the /ByteRange are not the /Contents of the signature dictionary',
    );
  }
  const dictionary = text.slice(objectStart, gapStart) + text.slice(gapEnd, objectEnd);
  if (!/\/SubFilter\s*\/ETSI\.CAdES\.detached\b/.test(dictionary)) {
    return invalid('the signature dictionary is not /SubFilter /ETSI.CAdES.detached (PAdES)');
  }
  const contents = Buffer.from(gap.slice(1, -1), 'hex');
  const length = derLength(contents);
  if (length < 0 || length > contents.length || contents.subarray(length).some((b) => b !== 0)) {
    return invalid('the /Contents is not a DER signature followed by zero padding');
  }
  const signedBytes = Buffer.concat([bytes.subarray(0, gapStart), bytes.subarray(gapEnd)]);
  return verifyDetached(signedBytes, contents.subarray(0, length));
}
