import type { Participant } from '@dash/shared-contracts';
import { DebouncedSearch } from '@dash/remote-kit';

/**
 * The messaging share's recipient search (spec 3 §4, §9): the kit's debounced search (the same rules
 * as messaging's To: field: favourites at once, a typed query 250 ms after the last keystroke, the
 * loader after 250 ms, answers kept per query).
 */
export class RecipientSearch extends DebouncedSearch<Participant> {}
