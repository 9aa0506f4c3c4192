import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled text area with a character count (the count turns to an error past `max`). */
export function TextAreaField({ label, value, max, error, onChange }: Props) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = value.trim().length > max;
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="shell-field__input shell-text-area"
        value={value}
        rows={4}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={countId} className={`shell-field__hint${over ? ' shell-field__hint--over' : ''}`}>
        {value.trim().length} of {max} characters
      </p>
      {error && (
        <p id={errorId} className="shell-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
