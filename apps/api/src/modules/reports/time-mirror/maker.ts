import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';
import type { TimesheetService } from '../../timesheets/timesheet.service.js';
import {
  CONTENT_TYPES,
  type ReportMaker,
  type ReportRun,
  safeFileName,
} from '../report-generator.js';
import { ReportPdf } from '../report-pdf.js';
import { selectionLabel } from '../selection-label.js';
import { companyLegalName, loadMirror, type MirrorData } from './mirror-data.js';
import { writeMirrorPdf } from './mirror-pdf.js';
import { mirrorWorkbook } from './mirror-xlsx.js';
import { displayDate, displayInstant, MIRROR_TEXT } from './texts.js';

// The time mirror (espelho de ponto) report: one PDF with every employee of the selection, a zip
// with one PDF per employee, or one spreadsheet. Employees are read one at a time, each in its own
// short transaction, and written out before the next is read.

export function createTimeMirrorMaker(deps: { timesheets: TimesheetService }): ReportMaker {
  return {
    kind: 'time_mirror',
    async write(run) {
      const text = MIRROR_TEXT[run.language];
      const { from, to } = run.selection;
      const companyName = await run.tenant(companyLegalName);
      const label = await run.tenant((t) =>
        selectionLabel(t, run.selection, run.employees, text.filters),
      );
      const filters = `${text.period(displayDate(from, run.language), displayDate(to, run.language))} · ${label}`;
      const zone = run.employees[0]?.subsidiary.timeZone ?? 'America/Sao_Paulo';
      const issued = text.issued(displayInstant(run.now.toISOString(), zone, run.language));
      const load = (index: number): Promise<MirrorData> =>
        run.tenant((t) =>
          loadMirror(t, deps.timesheets, run.employees[index]!, from, to, companyName),
        );
      const single = run.employees.length === 1 ? run.employees[0] : undefined;
      const base = safeFileName(
        text.file,
        single ? (single.registration ?? single.name) : (label.split(': ').pop() ?? ''),
        from,
        to,
      );
      const pdfOptions = {
        title: text.title,
        filters,
        issued,
        pageWord: text.page,
        creationDate: run.now,
      };

      if (run.format === 'xlsx') {
        const book = mirrorWorkbook(run.out, text, `${text.title} — ${filters}`, run.now);
        for (let i = 0; i < run.employees.length; i++) {
          book.add(await load(i), run.language);
          await run.progress(i + 1);
        }
        await book.end();
        return { fileName: `${base}.xlsx`, contentType: CONTENT_TYPES.xlsx };
      }

      if (run.format === 'zip') {
        const archive = archiver('zip', { zlib: { level: 6 } });
        const done = finished(archive, run.out);
        for (let i = 0; i < run.employees.length; i++) {
          const data = await load(i);
          const e = data.employee;
          const bytes = await pdfBytes((out) => {
            const pdf = new ReportPdf(out, pdfOptions);
            writeMirrorPdf(pdf, data, text, run.language);
            return pdf.end();
          });
          archive.append(bytes, {
            name: `${safeFileName(text.file, e.registration ?? '', e.name, from, to)}.pdf`,
            date: run.now,
          });
          await run.progress(i + 1);
        }
        await archive.finalize();
        await done;
        return { fileName: `${base}.zip`, contentType: CONTENT_TYPES.zip };
      }

      const pdf = new ReportPdf(run.out, pdfOptions);
      for (let i = 0; i < run.employees.length; i++) {
        writeMirrorPdf(pdf, await load(i), text, run.language);
        await run.progress(i + 1);
      }
      await pdf.end();
      return { fileName: `${base}.pdf`, contentType: CONTENT_TYPES.pdf };
    },
  };
}

/** The archive piped to the run's stream, settled when the archive has written everything. */
function finished(archive: archiver.Archiver, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve());
    archive.pipe(out, { end: false });
  });
}

/** One employee's PDF in memory (tens of kilobytes), to add to the zip. */
async function pdfBytes(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  const collected = new Promise<Buffer>((resolve, reject) => {
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
  });
  await write(out);
  return collected;
}

export type { ReportRun };
