import type { Post } from '@dash/shared-contracts';

/** The posts of a fresh first page not shown yet, in their order, placed above what is shown (spec 1 §4). */
export function mergeNewer(shown: Post[], firstPage: Post[]): Post[] {
  const known = new Set(shown.map((p) => p.id));
  const fresh = firstPage.filter((p) => !known.has(p.id));
  return fresh.length ? [...fresh, ...shown] : shown;
}

/** Where a page inserts a newly created post: the pages the spec names refetch, the others prepend. */
export function refetchesAfterSave(page: string): boolean {
  return page === 'dashboard' || page === 'drafts' || page === 'inbox';
}
