import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type Quill from 'quill/core';
import { isBlankEditorHtml } from '../lib/blank';
import { applyEditableA11y } from '../lib/quill/a11y';
import { createQuillEditor } from '../lib/quill/create-editor';
import { editorHtml, setEditorHtml } from '../lib/quill/editor-html';
import type { EditorMode } from '../lib/quill/editor-mode';
import { useLatest } from './use-latest';

export interface UseQuillEditorOptions {
  hostRef: RefObject<HTMLDivElement | null>;
  mode: EditorMode;
  labelId: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  autoFocus?: boolean;
  openLink(): void;
}

function sameContent(a: string, b: string | null): boolean {
  return a === b || (b !== null && isBlankEditorHtml(a) && isBlankEditorHtml(b));
}

/**
 * Creates Quill in the host element and keeps it controlled by HTML: user edits call onChange
 * with the editor's HTML, a value from outside (edit mode, reset) replaces the content through
 * the cleaning clipboard. Our own value coming back unchanged is recognised and ignored, so the
 * cursor never jumps while typing.
 */
export function useQuillEditor(options: UseQuillEditorOptions): Quill | null {
  const { hostRef, mode, labelId, value, placeholder } = options;
  const [quill, setQuill] = useState<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const seen = useRef<string | null>(null);
  const latest = useLatest(options);

  // A layout effect: the editable area exists as soon as the editor is on screen (no frame, and
  // no moment for a test or a fast user, without a textbox between the fallback and Quill).
  useLayoutEffect(() => {
    const host = hostRef.current ? document.createElement('div') : null;
    if (host) hostRef.current?.appendChild(host);
    const created = createQuillEditor(host, {
      mode,
      placeholder: latest.current.placeholder,
      openLink: () => latest.current.openLink(),
    });
    if (!created) return undefined;
    const a11y = latest.current;
    applyEditableA11y(created.root, { labelId: a11y.labelId, multiline: mode !== 'single-line', placeholder: a11y.placeholder });
    setEditorHtml(created, latest.current.value);
    emitted.current = latest.current.value;
    seen.current = latest.current.value;
    created.on('text-change', (_delta, _old, source) => {
      if (source === 'silent') return;
      const html = editorHtml(created);
      if (html === emitted.current) return;
      emitted.current = html;
      latest.current.onChange(html);
    });
    setQuill(created);
    if (latest.current.autoFocus) created.focus();
    return () => {
      host?.remove();
      setQuill(null);
    };
  }, [hostRef, mode, latest]);

  useLayoutEffect(() => {
    if (quill) applyEditableA11y(quill.root, { labelId, multiline: mode !== 'single-line', placeholder });
    if (quill) quill.root.dataset.placeholder = placeholder ?? '';
  }, [quill, labelId, mode, placeholder]);

  useEffect(() => {
    // Only a value that changed since we last looked counts: an effect can run late (after the
    // user already typed), and a stale value must not overwrite newer content.
    if (!quill || value === seen.current) return;
    seen.current = value;
    if (sameContent(value, emitted.current)) return;
    setEditorHtml(quill, value);
    emitted.current = value;
  }, [quill, value]);

  return quill;
}
