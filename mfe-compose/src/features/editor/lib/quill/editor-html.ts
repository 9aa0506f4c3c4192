import type Quill from 'quill/core';

/**
 * Quill 2.0.3's getSemanticHTML writes every space as &nbsp; (slab/quill#4509), which would stop
 * posts from wrapping. A lone &nbsp; goes back to a space; runs stay, so deliberate double spaces
 * survive. Code blocks are written by Quill without entities and are untouched.
 */
export function restoreSpaces(html: string): string {
  return html.replace(/(&nbsp;)+/g, (run) => (run.length === 6 ? ' ' : run.replace('&nbsp;', ' ')));
}

/**
 * Empty lines: Quill writes <p></p>, which a browser shows with no height, so a blank line the
 * author typed would vanish from the post; it becomes <p><br></p>. Empty lines at the very end
 * (Quill always keeps one after a list or quote) are dropped.
 */
export function tidyEmptyLines(html: string): string {
  return html.replace(/<p><\/p>/g, '<p><br></p>').replace(/(?:<p><br><\/p>)+$/, '');
}

/** The editor-only name of an image without alt text (embeds.ts) never reaches the post. */
export function dropEditorOnlyAttributes(html: string): string {
  return html.replace(/(<img\b[^>]*?)\s+aria-label="[^"]*"/gi, '$1');
}

/** The editor's content as HTML, '' when it is empty (one empty line). */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1 && quill.getContents().ops.every((op) => typeof op.insert === 'string')) return '';
  return tidyEmptyLines(restoreSpaces(dropEditorOnlyAttributes(quill.getSemanticHTML())));
}

/** Replaces the content with HTML from outside (edit mode): cleaned, not recorded in the history. */
export function setEditorHtml(quill: Quill, html: string): void {
  const delta = quill.clipboard.convert({ html, text: '' });
  quill.setContents(delta, 'silent');
  quill.history.clear();
}
