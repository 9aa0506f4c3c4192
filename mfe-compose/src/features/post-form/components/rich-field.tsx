import type { EditorType } from '@dash/shared-contracts';
import { TextEditor } from '../../editor';

interface RichFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  editorType: EditorType;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Every rich field of the form (text body, quote, link description, captions, answer, reblog
 * comment): EDITOR's TextEditor, Quill for 'rich' and a source textarea for 'html'/'markdown'.
 * Its value is what is sent (HTML or the typed source); it is read only while the form saves.
 */
export function RichField({ label, name, value, onChange, editorType, placeholder, disabled, autoFocus }: RichFieldProps) {
  return (
    <div className={`compose-field compose-field--${name}`}>
      <TextEditor
        label={label}
        value={value}
        onChange={onChange}
        editorType={editorType}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
      />
    </div>
  );
}
