import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGING } from '@dash/shared-contracts';

/** Spec 2 §2: the compose box's placeholder is one of these, picked at random. */
export const PLACEHOLDERS = ['New message', 'Your message here', 'Write a message', 'Say something', 'Say your thing'] as const;
export const OFFLINE_PLACEHOLDER = 'Currently offline';

export function pickPlaceholder(random: () => number = Math.random): string {
  return PLACEHOLDERS[Math.floor(random() * PLACEHOLDERS.length)] ?? PLACEHOLDERS[0];
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

interface ComposeBoxProps {
  /** Disabled while the conversation loads or failed to load. */
  disabled: boolean;
  onSend: (text: string) => void;
  onTyping: () => void;
  /** Escape in an empty box closes the conversation. */
  onEscapeEmpty: () => void;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
  recipientName: string;
  /** Auto-validation off (an image preview shows): an empty text may be submitted. */
  allowEmpty?: boolean;
  /** Controls drawn before the text area (the photo button). */
  tools?: React.ReactNode;
  /** Something above the box must be fixed first (the image's alt text is too long): Send waits. */
  held?: boolean;
}

/**
 * The compose box (spec 2 §4 "Compose box", §5): at most 4096 characters, trimmed; Enter sends,
 * Shift+Enter is a new line; Send is disabled while the trimmed text is empty; Escape clears the
 * text, or closes the conversation when the box is already empty.
 */
/** The text area grows with its text up to this height, then scrolls. */
export const COMPOSE_MAX_HEIGHT_PX = 120;

/**
 * The text area's height for its content (spec 2 §5): its natural height up to the maximum, snapped
 * back to the original height when within 5 px of it (so one line never jitters).
 */
export function composeHeight(original: number, natural: number, max = COMPOSE_MAX_HEIGHT_PX): number {
  const next = Math.min(natural, max);
  return Math.abs(next - original) <= 5 ? original : next;
}

export function ComposeBox({
  disabled,
  onSend,
  onTyping,
  onEscapeEmpty,
  textareaRef,
  recipientName,
  allowEmpty = false,
  tools,
  held = false,
}: ComposeBoxProps) {
  const [text, setText] = useState('');
  const [placeholder] = useState(() => pickPlaceholder());
  const originalHeight = useRef<number | null>(null);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      ownRef.current = el;
      if (typeof textareaRef === 'function') textareaRef(el);
      else if (textareaRef) (textareaRef as React.MutableRefObject<HTMLTextAreaElement | null>).current = el;
    },
    [textareaRef],
  );
  useLayoutEffect(() => {
    const el = ownRef.current;
    if (!el) return;
    if (originalHeight.current === null) originalHeight.current = el.offsetHeight;
    const original = originalHeight.current;
    if (!original) return; // not laid out (tests, hidden)
    el.style.height = 'auto';
    el.style.height = `${composeHeight(original, el.scrollHeight + (el.offsetHeight - el.clientHeight))}px`;
  }, [text]);
  const online = useOnline();
  const id = useId();
  const trimmed = text.trim();
  const canSend = !disabled && !held && (trimmed.length > 0 || allowEmpty);

  const submit = () => {
    if (!canSend) return;
    onSend(trimmed);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (text.length > 0) setText('');
      else onEscapeEmpty();
    }
  };

  return (
    <form
      className="msg-compose"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="msg-visually-hidden">
        {`Message to ${recipientName}`}
      </label>
      {tools}
      <textarea
        id={id}
        ref={setRefs}
        className="msg-compose__input"
        rows={1}
        value={text}
        maxLength={MESSAGING.composeMax}
        placeholder={online ? placeholder : OFFLINE_PLACEHOLDER}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value.slice(0, MESSAGING.composeMax));
          onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="msg-button msg-compose__send" disabled={!canSend}>
        Send
      </button>
    </form>
  );
}
