// Alt text of inline images (issue 13). Imported only by the lazy editor chunk.
import Quill, { Delta } from 'quill/core';
import { OriginalSizeImage } from './embeds';

/** The editor's inline images, in document order. */
export function editorImages(quill: Quill): HTMLImageElement[] {
  return Array.from(quill.root.querySelectorAll('img'));
}

/** Where an image of this editor is in the document (its index), or null when it is gone. */
export function imageIndex(quill: Quill, image: HTMLElement): number | null {
  if (!quill.root.contains(image)) return null;
  const blot = Quill.find(image);
  return blot instanceof OriginalSizeImage ? quill.getIndex(blot) : null;
}

/** The image embedded at `index`, or null. */
export function imageAt(quill: Quill, index: number): HTMLImageElement | null {
  return editorImages(quill).find((image) => imageIndex(quill, image) === index) ?? null;
}

/**
 * Gives an inline image its alt text (trimmed; blank removes it) as one user change, so it is saved
 * in the HTML (`<img alt>`), undone in one step, and the form hears of it. Returns the image's index,
 * or null when it is no longer in the editor.
 */
export function setImageAlt(quill: Quill, image: HTMLElement, alt: string): number | null {
  const index = imageIndex(quill, image);
  if (index === null) return null;
  const value = OriginalSizeImage.value(image);
  const text = alt.trim();
  if (text) value.alt = text;
  else delete value.alt;
  quill.updateContents(new Delta().retain(index).delete(1).insert({ image: value }), 'user');
  return index;
}
