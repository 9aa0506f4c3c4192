import type Quill from 'quill/core';
import { createQuillEditor } from '../lib/quill/create-editor';
import type { EditorMode } from '../lib/quill/editor-mode';

/** A Quill editor as the React layer creates it, attached to the document. */
export function makeEditor(mode: EditorMode = 'rich', openLink = jest.fn()): Quill {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const quill = createQuillEditor(element, { mode, openLink });
  if (!quill) throw new Error('no editor');
  return quill;
}

/** A key press as a browser sends it (jsdom: not a Mac, so the shortcut modifier is Ctrl). */
export function press(quill: Quill, key: string, init: KeyboardEventInit & { keyCode?: number } = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  if (init.keyCode) Object.defineProperty(event, 'which', { value: init.keyCode });
  quill.root.dispatchEvent(event);
  return event;
}

export function paste(quill: Quill, data: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => data[type] ?? '', files: [] } });
  quill.root.dispatchEvent(event);
}
