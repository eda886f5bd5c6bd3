import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';

// The reports' PDF page: A4 portrait, the title and the filters at the top of every page, the page
// number and the issue date at the bottom, and tables that break across pages repeating their
// header. pdfkit writes each page as it is finished, so a long report is never all in memory.
// The standard Helvetica covers Portuguese (ç, ã, é, —).

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const HEADER_HEIGHT = 46;
const FOOTER_HEIGHT = 22;

export interface PdfColumn {
  header: string;
  /** A fraction of the usable width; the widths of a table add up to 1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface ReportPdfOptions {
  /** Printed at the top of every page. */
  title: string;
  /** The filters, stated on every page ("Período: 01/11/2026 a 30/11/2026 · Departamento: …"). */
  filters: string;
  /** "Emitido em 29/11/2026 10:00" at the bottom of every page. */
  issued: string;
  /** "Página" / "Page". */
  pageWord: string;
  /** Fixed document info, so two runs over the same data give the same bytes. */
  creationDate: Date;
}

export class ReportPdf {
  readonly doc: PDFKit.PDFDocument;
  private page = 0;
  readonly left = MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  private readonly bottom = A4.height - MARGIN - FOOTER_HEIGHT;

  constructor(
    out: Writable,
    private readonly options: ReportPdfOptions,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'portrait',
      margins: { top: MARGIN + HEADER_HEIGHT, bottom: MARGIN, left: MARGIN, right: MARGIN },
      autoFirstPage: false,
      info: {
        Title: options.title,
        Producer: 'Ponteiro',
        Creator: 'Ponteiro',
        CreationDate: options.creationDate,
      },
    });
    this.doc.pipe(out);
  }

  /** The title of the pages from the next one on (a mirror names its employee on each page). */
  retitle(title: string): void {
    this.options.title = title;
  }

  /** Starts a page with its header and footer; the cursor goes under the header. */
  newPage(): void {
    this.doc.addPage();
    this.page += 1;
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000');
    doc.text(this.options.title, MARGIN, MARGIN, { width: this.width, lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor('#333');
    doc.text(this.options.filters, MARGIN, MARGIN + 17, {
      width: this.width,
      height: 22,
      ellipsis: true,
    });
    doc
      .moveTo(MARGIN, MARGIN + HEADER_HEIGHT - 6)
      .lineTo(A4.width - MARGIN, MARGIN + HEADER_HEIGHT - 6)
      .strokeColor('#999')
      .lineWidth(0.5)
      .stroke();
    const footerY = A4.height - MARGIN - 10;
    doc.fontSize(7).fillColor('#555');
    doc.text(this.options.issued, MARGIN, footerY, { width: this.width / 2, lineBreak: false });
    doc.text(`${this.options.pageWord} ${this.page}`, MARGIN + this.width / 2, footerY, {
      width: this.width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#000');
    doc.x = MARGIN;
    doc.y = MARGIN + HEADER_HEIGHT;
  }

  /** Room left on this page; a new page when less than `height` is left. */
  ensure(height: number): void {
    if (this.page === 0 || this.doc.y + height > this.bottom) this.newPage();
  }

  heading(text: string, size = 10): void {
    this.ensure(size + 10);
    this.doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** Label–value pairs in `columns` columns (the identification blocks). */
  fields(pairs: ReadonlyArray<[string, string]>, columns = 2): void {
    const columnWidth = this.width / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const height = Math.max(
        ...row.map(([label, value]) =>
          this.doc
            .font('Helvetica')
            .fontSize(8)
            .heightOfString(`${label}: ${value}`, { width: columnWidth - 6 }),
        ),
      );
      this.ensure(height + 2);
      const y = this.doc.y;
      row.forEach(([label, value], j) => {
        this.doc
          .font('Helvetica-Bold')
          .fontSize(8)
          .text(`${label}: `, this.left + j * columnWidth, y, {
            continued: true,
            width: columnWidth - 6,
          })
          .font('Helvetica')
          .text(value);
      });
      this.doc.y = y + height + 2;
    }
    this.doc.moveDown(0.4);
  }

  paragraph(text: string, size = 8): void {
    const height = this.doc
      .font('Helvetica')
      .fontSize(size)
      .heightOfString(text, { width: this.width });
    this.ensure(height + 4);
    // A new page (ensure) leaves the footer's font behind: set the paragraph's again.
    this.doc
      .font('Helvetica')
      .fontSize(size)
      .text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** A table: rows break across pages, each new page repeats the header. */
  table(
    columns: readonly PdfColumn[],
    rows: ReadonlyArray<readonly string[]>,
    options: { fontSize?: number; boldLast?: boolean } = {},
  ): void {
    const size = options.fontSize ?? 7;
    const widths = columns.map((c) => c.width * this.width);
    const pad = 2;
    const rowHeight = (cells: readonly string[], bold: boolean) =>
      Math.max(
        size + 2 * pad,
        ...cells.map(
          (cell, i) =>
            this.doc
              .font(bold ? 'Helvetica-Bold' : 'Helvetica')
              .fontSize(size)
              .heightOfString(cell || ' ', { width: (widths[i] ?? 20) - 2 * pad }) +
            2 * pad,
        ),
      );
    const drawRow = (cells: readonly string[], bold: boolean, shade: boolean, height: number) => {
      const y = this.doc.y;
      if (shade)
        this.doc
          .rect(this.left, y, this.width, height)
          .fillColor('#eeeeee')
          .fill()
          .fillColor('#000');
      let x = this.left;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 20;
        this.doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(size)
          .text(cell, x + pad, y + pad, {
            width: w - 2 * pad,
            align: columns[i]?.align ?? 'left',
          });
        x += w;
      });
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.width, y + height)
        .strokeColor('#cccccc')
        .lineWidth(0.3)
        .stroke();
      this.doc.x = this.left;
      this.doc.y = y + height;
    };
    const headers = columns.map((c) => c.header);
    const headerHeight = rowHeight(headers, true);
    this.ensure(headerHeight + (rows[0] ? rowHeight(rows[0], false) : 0));
    drawRow(headers, true, true, headerHeight);
    rows.forEach((row, index) => {
      const bold = options.boldLast === true && index === rows.length - 1;
      const height = rowHeight(row, bold);
      if (this.doc.y + height > this.bottom) {
        this.newPage();
        drawRow(headers, true, true, headerHeight);
      }
      drawRow(row, bold, false, height);
    });
    this.doc.moveDown(0.5);
  }

  /** Ends the document; resolves when pdfkit has written its last byte to the stream. */
  end(): Promise<void> {
    if (this.page === 0) this.newPage();
    return new Promise((resolve) => {
      this.doc.on('end', () => resolve());
      this.doc.end();
    });
  }
}
