import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { findAnchor } from '../lib/find-anchor';
import { placeGuidePopover, placeGuideSheet, type Box, type Placement } from '../lib/place-popover';
import { TOUR } from '../lib/tour-constants';
import type { TourStep } from '../lib/tour-steps';

export interface TourLayout {
  placement: Placement;
  /** The lit-up cut-out in the glass: the anchor's box with some room around it. */
  spotlight: Box;
  via: 'self' | 'menu';
  /** A phone: the popover is a sheet. */
  sheet: boolean;
}

const sameLayout = (a: TourLayout | null, b: TourLayout) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Where the current step's popover and cut-out go, measured every frame while the step is open: the
 * anchor moves with the page's scroll, the header hides and shows, a remote's widget replaces its
 * look-alike, content loads above. A step whose anchor is not in the page calls `onMissing` once and
 * stops measuring (the tour skips it). Only a change re-renders.
 */
export function useTourLayout(
  step: TourStep | null,
  popoverRef: RefObject<HTMLElement | null>,
  active: boolean,
  onMissing: () => void,
): TourLayout | null {
  const [layout, setLayout] = useState<TourLayout | null>(null);
  const latestMissing = useRef(onMissing);
  useLayoutEffect(() => {
    latestMissing.current = onMissing;
  });

  useLayoutEffect(() => {
    if (!step || !active) return;
    let frame = 0;
    let last: TourLayout | null = null;
    const measure = () => {
      const found = findAnchor(step.anchor);
      if (!found) {
        latestMissing.current();
        return;
      }
      const popover = popoverRef.current;
      if (popover) {
        const box = found.element.getBoundingClientRect();
        const anchor = { top: box.top, left: box.left, width: box.width, height: box.height };
        const viewport = { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
        const sheet = viewport.width <= TOUR.phoneMaxWidthPx;
        const size = { width: popover.offsetWidth, height: popover.offsetHeight };
        const placement = sheet
          ? placeGuideSheet({ anchor, popover: size, viewport })
          : placeGuidePopover({ anchor, popover: size, viewport, position: step.position, shift: step.shift });
        const pad = TOUR.spotlightPadPx;
        const next: TourLayout = {
          placement,
          spotlight: { top: box.top - pad, left: box.left - pad, width: box.width + 2 * pad, height: box.height + 2 * pad },
          via: found.via,
          sheet,
        };
        if (!sameLayout(last, next)) {
          last = next;
          setLayout(next);
        }
      }
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [step, active, popoverRef]);

  return layout;
}
