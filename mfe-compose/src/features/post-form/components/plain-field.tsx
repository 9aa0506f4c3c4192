import { useId } from 'react';

interface PlainFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url';
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A labelled input or textarea for the fields that are plain text. */
export function PlainField({
  label,
  value,
  onChange,
  name,
  multiline,
  rows = 5,
  type,
  placeholder,
  disabled,
  autoFocus,
}: PlainFieldProps) {
  const id = useId();
  return (
    <div className={`compose-field compose-field--${name}`}>
      <label htmlFor={id} className="compose-field-label">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className="compose-textarea"
          rows={rows}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className="compose-input"
          type={type ?? 'text'}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
