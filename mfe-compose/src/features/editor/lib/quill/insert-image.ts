import type Quill from 'quill/core';
import type { Delta, Range } from 'quill/core';
import { EDITOR_WARNINGS, warnEditor } from '../warnings';
import { loadImageSize } from '../image-url';
import type { ImageValue } from './embeds';

const HTTP_URL = /^https?:\/\/\S+$/i;

export interface InsertImageOptions {
  /** When the image cannot be loaded, insert the address as text so the paste is not lost. */
  fallbackToText?: boolean;
  alt?: string;
  /** Told where the image went (its index), e.g. to ask for its alt text next. */
  onInserted?(index: number): void;
}

/**
 * Inserts an inline image at the range once it has loaded, with its original size
 * (data-orig-width/-height). The insertion point follows edits made while the image loads.
 * Resolves true when the image was inserted.
 */
export async function insertImage(
  quill: Quill,
  source: unknown,
  range: Range | null,
  options: InsertImageOptions = {},
): Promise<boolean> {
  if (typeof source !== 'string' && source !== null && source !== undefined) {
    warnEditor(EDITOR_WARNINGS.unknownImageSource);
    return false;
  }
  const src = (source ?? '').trim();
  if (src === '') {
    warnEditor(EDITOR_WARNINGS.emptyData);
    return false;
  }
  if (!HTTP_URL.test(src)) {
    warnEditor(EDITOR_WARNINGS.unknownImageSource);
    return false;
  }
  if (!range) {
    warnEditor(EDITOR_WARNINGS.noSelection);
    return false;
  }
  if (range.length > 0) quill.deleteText(range.index, range.length, 'user');
  let index = range.index;
  const follow = (delta: Delta) => {
    index = delta.transformPosition(index);
  };
  quill.on('text-change', follow);
  let size: { width: number; height: number } | null = null;
  try {
    size = await loadImageSize(src);
  } catch {
    size = null;
  } finally {
    // Stop following before inserting: our own insertion must not move the point.
    quill.off('text-change', follow);
  }
  if (size) {
    const value: ImageValue = { src, origWidth: size.width, origHeight: size.height };
    if (options.alt) value.alt = options.alt;
    quill.insertEmbed(index, 'image', value, 'user');
    if (quill.hasFocus()) quill.setSelection(index + 1, 0, 'silent');
    options.onInserted?.(index);
    return true;
  }
  if (options.fallbackToText) quill.insertText(index, src, 'user');
  return false;
}
