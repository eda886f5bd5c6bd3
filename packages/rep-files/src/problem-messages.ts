// Every problem the AFD and AEJ validators report, as a code with named parameters and its English
// text (what the CLI prints and `message` carries). The web translates the code (pt and en-US,
// apps/web/src/i18n/locales/*/reports.ts), so the Portuguese screen no longer shows English.
//
// The validators still write the English text; `problemCode` reads the code and parameters back
// from it (each template becomes a pattern). Order matters: a more specific template comes before
// a general one that would also match. problem-messages.test.ts runs the validators over the
// fixtures and fails on any problem without a code.

export const PROBLEM_MESSAGES = {
  // Lines and encoding (AFD)
  afd_bom: 'starts with a UTF-8 byte order mark (EF BB BF); the AFD is ISO-8859-1',
  afd_lf_alone: 'ends with LF alone; lines end with CR LF',
  afd_cr_alone: 'ends with CR alone; lines end with CR LF',
  last_line_no_crlf: 'the last line does not end with CR LF',
  afd_blank_line: 'blank line',
  afd_not_latin1: 'byte {{byte}} at position {{position}} is not ISO-8859-1 text',
  afd_utf8: 'looks UTF-8 encoded (accented letters take two bytes); the AFD is ISO-8859-1',
  // Records and fields (AFD)
  afd_record_length: '{{length}} characters, a type-{{type}} record has {{expected}}',
  afd_signature_length: '{{length}} characters, the signature line has {{expected}}',
  afd_date_time: 'not a date-time AAAA-MM-ddThh:mm:00ZZZZZ: "{{value}}"',
  afd_real_date: 'not a real date: "{{value}}"',
  afd_real_time: 'not a real time: "{{value}}"',
  afd_seconds: 'seconds must be "00", found "{{value}}"',
  afd_utc_offset: 'not a UTC offset: "{{value}}"',
  afd_required: 'required, found only spaces',
  afd_numeric: 'must be numeric, found "{{value}}"',
  afd_date: 'not a real date AAAA-MM-dd: "{{value}}"',
  afd_date8: 'not a real date ddmmaaaa: "{{value}}"',
  afd_time4: 'not a real time hhmm: "{{value}}"',
  afd_cpf_digits: 'not a CPF of 11 digits: "{{value}}"',
  afd_cpf_nor_pis: 'invalid CPF (check digits): {{value}}, nor a PIS (art. 96 §2, check digit)',
  afd_cpf_pis_form_9:
    'invalid CPF (check digits) in the PIS form "9" + CPF (art. 96 §2): {{value}}',
  afd_cpf_check: 'invalid CPF (check digits): {{value}}',
  afd_pis_form_8_check: 'invalid PIS (check digit) in the form "8" + CPF (art. 96 §2): {{value}}',
  afd_pis_digits: 'not a PIS of 11 digits: "{{value}}"',
  afd_pis_form_8: 'invalid PIS form "8" + CPF: {{value}}',
  afd_pis_prefix: 'PIS must start with 0, 8 or 9: {{value}}',
  afd_pis_check: 'invalid PIS (check digit): {{value}}',
  afd_signature_placeholder: 'must be "{{expected}}" padded with spaces',
  afd_literal: 'must be "{{expected}}", found "{{value}}"',
  afd_version: 'unknown layout version "{{value}}" (expected {{expected}})',
  afd_cnpj: 'not a CNPJ: "{{value}}"',
  afd_cnpj_check: 'invalid CNPJ (check digits): {{value}}',
  afd_crc_format: 'CRC must be 4 hex digits, found "{{value}}"',
  afd_crc_mismatch_variant: 'CRC {{value}} does not match, expected {{expected}} ({{variant}})',
  afd_crc_mismatch: 'CRC {{value}} does not match, expected {{expected}}',
  afd_hash_format: 'hash must be 64 hex digits (SHA-256), found "{{value}}"',
  // File structure (AFD)
  afd_crc_variant_rep_c:
    'the CRCs are {{variant}}, not the CRC-16/KERMIT the layout prescribes for REP-A and REP-P; accepted for a REP-C',
  afd_crc_variant_no_rep:
    'the CRCs are {{variant}}, not the CRC-16/KERMIT the layout prescribes for REP-A and REP-P; accepted as the file shows no REP-A or REP-P',
  afd_empty: 'empty file',
  afd_header_first: 'the file must start with the header (type 1)',
  afd_after_signature: 'line after the signature line (it must be the last line)',
  afd_after_trailer: 'record after the trailer (type 9 must be the last record)',
  afd_after_trailer_1510: 'line after the trailer (the 1510 layout has no signature line)',
  afd_second_header: 'a second header (type 1 must appear once, on the first line)',
  afd_last_date: '{{last}} is before the first date {{first}}',
  afd_second_trailer: 'a second trailer (type 9 must appear once)',
  afd_nsr_first: 'the first NSR must be 1, found {{value}}',
  afd_nsr_repeat: 'NSR {{value}} repeats or goes back (expected {{expected}})',
  afd_nsr_gap: 'NSR {{value}} leaves a gap (expected {{expected}})',
  afd_unknown_type: 'unknown record type "{{type}}" for the {{layout}} layout',
  afd_outside_period: "{{day}} is outside the header's period {{first}} to {{last}}",
  afd_hash_mismatch:
    'does not match SHA-256 of fields 1-7 and the previous type-7 hash (expected {{expected}})',
  afd_trailer_count: 'counts {{declared}} type-{{type}} records, the file has {{count}}',
  afd_missing_trailer: 'missing the trailer (type 9)',
  afd_missing_signature: 'missing the signature line',
  // Fields (AEJ)
  aej_empty_field: 'mandatory field is empty',
  aej_length: 'length {{length}}, expected {{expected}} characters',
  aej_not_digits_cnpj_001: '"{{value}}" is not digits only (layout 001 has no alphanumeric CNPJ)',
  aej_not_digits: '"{{value}}" is not digits only',
  aej_not_time: '"{{value}}" is not a time hhmm (00:00 to 23:59)',
  aej_not_date: '"{{value}}" is not a date AAAA-MM-dd',
  aej_not_date_time:
    '"{{value}}" is not a date-time AAAA-MM-ddThh:mm:00ZZZZZ (seconds 00, offset like -0300)',
  not_one_of: '"{{value}}" is not one of {{values}}',
  aej_cpf_length: 'a CPF has 11 digits, got {{length}} characters',
  aej_cpf_check: '"{{value}}" is not a valid CPF (check digits)',
  aej_cnpj_length: 'a CNPJ has 14 characters, got {{length}}',
  aej_cnpj_shape: '"{{value}}" is not a CNPJ (12 letters or digits and 2 digits)',
  aej_cnpj_check: '"{{value}}" is not a valid CNPJ (check digits)',
  // Records (AEJ)
  aej_duplicate: '{{field}} "{{value}}" already declared at line {{line}}',
  aej_end_before_start: '{{end}} is before dataInicialAej {{start}}',
  aej_vinculo_undeclared: 'vínculo "{{value}}" is not declared by a type-03 record',
  aej_hours_bank: 'mandatory when tipoAusenOuComp is 3 (banco de horas)',
  aej_count: 'says {{declared}}, the file has {{count}} type-{{type}} records',
  aej_nr_rep: 'mandatory when some mark has fonteMarc "O" (line {{line}})',
  aej_second_type_06: 'second type-06 record for vínculo "{{value}}" (first at line {{line}})',
  aej_type_06_single:
    'type 06 is only for employees with more than one vínculo; CPF {{cpf}} has one',
  aej_type_06_required:
    'CPF {{cpf}} has more than one vínculo: a type-06 record (matEsocial) is required for vínculo "{{value}}"',
  aej_pair_half: 'mandatory when {{other}} is filled (entries and exits come in pairs)',
  aej_pair_after_empty: 'pair {{pair}} is filled after the empty pair {{empty}}',
  aej_rep_undeclared: 'REP "{{value}}" is not declared by a type-02 record',
  aej_id_rep: 'mandatory when fonteMarc is "O" (original do REP)',
  aej_schedule_undeclared: '"{{value}}" is not declared by a type-04 record',
  aej_pair_start: 'pair numbers start at 001',
  aej_schedule_first_entry: 'mandatory on the first entry (tpMarc "E", seqEntSaida 001)',
  aej_reason_disregarded: 'mandatory when tpMarc is "D" (desconsiderada)',
  aej_reason_included: 'mandatory when fonteMarc is "I" (incluída)',
  // File structure (AEJ)
  aej_empty: 'the file is empty (expected a type-01 header)',
  aej_bom: 'UTF-8 byte-order mark: the file must be ISO-8859-1',
  aej_line_ending: 'line ends with {{ending}} alone, expected CR LF',
  aej_blank_line: 'blank line (not allowed)',
  aej_control_char: 'control character (not printable ISO-8859-1)',
  aej_utf8: 'UTF-8 encoded text: the file must be ISO-8859-1',
  aej_signature_text: 'expected "{{expected}}" padded with spaces to 100 characters',
  aej_signature_position: 'the signature line must follow the type-99 trailer',
  aej_unknown_type: 'unknown record type "{{type}}"',
  aej_second_header: 'second type-01 header (first at line {{line}})',
  aej_second_ptrp: 'second type-08 record (first at line {{line}})',
  aej_second_trailer: 'second type-99 trailer (first at line {{line}})',
  aej_header_first: 'the file must start with a type-01 header, found type {{type}}',
  aej_after_trailer: 'type-{{type}} record after the type-99 trailer',
  aej_order:
    'type-{{type}} record after type {{previous}}: records must be grouped in the order 01 to 08, then 99',
  aej_left_out: 'left out at the end of the record; read as empty',
  aej_field_count_pairs_missing:
    'type {{type}} has {{expected}} fields plus pairs, found {{found}} (missing {{missing}}, which must be filled)',
  aej_field_count_pairs: 'type {{type}} has {{expected}} fields plus pairs, found {{found}}',
  aej_field_count_missing:
    'type {{type}} has {{expected}} fields, found {{found}} (missing {{missing}}, which must be filled)',
  aej_field_count: 'type {{type}} has {{expected}} fields, found {{found}}',
  aej_missing_header: 'missing the type-01 header',
  aej_missing_ptrp: 'missing the type-08 record (PTRP identification)',
  aej_missing_trailer: 'missing the type-99 trailer',
  aej_missing_signature: 'missing the signature line after the trailer',
} as const;

export type ProblemCode = keyof typeof PROBLEM_MESSAGES;
export type ProblemParams = Record<string, string>;

/** The English text of a problem (what `message` holds). */
export function renderProblem(code: ProblemCode, params: ProblemParams = {}): string {
  return PROBLEM_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

interface Pattern {
  code: ProblemCode;
  names: string[];
  regex: RegExp;
}

let patterns: Pattern[] | undefined;

function compile(): Pattern[] {
  return (Object.entries(PROBLEM_MESSAGES) as [ProblemCode, string][]).map(([code, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([\\s\\S]*?)';
      })
      .join('');
    return { code, names, regex: new RegExp(`^${source}$`) };
  });
}

/** The code and parameters of a validator's English message; undefined for an unknown text. */
export function problemCode(
  message: string,
): { code: ProblemCode; params: ProblemParams } | undefined {
  patterns ??= compile();
  for (const { code, names, regex } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const params: ProblemParams = {};
    names.forEach((name, i) => {
      params[name] = match[i + 1] ?? '';
    });
    return { code, params };
  }
  return undefined;
}
