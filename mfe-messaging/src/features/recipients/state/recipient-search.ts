import type { Participant } from '@dash/shared-contracts';
import { DebouncedSearch, type DebouncedSearchState, type SearchFetcher as KitSearchFetcher } from '@dash/remote-kit';

export { LOADER_DELAY_MS, SEARCH_DEBOUNCE_MS } from '@dash/remote-kit';

/** Recipient search (spec 2 §4 "Recipient search", §2 screen 3): the kit's debounced search of participants. */
export class RecipientSearch extends DebouncedSearch<Participant> {}
export type RecipientSearchState = DebouncedSearchState<Participant>;
export type SearchFetcher = KitSearchFetcher<Participant>;
