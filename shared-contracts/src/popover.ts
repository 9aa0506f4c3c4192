/**
 * Popover placement rules more than one package applies (no DOM here): the shift check of spec 1 §5
 * and spec 3 §5 (one rule, two documents: the compose editor's bubbles and the shell's guided tour),
 * the guide popover's positions (spec 3 §5) and the distance every popover keeps from the edge of
 * its container (spec 3 §9).
 */

export interface PopoverShift {
  x: number;
  y: number;
}

/** Spec 1 §5 and spec 3 §5/§8, word for word. */
export const POPOVER_SHIFT_ERROR = 'Popover shift needs to be: {Object} => x: {Number}, y: {Number}';

/**
 * Checks the offset of a popover from the place its position gives it. A wrong shift is a
 * programming error, so it throws instead of placing the popover somewhere odd.
 */
export function assertPopoverShift(shift: unknown): PopoverShift {
  if (typeof shift === 'object' && shift !== null && !Array.isArray(shift) && 'x' in shift && 'y' in shift) {
    const { x, y } = shift;
    if (typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y)) return { x, y };
  }
  throw new Error(POPOVER_SHIFT_ERROR);
}

/** Spec 3 §5: where a guide popover may sit against its anchor (center: the middle of the viewport). */
export const GUIDE_POSITIONS = ['top', 'bottom', 'left', 'right', 'center'] as const;
export type GuidePosition = (typeof GUIDE_POSITIONS)[number];

export const GUIDE_POSITION_ERROR = `Guide position needs to be one of: ${GUIDE_POSITIONS.join(', ')}`;

export function assertGuidePosition(position: unknown): GuidePosition {
  const found = GUIDE_POSITIONS.find((p) => p === position);
  if (!found) throw new Error(GUIDE_POSITION_ERROR);
  return found;
}

/** Spec 3 §9: a popover keeps at least this many pixels from its container's edge. */
export const POPOVER_EDGE_MIN_PX = 10;
