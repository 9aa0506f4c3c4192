import { ALT_TEXT, altTextCounter, altTextProblem } from '@dash/shared-contracts/core';
import { useId, type ChangeEvent } from 'react';
import './alt-text-field.css';

export interface AltTextFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Says which image it describes to screen readers when a form has several ("Alt text for photo 2"). */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The one "Alt text" field every image gets (issue 13): a labelled textarea, plain text. Near the
 * limit a counter tells how many characters are left; past it the field says so and is invalid
 * (nothing is cut off: the form refuses to send it, see altTextProblem).
 */
export function AltTextField({
  value,
  onChange,
  label = ALT_TEXT.label,
  placeholder,
  autoFocus,
  disabled,
  className,
}: AltTextFieldProps) {
  const id = useId();
  const left = altTextCounter(value.length, ALT_TEXT);
  const problem = altTextProblem(value, ALT_TEXT);
  const describedBy = [left !== null ? `${id}-count` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['kit-alt-text', className ?? ''].filter(Boolean).join(' ')}>
      <label className="kit-alt-text__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="kit-alt-text__input"
        rows={2}
        value={value}
        placeholder={placeholder ?? 'Describe this image for people who can’t see it'}
        autoFocus={autoFocus}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
      />
      {left !== null && (
        <span
          id={`${id}-count`}
          className={`kit-alt-text__count${left < 0 ? ' kit-alt-text__count--over' : ''}`}
          aria-live="polite"
        >
          {left === 1 || left === -1 ? `${left} character left` : `${left} characters left`}
        </span>
      )}
      {problem && (
        <span id={`${id}-error`} className="kit-alt-text__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
