export interface PopoverShift {
  x: number;
  y: number;
}

/** Spec 1 §5 "Editor", word for word. */
export const POPOVER_SHIFT_ERROR = 'Popover shift needs to be: {Object} => x: {Number}, y: {Number}';

/**
 * Checks the offset of an editor popover (the link and image bubbles) from its anchor. A wrong
 * shift is a programming error, so it throws instead of placing the bubble somewhere odd.
 */
export function assertPopoverShift(shift: unknown): PopoverShift {
  if (typeof shift === 'object' && shift !== null && 'x' in shift && 'y' in shift) {
    const { x, y } = shift;
    if (typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y)) return { x, y };
  }
  throw new Error(POPOVER_SHIFT_ERROR);
}

/** Where a bubble goes: under the anchor's box, moved by the shift, never left of the editor. */
export function bubblePlacement(anchor: { left: number; bottom: number }, shift: unknown): { top: number; left: number } {
  const { x, y } = assertPopoverShift(shift);
  return { top: anchor.bottom + y, left: Math.max(0, anchor.left + x) };
}
