export {
  formatPunchDateTime,
  type PunchReceipt,
  punchReceiptPdf,
  RECEIPT_TITLE,
  ReceiptError,
  type ReceiptLine,
  type ReceiptPdfOptions,
  receiptLines,
} from './receipt.js';
export {
  type ReceiptSigner,
  type SignedReceiptOptions,
  signedPunchReceiptPdf,
  verifySignedReceipt,
} from './signed-receipt.js';
