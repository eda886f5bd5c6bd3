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
