import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { PostState } from '@dash/shared-contracts';
import { STATE_CHOICES, buttonLabel, menuLabel, type StateChoice } from '../lib/post-states';

interface PostButtonProps {
  state: PostState;
  onStateChange: (state: StateChoice) => void;
  publishOn: string;
  onPublishOnChange: (value: string) => void;
  editingDraft: boolean;
  saving: boolean;
  disabled: boolean;
}

/**
 * The submit button, labelled by the chosen state, with the "Post options" menu of states
 * (menuitemradio, arrow keys, Escape closes it and returns focus) and, for Schedule, "Publish on".
 */
export function PostButton({
  state,
  onStateChange,
  publishOn,
  onPublishOnChange,
  editingDraft,
  saving,
  disabled,
}: PostButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();
  const publishId = useId();

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const root = toggleRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openMenu = () => {
    const index = (STATE_CHOICES as readonly string[]).indexOf(state);
    setActive(index < 0 ? 0 : index);
    setOpen(true);
  };
  const closeMenu = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const choose = (choice: StateChoice) => {
    onStateChange(choice);
    closeMenu();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = STATE_CHOICES.length - 1;
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] ?? 0;
      setActive(next < 0 ? last : next > last ? 0 : next);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      // Escape closes the menu only, not the form.
      event.preventDefault();
      event.stopPropagation();
      closeMenu();
    }
  };

  return (
    <div className="compose-post-button">
      {state === 'scheduled' && (
        <div className="compose-publish-on">
          <label htmlFor={publishId} className="compose-field-label">
            Publish on
          </label>
          <input
            id={publishId}
            className="compose-input"
            type="datetime-local"
            value={publishOn}
            disabled={saving}
            onChange={(event) => onPublishOnChange(event.target.value)}
          />
        </div>
      )}
      <div className="compose-split-button">
        <button type="submit" className="compose-button compose-button--primary" disabled={disabled || saving} aria-busy={saving}>
          {buttonLabel(state, editingDraft)}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className="compose-button compose-button--primary compose-split-toggle"
          aria-label="Post options"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          disabled={saving}
          onClick={() => (open ? closeMenu() : openMenu())}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              openMenu();
            }
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        {open && (
          <div id={menuId} role="menu" aria-label="Post options" className="compose-state-menu" onKeyDown={onMenuKeyDown}>
            {STATE_CHOICES.map((choice, index) => (
              <button
                key={choice}
                ref={(el) => {
                  items.current[index] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={state === choice}
                tabIndex={index === active ? 0 : -1}
                className="compose-state-item"
                onClick={() => choose(choice)}
              >
                {menuLabel(choice, editingDraft)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
