import type { Problem } from '../problems.js';

const LINE_BREAK = /\r\n|\n|\r/g;
/** Bytes that are not ISO-8859-1 text: C0 controls, DEL, C1 controls (0x80–0x9F). */
const NOT_TEXT = /[^\x20-\x7e\xa0-\xff]/;
/** A UTF-8 two-byte sequence read as Latin-1 ("Ã£" for "ã"): the file was saved as UTF-8. */
const UTF8_PAIR = /[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}/;
const UTF8_BOM = '\xef\xbb\xbf';
const hex = (char: string) => `0x${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** One non-blank line of the file and its 1-based number. */
export interface Line {
  number: number;
  text: string;
}

/** Splits the bytes into lines and reports line endings, blank lines and encoding. */
export function splitLines(bytes: Uint8Array, problems: Problem[]): Line[] {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (text.startsWith(UTF8_BOM)) {
    problems.push({
      line: 1,
      field: 'line',
      message: 'starts with a UTF-8 byte order mark (EF BB BF); the AFD is ISO-8859-1',
    });
    text = text.slice(3);
  }
  const lines: Line[] = [];
  let start = 0;
  let number = 0;
  const add = (body: string, ending: string) => {
    number++;
    if (ending === '\n') {
      problems.push({
        line: number,
        field: 'line',
        message: 'ends with LF alone; lines end with CR LF',
      });
    } else if (ending === '\r') {
      problems.push({
        line: number,
        field: 'line',
        message: 'ends with CR alone; lines end with CR LF',
      });
    } else if (ending === '') {
      problems.push({
        line: number,
        field: 'line',
        message: 'the last line does not end with CR LF',
      });
    }
    if (body.trim() === '') {
      problems.push({ line: number, field: 'line', message: 'blank line' });
      return;
    }
    const bad = NOT_TEXT.exec(body);
    if (bad) {
      problems.push({
        line: number,
        field: 'line',
        message: `byte ${hex(bad[0])} at position ${bad.index + 1} is not ISO-8859-1 text`,
      });
    } else if (UTF8_PAIR.test(body)) {
      problems.push({
        line: number,
        field: 'line',
        message: 'looks UTF-8 encoded (accented letters take two bytes); the AFD is ISO-8859-1',
      });
    }
    lines.push({ number, text: body });
  };
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(text); m; m = LINE_BREAK.exec(text)) {
    add(text.slice(start, m.index), m[0]);
    start = m.index + m[0].length;
  }
  if (start < text.length) add(text.slice(start), '');
  return lines;
}
