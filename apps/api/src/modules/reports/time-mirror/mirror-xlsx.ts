import type { Writable } from 'node:stream';
import { formatCpf, type Language } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import type { MirrorData } from './mirror-data.js';
import { dayLine, treatmentLines } from './mirror-lines.js';
import type { MirrorText } from './texts.js';

// The mirror as a spreadsheet: one row per employee-day, minutes as numbers so the sheet sums.
// exceljs' streaming writer commits each row, so a thousand employees never sit in memory.

export function mirrorWorkbook(out: Writable, text: MirrorText, title: string, fixedDate: Date) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Ponteiro';
  workbook.created = fixedDate;
  workbook.modified = fixedDate;
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = text.xlsxHeader.map((_, i) => ({
    width: [12, 28, 15, 20, 11, 6, 18, 30, 26][i] ?? 13,
  }));
  const heading = sheet.addRow([title]);
  heading.font = { bold: true };
  heading.commit();
  const header = sheet.addRow([...text.xlsxHeader]);
  header.font = { bold: true };
  header.commit();

  return {
    add(data: MirrorData, language: Language) {
      const e = data.employee;
      const treatments = treatmentLines(data, text, language);
      for (const day of data.days) {
        const line = dayLine(day, data, text, language);
        const ofDay = treatments.filter((t) => t.startsWith(line.date));
        sheet
          .addRow([
            e.registration ?? '',
            e.name,
            formatCpf(e.cpf),
            e.department?.name ?? '',
            line.date,
            line.weekday,
            line.schedule,
            line.recorded,
            line.treated,
            day.scheduledMinutes,
            day.workedMinutes,
            day.nightCreditedMinutes,
            line.overtimeMinutes,
            line.overtime,
            day.authorized_overtime_minutes,
            day.absenceMinutes,
            day.justifiedMinutes,
            day.lateMinutes,
            day.earlyLeaveMinutes,
            day.hoursBankMinutes,
            line.notes,
            ofDay.join('\n'),
          ])
          .commit();
      }
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
