import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { BLOG_PREVIEW_ATTRIBUTE, POPOVER_LAYER_ATTRIBUTE } from '@dash/shared-contracts';
import { isPlainLeftClick } from '@dash/post-kit';
import { focusableIn, useRemote, type PopoverPosition } from '@dash/remote-kit';
import type { PopoverCache } from '../lib/popover-cache';
import type { PopoverMachine, PopoverState } from '../lib/popover-machine';
import { placePopover } from '../lib/place-popover';
import { PopoverBody } from './popover-body';
import './blog-popover.css';

interface LayerProps {
  state: PopoverState;
  machine: PopoverMachine;
  cache: PopoverCache;
  returnFocus: MutableRefObject<HTMLElement | null>;
  /** The last focus request acted on (kept by the controller across popovers). */
  focusedRequest: MutableRefObject<number>;
}

/**
 * Focus a keyboard brought (`:focus-visible`): that focus keeps the popover while the pointer is
 * away. A click on Follow focuses the button too, but then the pointer decides, as for any hover card.
 */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without the selector: focus always counts
  }
}

const samePosition = (a: PopoverPosition | null, b: PopoverPosition) =>
  a !== null && a.top === b.top && a.left === b.left && a.maxHeight === b.maxHeight;

/** A press on what is not outside: the popover, its own triggers, a confirmation it asked for. */
function isInside(target: EventTarget | null, popover: HTMLElement | null, name: string): boolean {
  if (!(target instanceof Element)) return true;
  if (popover?.contains(target)) return true;
  if (target.closest(`[${BLOG_PREVIEW_ATTRIBUTE}]`)?.getAttribute(BLOG_PREVIEW_ATTRIBUTE) === name) return true;
  // The unfollow confirmation (the shell's dialog) sits over it: answering it is not leaving.
  return target.closest('[role="alertdialog"]') !== null;
}

/**
 * The popover itself (its own chunk): in a portal on the body, over the page and the blog overlay,
 * placed beside the trigger, fading out while it closes. Pointer and focus inside keep it; Escape,
 * a press outside, scrolling the page, Tab out of it, or opening what it links to close it.
 */
export function BlogPopoverLayer({ state, machine, cache, returnFocus, focusedRequest }: LayerProps) {
  const request = state.request!;
  const { name, kind, anchor } = request;
  const { bus, navigate } = useRemote();
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<PopoverPosition | null>(null);
  const closing = state.phase === 'closing';

  // Placed when it shows, and again when it grows (its data arrived) or the window changes size.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const place = () => {
      const size = { width: el.offsetWidth, height: el.scrollHeight };
      const next = placePopover(anchor, size, { width: window.innerWidth, height: window.innerHeight });
      setPosition((now) => (samePosition(now, next) ? now : next));
    };
    place();
    window.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, [anchor]);

  // A press on the trigger (Enter, Space, a click) moves focus into it.
  useEffect(() => {
    if (state.focusRequest <= focusedRequest.current) return;
    focusedRequest.current = state.focusRequest;
    ref.current?.focus({ preventScroll: true });
  }, [state.focusRequest, focusedRequest]);

  useEffect(() => {
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!isInside(event.target, ref.current, name)) machine.dismiss();
    };
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && ref.current?.contains(event.target))) machine.dismiss();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Focus inside handles its own Escape (below); this is Escape with focus elsewhere.
      if (event.key === 'Escape' && !event.defaultPrevented) machine.dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [machine, name]);

  const closeToTrigger = () => {
    machine.dismiss();
    const trigger = returnFocus.current;
    if (trigger?.isConnected) trigger.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToTrigger();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    // Tab out of either end goes back to the trigger, so the page's order carries on from there.
    const items = focusableIn(ref.current);
    const active = document.activeElement;
    const atStart = active === ref.current || active === items[0];
    const atEnd = items.length === 0 || active === items[items.length - 1];
    if ((event.shiftKey && atStart) || (!event.shiftKey && atEnd)) {
      event.preventDefault();
      closeToTrigger();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && ref.current?.contains(event.relatedTarget))) machine.focusOut();
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>, inside: boolean) => {
    if (event.pointerType === 'touch') return;
    if (inside) machine.pointerEnter();
    else machine.pointerLeave();
  };

  const openBlog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    machine.dismiss();
    bus.emit('blog:open', { name });
  };
  const openPost = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    machine.dismiss();
    navigate(event.currentTarget.getAttribute('href') ?? '/');
  };

  const style = position
    ? { top: position.top, left: position.left, maxHeight: position.maxHeight }
    : { top: 0, left: 0, visibility: 'hidden' as const };
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label={kind === 'card' ? `Blog card: ${name}` : `Blog preview: ${name}`}
      tabIndex={-1}
      className={`blog-popover blog-popover--${kind}${closing ? ' blog-popover--closing' : ''}`}
      style={style}
      inert={closing}
      {...{ [POPOVER_LAYER_ATTRIBUTE]: '' }}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
      onFocus={(event) => {
        if (keyboardFocus(event.target)) machine.focusIn();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <PopoverBody
        name={name}
        kind={kind}
        cache={cache}
        onOpenBlog={openBlog}
        onOpenPost={openPost}
        onBusyChange={machine.setBusy}
      />
    </div>,
    document.body,
  );
}
