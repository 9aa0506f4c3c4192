/** rich: every §3 format; plain: paragraphs only (spec 1 §5); single-line: plain, one line. */
export type EditorMode = 'rich' | 'plain' | 'single-line';

/** Pasted text for a single-line editor: every line break and run of blanks becomes one space. */
export function toSingleLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\t/g, ' ');
}
