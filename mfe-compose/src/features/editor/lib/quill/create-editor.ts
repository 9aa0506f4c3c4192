import Quill, { type Range } from 'quill/core';
import { EDITOR_WARNINGS, warnEditor } from '../warnings';
import { isImageUrl } from '../image-url';
import { registerCleaningClipboard } from './cleaning-clipboard';
import type { EditorMode } from './editor-mode';
import { RICH_FORMATS, registerEditorFormats } from './formats';
import { insertImage } from './insert-image';
import { editorBindings, type BindingHandlers } from './keyboard-bindings';
import { listenSmartQuoteInput } from './smart-quote-input';

export interface CreateEditorOptions extends BindingHandlers {
  mode: EditorMode;
  placeholder?: string;
}

/** Spec 1 §9: undo history groups changes made within 500 ms. */
export const HISTORY_DELAY_MS = 500;

/** The first image address in dropped data (text/uri-list, else text/plain). */
function droppedUrl(data: DataTransfer | null): string {
  if (!data) return '';
  const list = data.getData('text/uri-list');
  const first = list
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'));
  return (first ?? data.getData('text/plain')).trim();
}

/** The editor position under a drop, else the current selection. */
function dropRange(quill: Quill, event: DragEvent): Range | null {
  const native = document.caretRangeFromPoint?.(event.clientX, event.clientY);
  const normalized = native ? quill.selection.normalizeNative(native) : null;
  return normalized ? quill.selection.normalizedToRange(normalized) : quill.getSelection();
}

/**
 * Creates the Quill editor in an element. Returns null (with the spec's warning) when the element
 * is missing, e.g. when a caller passes a ref that is not attached yet.
 */
export function createQuillEditor(element: unknown, options: CreateEditorOptions): Quill | null {
  if (!(element instanceof HTMLElement)) {
    warnEditor(EDITOR_WARNINGS.noElement);
    return null;
  }
  registerEditorFormats();
  registerCleaningClipboard();
  const rich = options.mode === 'rich';
  const quill = new Quill(element, {
    formats: rich ? RICH_FORMATS : [],
    placeholder: options.placeholder ?? '',
    modules: {
      toolbar: false,
      history: { delay: HISTORY_DELAY_MS, userOnly: true },
      clipboard: { mode: options.mode },
      keyboard: { bindings: editorBindings(options.mode, options) },
      // Dropped or pasted files need an upload, which the photo form owns: the editor only
      // takes image addresses.
      uploader: {
        handler: () => warnEditor(EDITOR_WARNINGS.unknownImageSource),
      },
    },
  });
  listenSmartQuoteInput(quill);
  if (rich) {
    // Quill's uploader cancels every drop; an image address dropped in becomes an image.
    quill.root.addEventListener('drop', (event) => {
      if (event.dataTransfer?.files.length) return;
      const url = droppedUrl(event.dataTransfer);
      if (isImageUrl(url)) void insertImage(quill, url, dropRange(quill, event), { fallbackToText: true });
    });
  }
  return quill;
}
