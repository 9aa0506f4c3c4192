import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { BLOG_POPOVER, BLOG_PREVIEW_ATTRIBUTE, POPOVER_LAYER_ATTRIBUTE, type DashBus } from '@dash/shared-contracts/core';

type Via = 'hover' | 'focus' | 'press';

export interface BlogPreviewOptions {
  bus: DashBus;
  name: string;
  /** `popover`: header card and recent-posts strip (post cards); `card`: the small blog card (activity). */
  kind: 'popover' | 'card';
  /** A tap on a touch screen: no preview there (spec: hover and focus only), it goes to the blog. */
  onTap: () => void;
}

/** Handlers for a link that previews on hover only (the blog's name: Enter and a click still follow it). */
export interface BlogPreviewHoverProps {
  [BLOG_PREVIEW_ATTRIBUTE]: string;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

/** Handlers for the focusable trigger (a button: the blog's avatar). */
export interface BlogPreviewTriggerProps extends BlogPreviewHoverProps {
  'aria-haspopup': 'dialog';
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

const inLayer = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${POPOVER_LAYER_ATTRIBUTE}]`) !== null;

/**
 * Asks the blog remote for a blog's popover (spec 3 §2 screens 2 and 17) over the bus
 * (`blog:popover`), so the card and the activity popover never import it; the first request loads it.
 * - Pointer (mouse, pen): resting `BLOG_POPOVER.intentDelayMs` on the avatar or the name opens it;
 *   leaving says so (it closes 300 ms later unless the pointer went into it). Only a real move starts
 *   the wait, so content scrolling under a still pointer opens nothing.
 * - Keyboard: focus resting on the avatar opens it without taking focus (blur says leave); Enter or
 *   Space opens it with focus inside; Escape closes it.
 * - Touch: no preview; a tap on the avatar goes to the blog, as a tap on the name does.
 */
export function useBlogPreview({ bus, name, kind, onTap }: BlogPreviewOptions) {
  const state = useRef({
    timer: 0,
    timerVia: null as Via | null,
    shown: null as Via | null,
    leftAt: -Infinity,
    pointer: '',
    pressed: false,
  });
  const latest = useRef({ bus, name, kind, onTap });
  useEffect(() => {
    latest.current = { bus, name, kind, onTap };
  });

  const s = state.current;
  const stopTimer = (via?: Via) => {
    if (!s.timer || (via && s.timerVia !== via)) return;
    window.clearTimeout(s.timer);
    s.timer = 0;
    s.timerVia = null;
  };
  const open = (via: Via, element: HTMLElement) => {
    const { top, left, width, height } = element.getBoundingClientRect();
    const { bus: b, name: n, kind: k } = latest.current;
    s.shown = via;
    b.emit('blog:popover', { action: 'open', name: n, kind: k, via, anchor: { top, left, width, height } });
  };
  const end = (action: 'leave' | 'close') => {
    s.shown = null;
    if (action === 'leave') s.leftAt = Date.now();
    latest.current.bus.emit('blog:popover', { action, name: latest.current.name });
  };
  const intend = (via: Via, element: HTMLElement) => {
    if (s.shown || s.timer) return;
    // From the avatar to the name (or back) while the popover is still there: no second wait.
    if (via === 'hover' && Date.now() - s.leftAt < BLOG_POPOVER.closeDelayMs) return open(via, element);
    s.timerVia = via;
    s.timer = window.setTimeout(() => {
      s.timer = 0;
      s.timerVia = null;
      open(via, element);
    }, BLOG_POPOVER.intentDelayMs);
  };
  const left = (via: Via) => {
    stopTimer(via);
    if (s.shown === via) end('leave');
  };

  useEffect(
    () => () => {
      // The trigger went away (the list changed, the activity popover closed): so does its popover.
      stopTimer();
      if (s.shown) end('close');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const hover: BlogPreviewHoverProps = {
    [BLOG_PREVIEW_ATTRIBUTE]: name,
    onPointerMove: (event) => {
      if (event.pointerType !== 'touch') intend('hover', event.currentTarget);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'touch') left('hover');
    },
    onPointerDown: () => {
      // A press on the name follows the link: no popover over what it opens.
      stopTimer();
      if (s.shown) end('close');
    },
  };
  const trigger: BlogPreviewTriggerProps = {
    ...hover,
    'aria-haspopup': 'dialog',
    onPointerDown: (event) => {
      stopTimer();
      s.pointer = event.pointerType;
      s.pressed = true;
    },
    onFocus: (event) => {
      // Focus that comes with a press is the press's; only keyboard focus previews.
      if (!s.pressed) intend('focus', event.currentTarget);
    },
    onBlur: (event) => {
      s.pressed = false;
      stopTimer('focus');
      if ((s.shown === 'focus' || s.shown === 'press') && !inLayer(event.relatedTarget)) end('leave');
    },
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || (!s.shown && !s.timer)) return;
      // Handled here: the popover or page under the trigger (the activity popover) stays open.
      event.preventDefault();
      stopTimer();
      if (s.shown) end('close');
    },
    onClick: (event) => {
      const pointer = s.pointer;
      s.pointer = '';
      s.pressed = false;
      stopTimer();
      if (pointer === 'touch') return latest.current.onTap();
      open('press', event.currentTarget);
    },
  };
  return { hover, trigger };
}
