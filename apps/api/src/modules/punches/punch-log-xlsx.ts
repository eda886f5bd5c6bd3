import { PassThrough, type Readable } from 'node:stream';
import { formatCpf, type Language, type PunchLogEntry } from '@ponteiro/shared';
import ExcelJS from 'exceljs';

// The punch log as a spreadsheet, in the request's language, written as it is read (a streaming
// workbook: rows go out page by page instead of building the whole sheet in memory).

const TEXT = {
  pt: {
    sheet: 'Marcações',
    file: 'marcacoes',
    columns: {
      employee: 'Colaborador',
      cpf: 'CPF',
      subsidiary: 'Estabelecimento',
      date: 'Data',
      time: 'Hora',
      zone: 'Fuso',
      kind: 'Tipo',
      source: 'Origem',
      collector: 'Coletor',
      nsr: 'NSR',
      status: 'Situação',
      flags: 'Sinalizações',
      latitude: 'Latitude',
      longitude: 'Longitude',
      hash: 'Hash (SHA-256)',
      treatments: 'Tratamentos',
      recorded: 'Gravado em',
    },
    kind: { recorded: 'Registrada', included: 'Incluída' },
    status: { valid: 'Válida', disregarded: 'Desconsiderada' },
    source: {
      mobile: 'Aplicativo',
      web: 'Navegador',
      desktop: 'Desktop',
      device: 'Relógio',
      admin: 'Inclusão',
    },
    flag: {
      outside_geofence: 'Fora da cerca',
      location_unavailable: 'Sem localização',
      offline: 'Off-line',
    },
    treatment: { include: 'Inclusão', disregard: 'Desconsideração', undo: 'Desfeito' },
  },
  'en-US': {
    sheet: 'Punches',
    file: 'punches',
    columns: {
      employee: 'Employee',
      cpf: 'CPF',
      subsidiary: 'Subsidiary',
      date: 'Date',
      time: 'Time',
      zone: 'Time zone',
      kind: 'Kind',
      source: 'Source',
      collector: 'Collector',
      nsr: 'NSR',
      status: 'Status',
      flags: 'Flags',
      latitude: 'Latitude',
      longitude: 'Longitude',
      hash: 'Hash (SHA-256)',
      treatments: 'Treatments',
      recorded: 'Recorded at',
    },
    kind: { recorded: 'Recorded', included: 'Included' },
    status: { valid: 'Valid', disregarded: 'Disregarded' },
    source: {
      mobile: 'App',
      web: 'Browser',
      desktop: 'Desktop',
      device: 'Time clock',
      admin: 'Inclusion',
    },
    flag: {
      outside_geofence: 'Outside geofence',
      location_unavailable: 'No location',
      offline: 'Offline',
    },
    treatment: { include: 'Inclusion', disregard: 'Disregard', undo: 'Undone' },
  },
} as const;

export function punchLogFileName(language: Language, from: string, to: string): string {
  return `${TEXT[language].file}-${from}-${to}.xlsx`;
}

/** Streams the entries as an xlsx; an error while reading ends the stream with it. */
export function punchLogXlsx(pages: AsyncIterable<PunchLogEntry[]>, language: Language): Readable {
  const text = TEXT[language];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const c = text.columns;
  sheet.columns = [
    { header: c.employee, key: 'employee', width: 32 },
    { header: c.cpf, key: 'cpf', width: 16 },
    { header: c.subsidiary, key: 'subsidiary', width: 24 },
    { header: c.date, key: 'date', width: 12 },
    { header: c.time, key: 'time', width: 10 },
    { header: c.zone, key: 'zone', width: 20 },
    { header: c.kind, key: 'kind', width: 12 },
    { header: c.source, key: 'source', width: 12 },
    { header: c.collector, key: 'collector', width: 9 },
    { header: c.nsr, key: 'nsr', width: 10 },
    { header: c.status, key: 'status', width: 15 },
    { header: c.flags, key: 'flags', width: 24 },
    { header: c.latitude, key: 'latitude', width: 12 },
    { header: c.longitude, key: 'longitude', width: 12 },
    { header: c.hash, key: 'hash', width: 66 },
    { header: c.treatments, key: 'treatments', width: 50 },
    { header: c.recorded, key: 'recorded', width: 26 },
  ];
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of pages) {
      for (const entry of page) {
        sheet
          .addRow({
            employee: entry.employee.name,
            cpf: formatCpf(entry.employee.cpf),
            subsidiary: entry.subsidiary.name,
            date: entry.punched_at.slice(0, 10),
            time: entry.punched_at.slice(11, 19),
            zone: `${entry.time_zone} (${entry.punched_at.slice(19)})`,
            kind: text.kind[entry.kind],
            source: text.source[entry.source],
            collector: entry.collector ?? '',
            nsr: entry.nsr ?? '',
            status: text.status[entry.status],
            flags: entry.flags.map((f) => text.flag[f]).join(', '),
            latitude: entry.latitude ?? '',
            longitude: entry.longitude ?? '',
            hash: entry.hash ?? '',
            treatments: entry.treatments
              .map((tr) => `${text.treatment[tr.kind]}: ${tr.reason} (${tr.author.name ?? '—'})`)
              .join(' | '),
            recorded: entry.recorded_at,
          })
          .commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
