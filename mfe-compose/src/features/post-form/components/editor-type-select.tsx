import { useId } from 'react';
import { EDITOR_TYPES } from '@dash/shared-contracts';
import type { EditorType } from '@dash/shared-contracts';
import { EDITOR_TYPE_LABELS } from '../../editor';

interface EditorTypeSelectProps {
  value: EditorType;
  onChange: (type: EditorType) => void;
  disabled?: boolean;
}

/** Rich text, HTML or Markdown: sent as editor_type; the fields keep their text when it changes. */
export function EditorTypeSelect({ value, onChange, disabled }: EditorTypeSelectProps) {
  const id = useId();
  return (
    <div className="compose-editor-type">
      <label htmlFor={id} className="compose-visually-hidden">
        Editor
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as EditorType)}>
        {EDITOR_TYPES.map((type) => (
          <option key={type} value={type}>
            {EDITOR_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
