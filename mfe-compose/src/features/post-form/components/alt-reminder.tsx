import { useEffect, useId, useRef } from 'react';
import { ALT_TEXT } from '@dash/shared-contracts/core';

interface AltReminderProps {
  /** Focuses the first image description still empty (the form knows where they are). */
  onAdd: () => void;
  /** Sends the post as it is. */
  onPostAnyway: () => void;
}

/**
 * The alt text reminder (issue 13), shown once per open form when Post is pressed with an image that
 * has no description: the sentence and two buttons. Non-modal (the form stays usable); focus moves
 * to "Add" so keyboard and screen reader users meet it at once.
 */
export function AltReminder({ onAdd, onPostAnyway }: AltReminderProps) {
  const textId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => addRef.current?.focus(), []);
  return (
    <div className="compose-alt-reminder" role="alertdialog" aria-modal="false" aria-labelledby={textId}>
      <p id={textId} className="compose-alt-reminder__text">
        {ALT_TEXT.reminder}
      </p>
      <div className="compose-alt-reminder__actions">
        <button ref={addRef} type="button" className="compose-button compose-button--primary" onClick={onAdd}>
          Add
        </button>
        <button type="button" className="compose-button compose-button--secondary" onClick={onPostAnyway}>
          Post anyway
        </button>
      </div>
    </div>
  );
}
