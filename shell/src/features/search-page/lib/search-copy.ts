import { SITE_SEARCH } from '@dash/shared-contracts/core';

/** The words of the search pages (spec 3 §2 screen 7, §8; decisions in shell/README.md "Search pages"). */

/** Spec 3 §8 "Blog search no match": the same words for the whole site. */
export const noResults = (term: string) => `Nothing here about ${term}.`;

export const TERM_TOO_LONG = `Search for at most ${SITE_SEARCH.termMax} characters.`;
export { TROUBLE_MESSAGE as GENERIC_ERROR } from '../../../lib/trouble-message';

// The filter labels are shared with the header's filter popover.
export { FILTER_LABELS, POST_TYPE_LABELS } from '../../../lib/search-labels';
