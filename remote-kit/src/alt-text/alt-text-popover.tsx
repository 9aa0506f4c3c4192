import { ALT_TEXT } from '@dash/shared-contracts/core';
import type { RefObject } from 'react';
import { Popover } from '../popover/popover';

export interface AltTextPopoverProps {
  text: string;
  /** The badge: the popover sits under it, ignores its clicks (it toggles) and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

const NO_RECT = { top: 0, left: 0, width: 0, height: 0 };

/** The alt text of an image, opened by its ALT badge (lazy chunk `alt-text-popover`). */
export default function AltTextPopover({ text, anchor, onClose }: AltTextPopoverProps) {
  return (
    <Popover
      label={ALT_TEXT.label}
      className="kit-alt-popover"
      getAnchorRect={() => anchor.current?.getBoundingClientRect() ?? NO_RECT}
      returnFocusTo={anchor.current}
      ignoreClicksWithin={() => [anchor.current]}
      onClose={onClose}
    >
      <div className="kit-popover__header">
        <h2 className="kit-popover__title">{ALT_TEXT.label}</h2>
        <button type="button" className="kit-alt-popover__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="kit-alt-popover__text">{text}</p>
    </Popover>
  );
}
