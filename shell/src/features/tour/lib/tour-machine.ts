/**
 * The tour's state (spec 3 §4 "Tour guide. Open, then removing (animated), then removed"): a pure
 * reducer, so the order of things is tested without a DOM.
 */
export type TourPhase = 'open' | 'removing' | 'removed';
/**
 * Why the tour ended: every outcome but `no-steps` and `done-elsewhere` tells the server it is done
 * (shown once); `done-elsewhere` means another tab already did.
 */
export type TourOutcome = 'finished' | 'skipped' | 'scrolled-away' | 'no-steps' | 'done-elsewhere';

export interface TourState<Id extends string = string> {
  phase: TourPhase;
  /** The steps still to show, in order; a step whose anchor went missing is dropped. */
  steps: readonly Id[];
  /** The current step; the steps before it were seen and confirmed with OK. */
  index: number;
  outcome: TourOutcome | null;
}

export type TourAction =
  /** OK: the next step, or the end after the last. */
  | { type: 'ok' }
  /** Skip the rest (the skip button, Escape). */
  | { type: 'skip' }
  /** The page was scrolled until the glass faded out completely (spec 3 §4). */
  | { type: 'scrolled-away' }
  /** The current step's anchor is not in the page (its remote failed or is absent): skip it, never break. */
  | { type: 'anchor-missing' }
  /** Later steps whose anchors are gone by now (a remote failed meanwhile): left out, so the count is right. */
  | { type: 'drop-later'; ids: readonly string[] }
  /** The session says the tour is done (it ended in another tab): this one goes too, quietly. */
  | { type: 'done-elsewhere' }
  /** The removal animation is over. */
  | { type: 'removed' };

export function startTour<Id extends string>(steps: readonly Id[]): TourState<Id> {
  if (steps.length === 0) return { phase: 'removed', steps, index: 0, outcome: 'no-steps' };
  return { phase: 'open', steps, index: 0, outcome: null };
}

const removing = <Id extends string>(state: TourState<Id>, outcome: TourOutcome): TourState<Id> => ({
  ...state,
  phase: 'removing',
  outcome,
});

export function tourReducer<Id extends string>(state: TourState<Id>, action: TourAction): TourState<Id> {
  if (action.type === 'removed') return state.phase === 'removing' ? { ...state, phase: 'removed' } : state;
  // Once removing, a second press (a held Enter, a double click) changes nothing.
  if (state.phase !== 'open') return state;
  switch (action.type) {
    case 'ok':
      return state.index + 1 < state.steps.length ? { ...state, index: state.index + 1 } : removing(state, 'finished');
    case 'skip':
      return removing(state, 'skipped');
    case 'scrolled-away':
      return removing(state, 'scrolled-away');
    case 'done-elsewhere':
      return removing(state, 'done-elsewhere');
    case 'drop-later': {
      const steps = state.steps.filter((id, i) => i <= state.index || !action.ids.includes(id));
      return steps.length === state.steps.length ? state : { ...state, steps };
    }
    case 'anchor-missing': {
      const steps = state.steps.filter((_, i) => i !== state.index);
      if (state.index < steps.length) return { ...state, steps };
      // Nothing left after it: a tour whose earlier steps were seen is finished; one that showed
      // nothing never happened (it is not remembered, so it shows next time).
      return state.index > 0
        ? removing({ ...state, steps, index: steps.length - 1 }, 'finished')
        : { ...state, steps, phase: 'removed', outcome: 'no-steps' };
    }
  }
}

/** Whether the way the tour ended is one the server should remember (the tour shows once). */
export const countsAsDone = (outcome: TourOutcome | null): boolean =>
  outcome !== null && outcome !== 'no-steps' && outcome !== 'done-elsewhere';
