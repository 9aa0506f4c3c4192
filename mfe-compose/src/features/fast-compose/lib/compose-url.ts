import { POST_TYPES } from '@dash/shared-contracts';
import type { PostType } from '@dash/shared-contracts';

export const DEFAULT_BASE_ROUTE = '/dashboard';

/** Suffixes that belong to the post form, not to the page underneath it (spec 1 §2 routes). */
const FORM_SUFFIX = /\/(?:new\/[^/]+|edit\/[^/]+|reblog\/[^/]+\/[^/]+)\/?$/;

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The page a path belongs to once any post-form suffix is removed; '/' and '' mean /dashboard. */
export function baseRouteOf(path: string): string {
  const base = trimSlash(path.replace(FORM_SUFFIX, ''));
  return base === '' || base === '/' ? DEFAULT_BASE_ROUTE : base;
}

/** /new/{type}, prefixed by the base route unless the base is /dashboard. */
export function newPostUrl(currentPath: string, type: PostType): string {
  const base = baseRouteOf(currentPath);
  return base === DEFAULT_BASE_ROUTE ? `/new/${type}` : `${base}/new/${type}`;
}

export interface NewPostRoute {
  type: PostType;
  base: string;
}

/** Reads `{base}/new/{type}`; null when the path is not a new-post route of a known type. */
export function parseNewPostRoute(path: string): NewPostRoute | null {
  const match = /^(.*)\/new\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const type = decodeURIComponent(match[2] ?? '');
  if (!(POST_TYPES as readonly string[]).includes(type)) return null;
  const prefix = trimSlash(match[1] ?? '');
  return { type: type as PostType, base: prefix === '' || prefix === '/' ? DEFAULT_BASE_ROUTE : prefix };
}
