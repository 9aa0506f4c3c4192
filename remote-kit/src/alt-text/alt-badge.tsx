import { ALT_TEXT } from '@dash/shared-contracts/core';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import './alt-badge.css';

// The popover (remote-kit's Popover and its placement) loads on the first click: the badge drawn on
// every described image of the first page stays a button and a few lines (docs/performance.md).
const AltTextPopover = lazy(() => import(/* webpackChunkName: "alt-text-popover" */ './alt-text-popover'));

export interface AltBadgeProps {
  /** The alt text as its poster wrote it; the badge shows only when there is one. */
  alt: string | null | undefined;
  className?: string;
}

/**
 * The "ALT" badge over the corner of an image that has a written description (issue 13): a small
 * button ("Show alt text") that opens the text in a popover, closed by Escape, a click outside or
 * the badge again. Its parent positions it: the image's wrapper must be `position: relative`.
 * Nothing is drawn for an image without a written alt (a built description is no news to sighted readers).
 */
export function AltBadge({ alt, className }: AltBadgeProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const text = (alt ?? '').trim();
  if (!text) return null;
  const toggle = (event: MouseEvent) => {
    // The image may sit in a link or a card that opens something on click: the badge only opens its text.
    event.preventDefault();
    event.stopPropagation();
    setOpen((was) => !was);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={['kit-alt-badge', className ?? ''].filter(Boolean).join(' ')}
        aria-label="Show alt text"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
      >
        {ALT_TEXT.badge}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AltTextPopover text={text} anchor={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
