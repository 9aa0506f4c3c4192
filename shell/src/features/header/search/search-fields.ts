import { SEARCH_PARAMS } from '@dash/shared-contracts/core';
import type { SearchFilters } from '@dash/shared-contracts/core';

/**
 * The GET form's hidden fields (spec 3 §2: filter_nsfw, sort, filter_post_type, the post type in
 * lowercase), plus post_role=original for "Original Posts" (the search page's name for that field).
 */
export function searchFormFields(filters: SearchFilters): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    [SEARCH_PARAMS.safeSearch, String(filters.safeSearch)],
    [SEARCH_PARAMS.sort, filters.sort],
    [SEARCH_PARAMS.postType, filters.postType.toLowerCase()],
  ];
  if (filters.original) fields.push([SEARCH_PARAMS.role, 'original']);
  return fields;
}
