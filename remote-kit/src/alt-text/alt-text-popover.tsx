import { ALT_TEXT } from '@dash/shared-contracts/core';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { trapTab } from '../focus/focus';
import { Popover } from '../popover/popover';

export interface AltTextPopoverProps {
  text: string;
  /** The badge: the popover sits under it, ignores its clicks (it toggles) and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

const NO_RECT = { top: 0, left: 0, width: 0, height: 0 };

/**
 * The alt text of an image, opened by its ALT badge (lazy chunk `alt-text-popover`). The popover is
 * drawn in a portal, but React events bubble through portals to the badge's ancestors: the keys and
 * clicks inside it stop here, so a modal around the image (the blog overlay) neither closes on its
 * Escape nor pulls its Tab back, and a card's click handler never sees a click in the popover.
 */
export default function AltTextPopover({ text, anchor, onClose }: AltTextPopoverProps) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The kit Popover focuses itself while it is still `visibility: hidden` (before it is placed), which
    // a browser refuses: focus it on the next frame, once shown, so Escape and Tab start inside it.
    const frame = requestAnimationFrame(() => {
      const dialog = body.current?.closest<HTMLElement>('.kit-alt-popover');
      if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const popover = event.target instanceof Element ? event.target.closest<HTMLElement>('.kit-alt-popover') : null;
    trapTab(event, popover);
  };
  return (
    // A layer in React's tree only, not a control: its element stays empty (the popover is on document.body).
    <span className="kit-alt-popover-layer" onKeyDown={onKeyDown} onClick={(event: MouseEvent) => event.stopPropagation()}>
      <Popover
        label={ALT_TEXT.label}
        className="kit-alt-popover"
        getAnchorRect={() => anchor.current?.getBoundingClientRect() ?? NO_RECT}
        returnFocusTo={anchor.current}
        ignoreClicksWithin={() => [anchor.current]}
        onClose={onClose}
      >
        <div ref={body} className="kit-popover__header">
          <h2 className="kit-popover__title">{ALT_TEXT.label}</h2>
          <button type="button" className="kit-alt-popover__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <p className="kit-alt-popover__text">{text}</p>
      </Popover>
    </span>
  );
}
