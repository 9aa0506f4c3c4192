import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { trapTab } from '@dash/remote-kit';
import { useOutsidePointer } from '../hooks/use-outside-pointer';

/** Spec 1 §9: the link bubble is 200 to 600 px wide. */
export const BUBBLE_MIN_WIDTH = 200;
export const BUBBLE_MAX_WIDTH = 600;
// Roughly one average character of the input font, plus the buttons beside the input.
const CHAR_WIDTH = 7.5;
const CHROME_WIDTH = 200;

/** Grows with the address so long links stay readable, within the spec's bounds. */
export function bubbleWidth(text: string): number {
  return Math.round(Math.min(BUBBLE_MAX_WIDTH, Math.max(BUBBLE_MIN_WIDTH, text.length * CHAR_WIDTH + CHROME_WIDTH)));
}

export interface BubbleAction {
  label: string;
  /** Gets what is typed in the field now. */
  run(value: string): void;
}

export interface UrlBubbleProps {
  /** Accessible name of the bubble (a non-modal dialog). */
  title: string;
  inputLabel: string;
  initialValue: string;
  submitLabel: string;
  /** Returns an error message to show, or null when done. May be async (image loading). */
  onSubmit(value: string): string | null | Promise<string | null>;
  /** Extra buttons (Remove link, Open link). */
  actions?: BubbleAction[];
  onClose(): void;
  /** A press outside the bubble (in the editor or elsewhere): close without moving focus. */
  onDismiss(): void;
  position: { top: number; left: number };
}

/**
 * A small bubble under the selection with one address field. Focus moves into it and stays in
 * it (Tab cycles); Escape or Cancel closes it and the editor takes focus back (the caller restores
 * the selection). Escape is marked handled so the post form does not close too.
 */
export function UrlBubble(props: UrlBubbleProps) {
  const [value, setValue] = useState(props.initialValue);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  useOutsidePointer(ref, props.onDismiss);

  const submit = async () => {
    setBusy(true);
    const message = await props.onSubmit(value);
    setBusy(false);
    setError(message);
    if (message) inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      props.onClose();
      return;
    }
    if (trapTab(event, ref.current)) event.stopPropagation();
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={props.title}
      className="dash-editor-bubble"
      style={{ top: props.position.top, left: props.position.left, width: bubbleWidth(value) }}
      onKeyDown={onKeyDown}
    >
      {/* Not a <form>: the bubble sits inside the post form, forms do not nest, and a nested form's
          submit reached the browser (a page reload). Enter in the field submits instead. */}
      <div className="dash-editor-bubble-form">
        <label htmlFor={inputId} className="dash-editor-visually-hidden">
          {props.inputLabel}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="dash-editor-bubble-input"
          type="text"
          inputMode="url"
          value={value}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.stopPropagation();
            if (!busy) void submit();
          }}
        />
        <button type="button" className="dash-editor-bubble-button" disabled={busy} onClick={() => void submit()}>
          {props.submitLabel}
        </button>
        {props.actions?.map((action) => (
          <button key={action.label} type="button" className="dash-editor-bubble-button" onClick={() => action.run(value)}>
            {action.label}
          </button>
        ))}
        <button type="button" className="dash-editor-bubble-button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="dash-editor-bubble-error">
          {error}
        </p>
      )}
    </div>
  );
}
