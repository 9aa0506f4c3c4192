import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { POPOVER_LAYER_ATTRIBUTE } from '@dash/shared-contracts/core';
import { computePopoverPosition, type PopoverPosition, type Rect } from './popover-position';
import './popover.css';

export interface PopoverProps {
  /** Accessible name of the dialog. */
  label: string;
  /** The anchor's bounding box in viewport pixels, read again on scroll and resize. */
  getAnchorRect: () => Rect;
  onClose: () => void;
  /** Gets focus back when the popover goes away (the button that opened it). */
  returnFocusTo?: HTMLElement | null;
  /** Lets a subview handle Escape first (go back); return true when handled. */
  onEscape?: () => boolean;
  /** Elements whose clicks are not "outside" (the toggle button handles its own clicks). */
  ignoreClicksWithin?: () => Array<Element | null>;
  className?: string;
  children: React.ReactNode;
}

/**
 * A non-modal popover: rendered in a portal on document.body (remotes may not reach into the
 * shell's DOM), placed under its anchor and kept inside the viewport, closed by Escape or a click
 * outside (not one inside a popover layered over it: `data-popover-layer`), and focus goes back to
 * its button when it closes.
 */
export function Popover(props: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<PopoverPosition | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const place = () => {
      const el = ref.current;
      if (!el) return;
      const size = { width: el.offsetWidth, height: el.offsetHeight };
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setPosition(computePopoverPosition(latest.current.getAnchorRect(), size, viewport));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    el?.focus({ preventScroll: true });
    return () => {
      // Give focus back unless the user already put it somewhere else (clicked another control).
      const active = document.activeElement;
      if (!active || active === document.body || el?.contains(active)) latest.current.returnFocusTo?.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.onEscape?.()) return;
      latest.current.onClose();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || ref.current?.contains(target)) return;
      if (!target.isConnected) return; // removed by a re-render inside the popover
      // A popover drawn over this one (the blog card over the activity popover) is not outside it.
      if (target instanceof Element && target.closest(`[${POPOVER_LAYER_ATTRIBUTE}]`)) return;
      const ignored = latest.current.ignoreClicksWithin?.() ?? [];
      if (ignored.some((el) => el?.contains(target))) return;
      latest.current.onClose();
    };
    // Attached on the next tick so the click that opened the popover does not close it.
    const timer = window.setTimeout(() => {
      document.addEventListener('click', onClick, true);
    }, 0);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const style: React.CSSProperties = position
    ? { top: position.top, left: position.left, maxHeight: position.maxHeight }
    : { top: 0, left: 0, visibility: 'hidden' };
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label={props.label}
      tabIndex={-1}
      className={`kit-popover ${props.className ?? ''}`}
      style={style}
    >
      {props.children}
    </div>,
    document.body,
  );
}
