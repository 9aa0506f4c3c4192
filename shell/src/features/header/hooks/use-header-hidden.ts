import { useBusFact } from '../../../lib/use-bus-event';

/** The header hides while the post form is open (spec 1 §2), as the compose remote reports it. */
export function useHeaderHidden(): boolean {
  return useBusFact('compose:form-visibility')?.open === true;
}
