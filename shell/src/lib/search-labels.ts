import type { SearchPostType } from '@dash/shared-contracts/core';

// The words of the search filters, the same in the header's popover and on the search page.

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
