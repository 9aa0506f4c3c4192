import { POST_TYPES } from '@dash/shared-contracts';
import type { PostType } from '@dash/shared-contracts';

export const DEFAULT_BASE_ROUTE = '/dashboard';

/** Suffixes that belong to the post form, not to the page underneath it (spec 1 §2 routes). */
const FORM_SUFFIX = /\/(?:new\/[^/]+|edit\/[^/]+|reblog\/[^/]+\/[^/]+)\/?$/;

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function normalizeBase(prefix: string): string {
  const base = trimSlash(prefix);
  return base === '' || base === '/' ? DEFAULT_BASE_ROUTE : base;
}

/** The page a path belongs to once any post-form suffix is removed; '/' and '' mean /dashboard. */
export function baseRouteOf(path: string): string {
  return normalizeBase(path.replace(FORM_SUFFIX, ''));
}

/** Prefixes a form suffix with the base route, unless the base is /dashboard (spec 1 §2). */
function withBase(currentPath: string, suffix: string): string {
  const base = baseRouteOf(currentPath);
  return base === DEFAULT_BASE_ROUTE ? suffix : `${base}${suffix}`;
}

const enc = encodeURIComponent;

export function newPostUrl(currentPath: string, type: PostType): string {
  return withBase(currentPath, `/new/${type}`);
}

export function editPostUrl(currentPath: string, postId: string): string {
  return withBase(currentPath, `/edit/${enc(postId)}`);
}

export function reblogPostUrl(currentPath: string, reblogId: string, reblogKey: string): string {
  return withBase(currentPath, `/reblog/${enc(reblogId)}/${enc(reblogKey)}`);
}

export type FormRoute =
  | { mode: 'new'; type: PostType; base: string }
  | { mode: 'edit'; postId: string; base: string }
  | { mode: 'reblog'; reblogId: string; reblogKey: string; base: string };

function decode(part: string | undefined): string | null {
  if (part === undefined || part === '') return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Reads `{base}/new/{type}`, `{base}/edit/{postId}` or `{base}/reblog/{id}/{key}`; null for other paths. */
export function parseFormRoute(path: string): FormRoute | null {
  const newMatch = /^(.*)\/new\/([^/]+)\/?$/.exec(path);
  if (newMatch) {
    const type = decode(newMatch[2]);
    if (!type || !(POST_TYPES as readonly string[]).includes(type)) return null;
    return { mode: 'new', type: type as PostType, base: normalizeBase(newMatch[1] ?? '') };
  }
  const editMatch = /^(.*)\/edit\/([^/]+)\/?$/.exec(path);
  if (editMatch) {
    const postId = decode(editMatch[2]);
    return postId ? { mode: 'edit', postId, base: normalizeBase(editMatch[1] ?? '') } : null;
  }
  const reblogMatch = /^(.*)\/reblog\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (reblogMatch) {
    const reblogId = decode(reblogMatch[2]);
    const reblogKey = decode(reblogMatch[3]);
    if (!reblogId || !reblogKey) return null;
    return { mode: 'reblog', reblogId, reblogKey, base: normalizeBase(reblogMatch[1] ?? '') };
  }
  return null;
}

/** A stable identity for one opening of the form (a new key remounts the form). */
export function formRouteKey(route: FormRoute): string {
  switch (route.mode) {
    case 'new':
      return `new|${route.base}|${route.type}`;
    case 'edit':
      return `edit|${route.base}|${route.postId}`;
    case 'reblog':
      return `reblog|${route.base}|${route.reblogId}|${route.reblogKey}`;
  }
}
