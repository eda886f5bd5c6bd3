import type { CSSProperties, ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

/** Splits an email's text into plain runs and http(s) links (nothing else becomes a link). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

// Wrapped like the email client would, in the page's font (a plain <pre> would not wrap links).
const PRE_STYLE = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  font: 'inherit',
  margin: 0,
} satisfies CSSProperties;

/** An email's text as written, with its links clickable (React escapes the rest). */
export function EmailText({ text }: { text: string }): ReactNode {
  return (
    <pre data-testid="outbox-email-text" style={PRE_STYLE}>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <a key={i} href={part.value} rel="noreferrer noopener">
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <span key={i}>{part.value}</span>
        ),
      )}
    </pre>
  );
}
