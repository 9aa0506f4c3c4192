import type Quill from 'quill/core';
import { Delta, type Range } from 'quill/core';
import { curlyQuote, isStraightQuote, type StraightQuote } from '../smart-quotes';
import { INLINE_FORMATS } from './formats';

function inlineFormats(format: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(format).filter(([name]) => (INLINE_FORMATS as readonly string[]).includes(name)));
}

/**
 * Types the curly quote for a straight one at the range (spec 1 §9 smart quotes), keeping the
 * inline formats there. Returns false, doing nothing, inside a code block.
 */
export function typeCurlyQuote(quill: Quill, range: Range, quote: StraightQuote): boolean {
  const format = quill.getFormat(range);
  if (format['code-block']) return false;
  const [, offset] = quill.getLine(range.index);
  const previous = offset > 0 ? quill.getText(range.index - 1, 1) : '';
  const delta = new Delta().retain(range.index).delete(range.length).insert(curlyQuote(quote, previous), inlineFormats(format));
  quill.updateContents(delta, 'user');
  quill.setSelection(range.index + 1, 0, 'silent');
  return true;
}

/**
 * Keyboards that send no usable keydown (Android, some IMEs report "Unidentified") still send
 * beforeinput with the typed text: those quotes are caught here. A quote handled on keydown never
 * gets here (its default was prevented).
 */
export function listenSmartQuoteInput(quill: Quill): void {
  quill.root.addEventListener('beforeinput', (event) => {
    // Quill replaces a selection itself on beforeinput (defaultPrevented): never type twice.
    if (event.defaultPrevented || event.isComposing || event.inputType !== 'insertText') return;
    if (!event.data || !isStraightQuote(event.data)) return;
    const range = quill.getSelection();
    if (range && typeCurlyQuote(quill, range, event.data)) event.preventDefault();
  });
}
