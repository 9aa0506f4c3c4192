import type Quill from 'quill/core';
import type { Range } from 'quill/core';
import { EDITOR_WARNINGS, warnEditor } from '../warnings';
import { linkAt } from './link-range';

/** What the link bubble edits: an existing link (its whole range) or the selection. */
export interface LinkTarget {
  range: Range;
  href: string;
  existing: boolean;
}

export function linkTargetFor(quill: Quill, range: Range): LinkTarget {
  const link = linkAt(quill, range);
  if (link) return { range: link.range, href: link.href, existing: true };
  return { range, href: '', existing: false };
}

/** Whether the target's link is still in the document (the user may have deleted it meanwhile). */
function stillLinked(quill: Quill, target: LinkTarget): boolean {
  const link = linkAt(quill, { index: target.range.index, length: 0 });
  return link !== null && link.range.index === target.range.index;
}

/**
 * Applies an href: to the existing link, to the selected text, or as a new linked text (the address
 * itself) at the cursor. Returns where the cursor goes afterwards.
 */
export function saveLink(quill: Quill, target: LinkTarget, href: string): Range {
  const { range } = target;
  if (target.existing && !stillLinked(quill, target)) warnEditor(EDITOR_WARNINGS.noLinkElement);
  if (range.length > 0) {
    quill.formatText(range.index, range.length, 'link', href, 'user');
    return { index: range.index + range.length, length: 0 };
  }
  quill.insertText(range.index, href, 'link', href, 'user');
  return { index: range.index + href.length, length: 0 };
}

/** Removes the target's link, keeping its text. */
export function removeLink(quill: Quill, target: LinkTarget): Range {
  if (!target.existing || !stillLinked(quill, target)) {
    warnEditor(EDITOR_WARNINGS.noLinkElement);
    return target.range;
  }
  quill.formatText(target.range.index, target.range.length, 'link', false, 'user');
  return { index: target.range.index + target.range.length, length: 0 };
}
