import { useId } from 'react';
import { HEX_COLOR } from '@dash/shared-contracts/core';

interface Props {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A theme colour: the browser's colour picker and the same value as #rrggbb text, kept in step. The
 * text may be mid-typing (the picker keeps the last valid colour); Save checks it.
 */
export function ColourField({ label, value, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="shell-field shell-colour-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <div className="shell-colour-field__row">
        <input
          type="color"
          className="shell-colour-field__picker"
          aria-label={`${label} picker`}
          value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className="shell-field__input shell-colour-field__text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {error && (
        <p id={errorId} className="shell-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
