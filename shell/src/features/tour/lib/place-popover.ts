import { POPOVER_EDGE_MIN_PX, assertGuidePosition, assertPopoverShift, type GuidePosition } from '@dash/shared-contracts/core';
import { TOUR } from './tour-constants';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}
export type ArrowSide = 'top' | 'bottom' | 'left' | 'right';

export interface Placement {
  /** Where the popover ended up: the wanted side, its opposite when that has no room, or center. */
  position: GuidePosition;
  top: number;
  left: number;
  /** The side of the popover that points at the anchor and how far along it the tip is; none when centred. */
  arrow: { side: ArrowSide; offset: number } | null;
}

export interface PlaceOptions {
  /** The anchor's box in viewport pixels; null places the popover in the center. */
  anchor: Box | null;
  popover: Size;
  viewport: Size;
  /** Spec 3 §5: top, bottom, left, right or center (anything else throws). */
  position: unknown;
  /** Moves the popover from its place; must be `{ x: number, y: number }` (spec 3 §5, it throws otherwise). */
  shift?: unknown;
  gap?: number;
  edge?: number;
}

const OPPOSITE: Record<Exclude<GuidePosition, 'center'>, Exclude<GuidePosition, 'center'>> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};
/** Which side of the popover faces the anchor when it sits on `position`'s side. */
const ARROW_SIDE: Record<Exclude<GuidePosition, 'center'>, ArrowSide> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

function fits(side: Exclude<GuidePosition, 'center'>, a: Box, p: Size, v: Size, gap: number, edge: number): boolean {
  switch (side) {
    case 'top':
      return a.top - gap - p.height >= edge;
    case 'bottom':
      return a.top + a.height + gap + p.height <= v.height - edge;
    case 'left':
      return a.left - gap - p.width >= edge;
    case 'right':
      return a.left + a.width + gap + p.width <= v.width - edge;
  }
}

function rawSpot(side: GuidePosition, a: Box | null, p: Size, v: Size, gap: number): { top: number; left: number } {
  if (side === 'center' || !a) return { top: (v.height - p.height) / 2, left: (v.width - p.width) / 2 };
  const middleX = a.left + a.width / 2 - p.width / 2;
  const middleY = a.top + a.height / 2 - p.height / 2;
  switch (side) {
    case 'top':
      return { top: a.top - gap - p.height, left: middleX };
    case 'bottom':
      return { top: a.top + a.height + gap, left: middleX };
    case 'left':
      return { top: middleY, left: a.left - gap - p.width };
    case 'right':
      return { top: middleY, left: a.left + a.width + gap };
  }
}

/**
 * Places a guide popover against its anchor (spec 3 §5 positions): on the wanted side, or on the
 * opposite one when the wanted side has no room, or in the center when neither has; then moved by
 * the shift and kept at least 10 px (spec 3 §9) inside the viewport. The arrow points at the anchor's
 * middle, however far the clamping moved the popover, without leaving the popover's side.
 */
export function placeGuidePopover(options: PlaceOptions): Placement {
  const wanted = assertGuidePosition(options.position);
  const shift = assertPopoverShift(options.shift === undefined ? { x: 0, y: 0 } : options.shift);
  const { anchor, popover, viewport } = options;
  const gap = options.gap ?? TOUR.gapPx;
  const edge = options.edge ?? POPOVER_EDGE_MIN_PX;

  let side: GuidePosition = 'center';
  if (anchor && wanted !== 'center') {
    side = [wanted, OPPOSITE[wanted]].find((s) => fits(s, anchor, popover, viewport, gap, edge)) ?? 'center';
  }
  const raw = rawSpot(side, anchor, popover, viewport, gap);
  const left = clamp(raw.left + shift.x, edge, viewport.width - edge - popover.width);
  const top = clamp(raw.top + shift.y, edge, viewport.height - edge - popover.height);
  if (side === 'center' || !anchor) return { position: 'center', top, left, arrow: null };

  const arrowSide = ARROW_SIDE[side];
  const inset = Math.min(TOUR.arrowInsetPx, popover.width / 2, popover.height / 2);
  const offset =
    arrowSide === 'top' || arrowSide === 'bottom'
      ? clamp(anchor.left + anchor.width / 2 - left, inset, popover.width - inset)
      : clamp(anchor.top + anchor.height / 2 - top, inset, popover.height - inset);
  return { position: side, top, left, arrow: { side: arrowSide, offset } };
}

/**
 * On a phone every step is a sheet as wide as the viewport less the edges (its CSS), at the bottom,
 * or in the center when a bottom sheet would cover the anchor. No arrow: the lit-up cut-out shows
 * what the step is about.
 */
export function placeGuideSheet(options: {
  anchor: Box | null;
  popover: Size;
  viewport: Size;
  edge?: number;
  gap?: number;
}): Placement {
  const edge = options.edge ?? POPOVER_EDGE_MIN_PX;
  const gap = options.gap ?? TOUR.gapPx;
  const { anchor, popover, viewport } = options;
  const left = edge;
  const bottomTop = viewport.height - edge - popover.height;
  const coversAnchor = anchor !== null && anchor.top + anchor.height + gap > bottomTop;
  if (!coversAnchor) return { position: 'bottom', top: Math.max(edge, bottomTop), left, arrow: null };
  return { position: 'center', top: clamp((viewport.height - popover.height) / 2, edge, bottomTop), left, arrow: null };
}
