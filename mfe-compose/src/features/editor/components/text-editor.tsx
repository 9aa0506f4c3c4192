import './text-editor.css';
import { useId } from 'react';
import { RichEditorLoader } from './rich-editor-loader';
import { SourceTextarea } from './source-textarea';
import type { TextEditorProps } from './types';

/**
 * A post text field: the Quill rich editor (loaded on first render, its own chunk) for 'rich',
 * a monospace textarea for 'html' and 'markdown'. Controlled by value/onChange.
 */
export function TextEditor(props: TextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const labelClass = props.hideLabel ? 'dash-editor-visually-hidden' : 'compose-field-label dash-editor-label';
  if (props.editorType !== 'rich') {
    return (
      <div className="dash-editor dash-editor--source">
        <label id={labelId} htmlFor={id} className={labelClass}>
          {props.label}
        </label>
        <SourceTextarea {...props} id={id} />
      </div>
    );
  }
  return (
    <div className="dash-editor dash-editor--rich">
      <span id={labelId} className={labelClass}>
        {props.label}
      </span>
      <RichEditorLoader {...props} labelId={labelId} />
    </div>
  );
}
