import { useRef, useState, type MouseEvent } from 'react';
import { Popover, useRemote } from '@dash/remote-kit';
import type { BlogRef } from '@dash/shared-contracts';
import './safety.css';

interface ActionsMenuProps {
  /** Participants that may be blocked: the others that are not one of the user's own blogs. */
  blockable: readonly BlogRef[];
  /** Null while the conversation does not exist on the server (nothing to delete yet). */
  onDelete: (() => void) | null;
  onBlock: (name: string) => void;
}

/** Spec 2 §2 routes: where the Sound settings link leads. */
export const SOUND_SETTINGS_PATH = '/settings/dashboard';

/**
 * The panel's Actions control and popover (spec 2 §2 screen 8): Sound settings, Delete conversation
 * and Block {blog}. Sound settings shows while the server's sounds flag is on (absent server data: on),
 * whatever the user's own preference, since that page is where it is turned back on (README).
 */
export function ActionsMenu({ blockable, onDelete, onBlock }: ActionsMenuProps) {
  const { session, navigate } = useRemote();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const soundSettings = session.messaging?.features.sounds !== false;
  if (!soundSettings && !onDelete && blockable.length === 0) return null;

  // A plain click goes there in place; Ctrl/Cmd/Shift/middle clicks keep the link's own behaviour.
  const openSoundSettings = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    navigate(SOUND_SETTINGS_PATH);
  };

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="msg-icon-button"
        aria-label="Actions"
        title="Actions"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
          />
        </svg>
      </button>
      {open ? (
        <Popover
          label="Conversation actions"
          className="msg-actions"
          getAnchorRect={() => buttonRef.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          onClose={() => setOpen(false)}
          returnFocusTo={buttonRef.current}
          ignoreClicksWithin={() => [buttonRef.current]}
        >
          <ul className="msg-actions__list">
            {soundSettings ? (
              <li>
                <a href={SOUND_SETTINGS_PATH} className="msg-actions__item" onClick={openSoundSettings}>
                  Sound settings
                </a>
              </li>
            ) : null}
            {onDelete ? (
              <li>
                <button type="button" className="msg-actions__item" onClick={() => choose(onDelete)}>
                  Delete conversation
                </button>
              </li>
            ) : null}
            {blockable.map((blog) => (
              <li key={blog.uuid}>
                <button type="button" className="msg-actions__item" onClick={() => choose(() => onBlock(blog.name))}>
                  Block {blog.name}
                </button>
              </li>
            ))}
          </ul>
        </Popover>
      ) : null}
    </>
  );
}
