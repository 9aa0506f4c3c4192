import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import type { EditorAction } from '../shortcuts';
import { EDITOR_WARNINGS, warnEditor } from '../warnings';
import { READ_MORE_LABEL } from './embeds';
import { BLOCK_FORMATS, INLINE_FORMATS } from './formats';

type Formats = Record<string, unknown>;

/** Formats toggled as true/false. */
const TOGGLES: Partial<Record<EditorAction, string>> = {
  bold: 'bold',
  italic: 'italic',
  strike: 'strike',
  small: 'small',
  blockquote: 'blockquote',
  pre: 'code-block',
};
/** Formats that take a value: toggled off when the selection already has it. */
const VALUED: Partial<Record<EditorAction, [string, string | number]>> = {
  headline: ['header', 2],
  'ordered-list': ['list', 'ordered'],
  'unordered-list': ['list', 'bullet'],
  superscript: ['script', 'super'],
  subscript: ['script', 'sub'],
};

/** Whether the action's format is on for these formats (for aria-pressed). */
export function isActionActive(action: EditorAction, formats: Formats): boolean {
  const toggle = TOGGLES[action];
  if (toggle) return Boolean(formats[toggle]);
  const valued = VALUED[action];
  if (valued) return formats[valued[0]] === valued[1];
  if (action === 'link') return typeof formats.link === 'string';
  return false;
}

/**
 * Clears inline and block formats of the selection, or of the cursor's line when nothing is
 * selected. Unlike Quill's removeFormat it keeps images and other embeds.
 */
export function clearFormat(quill: Quill, range: Range): void {
  const inline = Object.fromEntries(INLINE_FORMATS.map((name) => [name, false]));
  const block = Object.fromEntries(BLOCK_FORMATS.map((name) => [name, false]));
  if (range.length > 0) {
    quill.formatText(range.index, range.length, inline, 'user');
  } else {
    const [line, offset] = quill.getLine(range.index);
    if (line) quill.formatText(range.index - offset, line.length() - 1, inline, 'user');
    for (const name of INLINE_FORMATS) quill.format(name, false, 'user');
  }
  quill.formatLine(range.index, range.length, block, 'user');
}

/** Runs a formatting action on the current selection (toolbar buttons and shortcuts share it). */
export function runFormatAction(quill: Quill, action: EditorAction, openLink: () => void): void {
  if (action === 'link') {
    openLink();
    return;
  }
  const range = quill.getSelection(true);
  const formats = quill.getFormat(range);
  const toggle = TOGGLES[action];
  const valued = VALUED[action];
  if (toggle) quill.format(toggle, !formats[toggle], 'user');
  else if (valued) quill.format(valued[0], formats[valued[0]] === valued[1] ? false : valued[1], 'user');
  else if (action === 'clear-format') clearFormat(quill, range);
}

export type BlockEmbedKind = 'read-more' | 'divider';

/** Inserts a read-more break or a rule at the range, on its own line. */
export function insertBlockEmbed(quill: Quill, kind: BlockEmbedKind, range: Range | null): boolean {
  if (!range) {
    warnEditor(EDITOR_WARNINGS.noSelection);
    return false;
  }
  const value = kind === 'read-more' ? READ_MORE_LABEL : true;
  if (range.length > 0) quill.deleteText(range.index, range.length, 'user');
  const before = quill.getLength();
  quill.insertEmbed(range.index, kind, value, 'user');
  // Inside a line Quill splits it (a newline and the embed): the cursor goes to the next line.
  quill.setSelection(range.index + quill.getLength() - before, 0, 'user');
  return true;
}
