import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Popover, useRemote } from '@dash/remote-kit';
import './safety.css';

export interface MenuItems {
  /** Closes the menu, then runs the action. */
  choose: (action: () => void) => void;
  /** An in-app link's click: a plain click closes the menu and navigates in place; Ctrl/Cmd/Shift/middle
   * clicks keep the link's own behaviour (a new tab). */
  followLink: (path: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

interface MenuPopoverProps {
  /** The button's name (also its tooltip) and the popover's. */
  buttonLabel: string;
  popoverLabel: string;
  buttonClassName: string;
  /** The icon: an SVG path of a 24×24 box, drawn at `iconSize`. */
  iconPath: string;
  iconSize: number;
  /** The menu's items (`li` elements), given what they need to close the menu. */
  children: (items: MenuItems) => ReactNode;
}

/**
 * An icon button opening a small menu popover (the conversation's Actions, a message's controls):
 * Escape or a click outside closes it and focus goes back to the button.
 */
export function MenuPopover({ buttonLabel, popoverLabel, buttonClassName, iconPath, iconSize, children }: MenuPopoverProps) {
  const { navigate } = useRemote();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items: MenuItems = {
    choose: (action) => {
      setOpen(false);
      action();
    },
    followLink: (path) => (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen(false);
      navigate(path);
    },
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        title={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
          <path fill="currentColor" d={iconPath} />
        </svg>
      </button>
      {open ? (
        <Popover
          label={popoverLabel}
          className="msg-actions"
          getAnchorRect={() => buttonRef.current?.getBoundingClientRect() ?? { top: 0, left: 0, width: 0, height: 0 }}
          onClose={() => setOpen(false)}
          returnFocusTo={buttonRef.current}
          ignoreClicksWithin={() => [buttonRef.current]}
        >
          <ul className="msg-actions__list">{children(items)}</ul>
        </Popover>
      ) : null}
    </>
  );
}
