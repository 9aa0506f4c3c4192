import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * A one-line text box sent by Enter (or its Send button) and closed by Escape, used for replies
 * and quick answers. The text stays when sending fails, so nothing typed is lost.
 */
export function OneLineBox({
  label,
  maxLength,
  pending,
  autoFocus,
  onSend,
  onClose,
}: {
  label: string;
  maxLength?: number;
  pending: boolean;
  autoFocus?: boolean;
  /** Resolves true when sent: the box empties. */
  onSend: (text: string) => Promise<boolean>;
  onClose?: () => void;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !text.trim()) return;
    if (await onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form className="pk-post__box" onSubmit={(event) => void submit(event)}>
      <input
        ref={input}
        type="text"
        className="pk-post__box-input"
        aria-label={label}
        placeholder={label}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="pk-button" disabled={pending || !text.trim()}>
        Send
      </button>
    </form>
  );
}
