import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string; hint?: string };

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <input
        id={id}
        className="shell-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="shell-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shell-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
