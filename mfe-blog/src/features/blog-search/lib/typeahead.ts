import { BLOG_SEARCH } from '@dash/shared-contracts';

/**
 * The autocomplete's matches (spec 3 §5 "Typeahead"): the blog's tags that contain the typed term,
 * case-insensitively and without a leading #, in the order the server gave (most used first), at
 * most `max` (20). An empty term matches every tag.
 */
export function matchTags(tags: readonly string[], term: string, max: number = BLOG_SEARCH.typeaheadMax): string[] {
  const needle = term.trim().replace(/^#+/, '').toLowerCase();
  const out: string[] = [];
  for (const tag of tags) {
    if (out.length >= max) break;
    if (tag.toLowerCase().includes(needle)) out.push(tag);
  }
  return out;
}

/** ArrowDown/ArrowUp through `count` options, -1 meaning none (the input itself); wraps around. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}
