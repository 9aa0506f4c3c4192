import { SITE_SEARCH, type SearchPostType } from '@dash/shared-contracts/core';

/** The words of the search pages (spec 3 §2 screen 7, §8; decisions in shell/README.md "Search pages"). */

/** Spec 3 §8 "Blog search no match": the same words for the whole site. */
export const noResults = (term: string) => `Nothing here about ${term}.`;

export const TERM_TOO_LONG = `Search for at most ${SITE_SEARCH.termMax} characters.`;
export const GENERIC_ERROR = 'Sorry, we seem to be having technical trouble. Please try again later.';

/** The filter popover's labels (spec 3 §2 screen 7); the type names are the post types'. */
export const FILTER_LABELS = {
  top: 'Top Posts',
  recent: 'Recent Posts',
  original: 'Original Posts',
  safeSearch: 'Safe search',
  postType: 'Post type',
  apply: 'Apply filters',
  clear: 'Clear the filters',
} as const;

export const POST_TYPE_LABELS: Record<SearchPostType, string> = {
  any: 'All Types',
  text: 'Text',
  photo: 'Photo',
  quote: 'Quote',
  link: 'Link',
  chat: 'Chat',
  audio: 'Audio',
  video: 'Video',
};
