import { MOBILE_HEADER } from '@dash/shared-contracts/core';

/**
 * The sticky mobile header (spec 3 §4, §9). At the top of the page the header scrolls with it. Once
 * the page is scrolled past 45 px a 500 ms delay starts (not restarted by further scrolling, cancelled
 * by coming back above 45 px); when it ends the header becomes sticky (fixed to the top of the
 * window): hidden while scrolling down, shown while scrolling up. Back at the very top it scrolls
 * with the page again (decision: not at 45 px, where the fixed header would jump by the scroll
 * offset). `reveal` shows a sticky header at once (keyboard focus went into it).
 */
export interface StickyHeaderState {
  /** The last scroll offset seen. */
  y: number;
  /** The 500 ms delay is running. */
  waiting: boolean;
  sticky: boolean;
  /** Sticky and hidden (the last scroll went down). */
  away: boolean;
  /** The direction of the last scroll that moved. */
  down: boolean;
}

export type StickyHeaderEvent = { type: 'scroll'; y: number } | { type: 'delay-elapsed' } | { type: 'reveal' };

export const INITIAL_STICKY_HEADER: StickyHeaderState = { y: 0, waiting: false, sticky: false, away: false, down: false };

export function stickyHeaderReducer(state: StickyHeaderState, event: StickyHeaderEvent): StickyHeaderState {
  switch (event.type) {
    case 'scroll': {
      const y = Math.max(0, event.y);
      const down = y === state.y ? state.down : y > state.y;
      const past = y > MOBILE_HEADER.stickyAfterPx;
      const sticky = state.sticky && y > 0;
      return {
        y,
        down,
        sticky,
        waiting: past && !sticky,
        away: sticky && (y === state.y ? state.away : down),
      };
    }
    case 'delay-elapsed':
      if (!state.waiting) return state;
      return { ...state, waiting: false, sticky: true, away: state.down };
    case 'reveal':
      return state.away ? { ...state, away: false } : state;
  }
}
