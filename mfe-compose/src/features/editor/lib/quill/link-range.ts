import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import { EditorLink } from './formats';

export interface LinkAt {
  range: Range;
  href: string;
}

/** The whole link under the cursor or selection start, or null when there is none. */
export function linkAt(quill: Quill, range: Range): LinkAt | null {
  const [blot, offset] = quill.scroll.descendant(EditorLink, range.index);
  if (!blot || !(blot.domNode instanceof HTMLElement)) return null;
  const href = blot.domNode.getAttribute('href') ?? '';
  return { range: { index: range.index - offset, length: blot.length() }, href };
}
