import { VIEWPORT_MARGIN, type PopoverPosition, type Rect } from '@dash/remote-kit';

const GAP = 8;

/**
 * Where the blog popover goes: under its trigger, or above it when there is more room there (a name
 * near the bottom of the window), centred on it and kept VIEWPORT_MARGIN px inside the window
 * (spec 3 §9 "minimum distance from container edge 10 px"). Taller than the room: it scrolls inside.
 */
export function placePopover(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopoverPosition {
  const maxLeft = Math.max(VIEWPORT_MARGIN, viewport.width - size.width - VIEWPORT_MARGIN);
  const left = Math.min(Math.max(anchor.left + anchor.width / 2 - size.width / 2, VIEWPORT_MARGIN), maxLeft);
  const roomBelow = viewport.height - VIEWPORT_MARGIN - (anchor.top + anchor.height + GAP);
  const roomAbove = anchor.top - GAP - VIEWPORT_MARGIN;
  if (size.height > roomBelow && roomAbove > roomBelow) {
    const maxHeight = Math.max(0, roomAbove);
    return { left, top: anchor.top - GAP - Math.min(size.height, maxHeight), maxHeight };
  }
  const top = Math.max(VIEWPORT_MARGIN, anchor.top + anchor.height + GAP);
  return { left, top, maxHeight: Math.max(0, viewport.height - VIEWPORT_MARGIN - top) };
}
