import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ALT_TEXT, altTextProblem } from '@dash/shared-contracts/core';
import { AltTextField, trapTab } from '@dash/remote-kit';
import { useOutsidePointer } from '../hooks/use-outside-pointer';

export interface AltBubbleProps {
  /** 1-based position of the image in the editor ("image 2"). */
  number: number;
  initialValue: string;
  position: { top: number; left: number };
  /** Saves the text (never called while it is past the limit). */
  onSave(alt: string): void;
  onClose(): void;
  /** A press outside the bubble: close without moving focus. */
  onDismiss(): void;
}

/**
 * The alt text of one inline image (issue 13): a small non-modal dialog under the image with the
 * one AltTextField, Save and Cancel. Opens after an image is inserted and from the image's ALT
 * button. Tab stays inside; Escape or Cancel closes it (Escape does not reach the form). Past
 * 1,000 characters Save refuses and the field says why; nothing typed is cut.
 */
export function AltBubble({ number, initialValue, position, onSave, onClose, onDismiss }: AltBubbleProps) {
  const [value, setValue] = useState(initialValue);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.querySelector('textarea')?.focus();
  }, []);

  useOutsidePointer(ref, onDismiss);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    // ctrl/meta+Enter saves the description, it does not post the form.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      save();
      return;
    }
    if (trapTab(event, ref.current)) event.stopPropagation();
  };

  const save = () => {
    if (altTextProblem(value, ALT_TEXT)) {
      ref.current?.querySelector('textarea')?.focus();
      return;
    }
    onSave(value);
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={`Describe image ${number}`}
      className="dash-editor-bubble dash-editor-alt-bubble"
      style={{ top: position.top, left: position.left }}
      onKeyDown={onKeyDown}
    >
      {/* Not a <form>: the bubble sits inside the post form, and forms do not nest. */}
      <div className="dash-editor-alt-form">
        <AltTextField value={value} onChange={setValue} label={`Alt text for image ${number}`} />
        <div className="dash-editor-alt-actions">
          <button type="button" className="dash-editor-bubble-button" onClick={save}>
            Save
          </button>
          <button type="button" className="dash-editor-bubble-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
