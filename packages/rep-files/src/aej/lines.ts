/** One physical line of an AEJ: its 1-based number, text (ISO-8859-1 decoded) and terminator. */
export interface AejRawLine {
  line: number;
  text: string;
  /** '\r\n', '\n', '\r', or '' for the last line when the file does not end with a line break. */
  terminator: string;
}

/**
 * Splits the bytes into lines on CR LF, LF or a lone CR (so every wrong terminator is seen), decoding
 * each byte as ISO-8859-1 (one byte, one character). A file ending with a line break has no extra
 * empty line.
 */
export function splitAejLines(bytes: Uint8Array): AejRawLine[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const lines: AejRawLine[] = [];
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) {
    lines.push({ line: lines.length + 1, text: text.slice(start, m.index), terminator: m[0] });
    start = m.index + m[0].length;
  }
  if (start < text.length) {
    lines.push({ line: lines.length + 1, text: text.slice(start), terminator: '' });
  }
  return lines;
}

/** C0 and C1 control characters and DEL: not printable ISO-8859-1. */
export function isControlChar(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

export const hasControlChar = (text: string) => [...text].some(isControlChar);

/** Some character above ASCII (an accented letter in ISO-8859-1, or part of a UTF-8 sequence). */
export const hasHighChar = (text: string) => [...text].some((c) => c.charCodeAt(0) >= 0x80);
