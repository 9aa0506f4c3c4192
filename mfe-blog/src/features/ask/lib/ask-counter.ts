import { ASK_FORM } from '@dash/shared-contracts';

export type CounterTone = 'ok' | 'warning' | 'danger';

export interface AskCounter {
  /** Characters left of the 500. */
  remaining: number;
  /** Shown at 100 left or fewer (spec 3 §5). */
  visible: boolean;
  /** Green above 40 left, warning 21 to 40, danger 20 or fewer. */
  tone: CounterTone;
}

/** The counter of remaining characters for a question of `length` characters. */
export function askCounter(length: number): AskCounter {
  const remaining = ASK_FORM.maxLength - length;
  const tone: CounterTone = remaining <= ASK_FORM.dangerAt ? 'danger' : remaining <= ASK_FORM.warningAt ? 'warning' : 'ok';
  return { remaining, visible: remaining <= ASK_FORM.counterVisibleAt, tone };
}
