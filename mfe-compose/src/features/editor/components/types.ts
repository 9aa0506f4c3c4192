import type { EditorType } from '@dash/shared-contracts';

export interface TextEditorProps {
  /** Accessible name, e.g. "Body"; shown as the field's label unless hideLabel. */
  label: string;
  /** HTML when editorType is 'rich', the typed source for 'html' and 'markdown'. */
  value: string;
  onChange(value: string): void;
  /** 'rich' → Quill (lazy chunk); 'html' | 'markdown' → monospace textarea. */
  editorType: EditorType;
  placeholder?: string;
  /** Plain-text single-line mode (spec 1 §5: only p, br, div; Enter does not add lines). */
  singleLine?: boolean;
  /** Plain-text editor: only p, br, div survive. */
  plain?: boolean;
  autoFocus?: boolean;
  onReady?(): void;
  /** Read only while the form saves (the toolbar is disabled too). */
  disabled?: boolean;
  /** Keeps the label for assistive technology only (when the form shows its own heading). */
  hideLabel?: boolean;
}

/** What the lazy rich editor gets from TextEditor: the label is rendered outside, shared with the fallback. */
export interface RichEditorProps extends TextEditorProps {
  labelId: string;
}
