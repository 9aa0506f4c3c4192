import { cleanPastedHtml, cleanPlainHtml } from '../lib/clean-html';

export interface RichEditorFallbackProps {
  labelId: string;
  value: string;
  plain: boolean;
  multiline: boolean;
  busy: boolean;
}

/**
 * Shown while the editor chunk loads (or after it failed): the current value, cleaned and read
 * only, so nothing disappears or jumps. It is never editable, so no keystroke can be lost.
 */
export function RichEditorFallback({ labelId, value, plain, multiline, busy }: RichEditorFallbackProps) {
  const html = plain ? cleanPlainHtml(value) : cleanPastedHtml(value);
  return (
    <div
      role="textbox"
      aria-labelledby={labelId}
      aria-readonly="true"
      aria-multiline={multiline}
      aria-busy={busy}
      tabIndex={0}
      className="dash-editor-surface dash-editor-fallback"
      // Sanitized by DOMPurify through the same allow-list as pasted content.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
