import { assertPopoverShift } from '@dash/shared-contracts/core';

// The shift rule (spec 1 §5, also spec 3 §5 for the guided tour) is one rule: shared-contracts' popover.ts.
export { POPOVER_SHIFT_ERROR, assertPopoverShift, type PopoverShift } from '@dash/shared-contracts/core';

/** Where a bubble goes: under the anchor's box, moved by the shift, never left of the editor. */
export function bubblePlacement(anchor: { left: number; bottom: number }, shift: unknown): { top: number; left: number } {
  const { x, y } = assertPopoverShift(shift);
  return { top: anchor.bottom + y, left: Math.max(0, anchor.left + x) };
}
