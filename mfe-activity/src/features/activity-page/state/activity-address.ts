import { readActivityFilter, type ActivityFilter } from '@dash/shared-contracts';

export interface ActivityAddress {
  /** The blog of /blog/{name}/activity, or null on any other path. */
  blogName: string | null;
  filter: ActivityFilter;
  /** The older-page cursor (`?before=`), or null for the newest page. */
  before: string | null;
}

const PATH = /^\/blog\/([^/]+)\/activity\/?$/;
const CURSOR = /^\d{1,12}\.\d{1,16}$/;

/** What the page shows, read from its address: the blog, `?type=` and `?before=` (a bad cursor reads as none). */
export function readActivityAddress(path: string, search: string): ActivityAddress {
  const match = PATH.exec(path);
  let blogName: string | null = null;
  if (match?.[1]) {
    try {
      blogName = decodeURIComponent(match[1]);
    } catch {
      blogName = match[1];
    }
  }
  const params = new URLSearchParams(search);
  const before = params.get('before');
  return { blogName, filter: readActivityFilter(params.get('type')), before: before && CURSOR.test(before) ? before : null };
}
