/**
 * The guided tour's numbers. The spec gives the edge distance (spec 3 §9, `POPOVER_EDGE_MIN_PX` in the
 * contracts) and nothing else; the rest are ours (shell/README.md "Guided tour").
 */
export const TOUR = {
  /** The removal animation (the blog card's removal time, spec 3 §9: the same kind of fade). */
  removeMs: 250,
  /** Scrolling this far from where a step opened fades the glass out completely, and the tour hides. */
  fadeDistancePx: 300,
  /** Below this viewport width (the header's phone layout) every step is a sheet. */
  phoneMaxWidthPx: 639,
  /** Between the anchor and the popover: the arrow's room. */
  gapPx: 12,
  /** The arrow's tip keeps this far from the popover's corners. */
  arrowInsetPx: 18,
  /** The lit-up cut-out is this much larger than its anchor on every side. */
  spotlightPadPx: 6,
} as const;
