import type { KeyboardEvent } from 'react';
import { toSingleLine } from '../lib/quill/editor-mode';
import type { TextEditorProps } from './types';

/**
 * The HTML and Markdown editors: a monospace textarea holding the typed source as is (the server
 * sanitizes HTML and renders Markdown). In single-line mode Enter adds nothing and pasted line
 * breaks become spaces.
 */
export function SourceTextarea(props: TextEditorProps & { id: string }) {
  const { singleLine } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (singleLine && event.key === 'Enter') event.preventDefault();
  };
  return (
    <textarea
      id={props.id}
      className={`dash-editor-source dash-editor-source--${props.editorType}`}
      value={props.value}
      placeholder={props.placeholder}
      rows={singleLine ? 1 : 8}
      spellCheck={props.editorType === 'markdown'}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      aria-multiline={singleLine ? false : undefined}
      onKeyDown={onKeyDown}
      onChange={(event) => props.onChange(singleLine ? toSingleLine(event.target.value) : event.target.value)}
    />
  );
}
