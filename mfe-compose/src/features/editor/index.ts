// The editor feature's only public surface (mfe-compose interfaces: engineer EDITOR).
export { TextEditor } from './components/text-editor';
export type { TextEditorProps } from './components/types';
export { loadRichEditor } from './components/rich-editor-loader';
export { cleanPastedHtml, cleanPlainHtml } from './lib/clean-html';
export { isBlankEditorHtml } from './lib/blank';
export { EDITOR_TYPE_LABELS } from './lib/editor-types';
