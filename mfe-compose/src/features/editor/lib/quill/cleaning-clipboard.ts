import Quill, { Delta, type Range } from 'quill/core';
import Clipboard from 'quill/modules/clipboard.js';
import { cleanPastedHtml, cleanPlainHtml } from '../clean-html';
import { isImageUrl } from '../image-url';
import { type EditorMode, toSingleLine } from './editor-mode';
import { insertImage } from './insert-image';

interface CleaningClipboardOptions {
  matchers: ConstructorParameters<typeof Clipboard>[1]['matchers'];
  mode: EditorMode;
}

/** Text of HTML with a line break after each paragraph, div and br (so lines stay apart). */
function linesOf(html: string): string {
  return textOf(html.replace(/<\/(?:p|div)>|<br\s*\/?>/gi, '$&\n'));
}

function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}

/** True when pasted HTML is nothing but a link or image of the pasted URL (what browsers put beside it). */
function htmlIsOnlyUrl(html: string | undefined, url: string): boolean {
  if (!html) return true;
  return textOf(cleanPastedHtml(html)).trim() === url || textOf(html).trim() === '';
}

/**
 * Quill's clipboard with the spec 1 §5 cleaning in front: every HTML that becomes editor content
 * (paste, drop, and the value set from outside through convert) goes through the allow-list first.
 * A pasted image URL becomes an inline image with its original size.
 */
export class CleaningClipboard extends Clipboard {
  private get mode(): EditorMode {
    return (this.options as Partial<CleaningClipboardOptions>).mode ?? 'rich';
  }

  override convert({ html, text }: { html?: string; text?: string }, formats: Record<string, unknown> = {}): Delta {
    if (this.mode === 'single-line') {
      const lines = html ? linesOf(cleanPlainHtml(html)).replace(/\s+$/, '') : (text ?? '');
      return new Delta().insert(toSingleLine(lines));
    }
    if (!html) return super.convert({ text }, formats);
    // Quill's Word and Google Docs fixes read styles and <head>: they run before the cleaning.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    this.normalizeHTML(doc);
    const body = doc.body.innerHTML;
    const cleaned = this.mode === 'plain' ? cleanPlainHtml(body) : cleanPastedHtml(body);
    return super.convert({ html: cleaned, text }, formats);
  }

  override onPaste(range: Range, { text, html }: { text?: string; html?: string }): void {
    const url = text?.trim() ?? '';
    if (this.mode === 'rich' && isImageUrl(url) && htmlIsOnlyUrl(html, url)) {
      void insertImage(this.quill, url, range, { fallbackToText: true });
      return;
    }
    super.onPaste(range, { text, html });
  }
}

export function registerCleaningClipboard(): void {
  Quill.register('modules/clipboard', CleaningClipboard, true);
}
