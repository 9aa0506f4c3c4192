export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PopoverPosition {
  top: number;
  left: number;
  maxHeight: number;
}

/** Minimum distance between a popover and the viewport edge (spec 3 §9). */
export const VIEWPORT_MARGIN = 10;
const GAP = 8;

/**
 * Places a popover under its anchor, centred on it, then shifts it so it stays at least
 * VIEWPORT_MARGIN px inside the viewport. The height is capped to what is left below the anchor,
 * so long content scrolls inside the popover instead of leaving the screen.
 */
export function computePopoverPosition(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopoverPosition {
  const maxLeft = Math.max(VIEWPORT_MARGIN, viewport.width - size.width - VIEWPORT_MARGIN);
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const left = Math.min(Math.max(centred, VIEWPORT_MARGIN), maxLeft);
  const below = anchor.top + anchor.height + GAP;
  const top = Math.min(Math.max(below, VIEWPORT_MARGIN), Math.max(VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - 120));
  const maxHeight = Math.max(120, viewport.height - top - VIEWPORT_MARGIN);
  return { top, left, maxHeight };
}
