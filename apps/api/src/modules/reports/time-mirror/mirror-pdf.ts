import { formatCnpj, formatCpf, type Language } from '@ponteiro/shared';
import type { ReportPdf } from '../report-pdf.js';
import type { MirrorData } from './mirror-data.js';
import { acceptanceLines, contractualSchedule, dayLine, treatmentLines } from './mirror-lines.js';
import { displayDate, hhmm, type MirrorText } from './texts.js';

// One employee's espelho de ponto in a report PDF, with every item of Portaria 671 art. 84:
// I employer (name, CNPJ/CPF, CNO/CAEPF); II employee (name, CPF, admission, cargo/função);
// III issue date and period (every page's header and footer); IV contractual schedule;
// V recorded and treated punches (inclusions, disregards, pre-assigned) with the reasons;
// VI worked time with the reduced night hour. Then totals, the acceptance and signatures.

const COLUMNS = (text: MirrorText) =>
  [
    { header: text.columns.date, width: 0.085 },
    { header: text.columns.schedule, width: 0.13 },
    { header: text.columns.recorded, width: 0.165 },
    { header: text.columns.treated, width: 0.125 },
    { header: text.columns.worked, width: 0.055, align: 'right' as const },
    { header: text.columns.night, width: 0.05, align: 'right' as const },
    { header: text.columns.overtime, width: 0.09 },
    { header: text.columns.absence, width: 0.065, align: 'right' as const },
    { header: text.columns.bank, width: 0.055, align: 'right' as const },
    { header: text.columns.notes, width: 0.18 },
  ] as const;

export function employerDocument(data: MirrorData): string {
  const s = data.employee.subsidiary;
  return s.employerType === 'cnpj'
    ? `CNPJ ${formatCnpj(s.employerId)}`
    : `CPF ${formatCpf(s.employerId)}`;
}

export function writeMirrorPdf(
  pdf: ReportPdf,
  data: MirrorData,
  text: MirrorText,
  language: Language,
): void {
  const { employee } = data;
  const s = employee.subsidiary;
  pdf.retitle(`${text.title} — ${employee.name} (CPF ${formatCpf(employee.cpf)})`);
  pdf.newPage();
  pdf.heading(text.employer);
  pdf.fields([
    [text.employerName, data.employerName],
    [
      s.employerType.toUpperCase(),
      s.employerType === 'cnpj' ? formatCnpj(s.employerId) : formatCpf(s.employerId),
    ],
    [text.establishment, s.name],
    ...(s.cnoCaepfType && s.cnoCaepf
      ? ([[text.cnoCaepf[s.cnoCaepfType], s.cnoCaepf]] as [string, string][])
      : []),
  ]);
  pdf.heading(text.employee);
  pdf.fields([
    [text.name, employee.name],
    [text.cpf, formatCpf(employee.cpf)],
    [text.admission, displayDate(employee.admissionDate, language)],
    [text.position, employee.position ?? text.none],
    [text.registration, employee.registration ?? text.none],
    [text.department, employee.department?.name ?? text.none],
    ...(employee.pis ? ([[text.pis, employee.pis]] as [string, string][]) : []),
  ]);
  pdf.heading(text.schedule);
  for (const line of contractualSchedule(data, text)) pdf.paragraph(line);

  const rows = data.days.map((day) => {
    const line = dayLine(day, data, text, language);
    const absent = day.absenceMinutes + day.lateMinutes + day.earlyLeaveMinutes;
    return [
      `${line.date} ${line.weekday}`,
      line.schedule,
      line.recorded,
      line.treated,
      hhmm(day.workedMinutes),
      day.nightCreditedMinutes ? hhmm(day.nightCreditedMinutes) : '',
      line.overtime,
      absent ? hhmm(absent) : '',
      day.hoursBankMinutes ? hhmm(day.hoursBankMinutes) : '',
      line.notes,
    ];
  });
  pdf.table(COLUMNS(text), rows);
  pdf.paragraph(text.legend, 6.5);

  pdf.heading(text.totals);
  const t = data.totals;
  const authorized = data.days.reduce((sum, d) => sum + d.authorized_overtime_minutes, 0);
  pdf.fields(
    [
      [text.totalLabels.scheduled, hhmm(t.scheduledMinutes)],
      [text.totalLabels.worked, hhmm(t.workedMinutes)],
      [text.totalLabels.night, hhmm(t.nightCreditedMinutes)],
      ...Object.entries(t.overtime)
        .filter(([, m]) => m > 0)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([rate, m]) => [text.totalLabels.overtime(rate), hhmm(m)] as [string, string]),
      [text.totalLabels.authorized, hhmm(authorized)],
      [text.totalLabels.absence, hhmm(t.absenceMinutes)],
      [text.totalLabels.justified, hhmm(t.justifiedMinutes)],
      [text.totalLabels.late, hhmm(t.lateMinutes)],
      [text.totalLabels.early, hhmm(t.earlyLeaveMinutes)],
      [text.totalLabels.bank, hhmm(t.hoursBankMinutes)],
    ],
    2,
  );

  pdf.heading(text.treatments);
  const treatments = treatmentLines(data, text, language);
  for (const line of treatments.length > 0 ? treatments : [text.noTreatments])
    pdf.paragraph(line, 7);

  pdf.heading(text.acceptance);
  for (const line of acceptanceLines(data, text, language)) pdf.paragraph(line);
  pdf.paragraph(text.signatureText);
  signatures(pdf, text);
}

function signatures(pdf: ReportPdf, text: MirrorText): void {
  pdf.ensure(50);
  const { doc } = pdf;
  const y = doc.y + 28;
  const half = pdf.width / 2;
  for (const [i, label] of [text.signEmployee, text.signEmployer].entries()) {
    const x = pdf.left + i * half;
    doc
      .moveTo(x + 10, y)
      .lineTo(x + half - 10, y)
      .strokeColor('#000')
      .lineWidth(0.5)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(label, x + 10, y + 3, { width: half - 20, align: 'center' });
  }
  doc.x = pdf.left;
  doc.y = y + 16;
}
