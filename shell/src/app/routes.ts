import { askPageBlogName, SEARCH_PARAMS, SEARCH_PATH } from '@dash/shared-contracts/core';
import type { FeedPage, PageRoute } from '@dash/shared-contracts';

export type { PageRoute };

/** Route segments after which a remote opens an overlay over the page before them. */
const OVERLAY_SEGMENTS = new Set(['new', 'edit', 'reblog']);
/** Routes whose remote shows an overlay over the dashboard. */
const DASHBOARD_OVERLAYS = new Set(['conversation', 'messaging']);
const MEMBER_FEEDS = new Set<FeedPage>(['drafts', 'queue', 'likes', 'inbox']);
/** /settings/{page} (members only) and the route each is. */
const SETTINGS_PAGES = new Map<string, PageRoute>([
  ['password', { kind: 'change-password' }],
  ['dashboard', { kind: 'dashboard-settings' }],
  ['account', { kind: 'account-settings' }],
  ['notifications', { kind: 'notification-settings' }],
]);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page under a path. The compose remote's form routes (/new/…, /edit/…, /reblog/…) sit on top
 * of a base page: /tagged/x/new/text shows /tagged/x underneath, /new/text shows the dashboard.
 */
export function basePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] && DASHBOARD_OVERLAYS.has(segments[0])) return '/dashboard';
  // A tag (/tagged/new), a search term (/search/new), a blog's tag (/blog/x/tagged/new) and post pages
  // are not cut at a segment named like an overlay.
  const start =
    segments[0] === 'tagged' || segments[0] === 'search' ? 2 : segments[0] === 'blog' ? (segments[2] === 'tagged' ? 4 : 2) : 0;
  const cut = segments.findIndex((s, i) => i >= start && OVERLAY_SEGMENTS.has(s));
  if (cut === -1) return segments.length ? `/${segments.join('/')}` : '/';
  return cut === 0 ? '/dashboard' : `/${segments.slice(0, cut).join('/')}`;
}

function toLogin(pathname: string, search: string): PageRoute {
  return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname + search)}` };
}

/** Chooses the page for a location and applies the logged-out / logged-in rules (spec 1 §6). */
export function resolveRoute(pathname: string, search: string, loggedIn: boolean): PageRoute {
  // /blog/{name}/ask (spec 3 §2): asking needs a login; a member gets the blog's page underneath, and
  // app/ask-route.tsx sends `blog:ask` and replaces the address with /blog/{name}.
  if (!loggedIn && askPageBlogName(pathname) !== null) return toLogin(pathname, search);
  const base = basePath(pathname);
  if (base === '/') return { kind: 'redirect', to: '/dashboard' };
  const [first, second, ...rest] = base.split('/').filter(Boolean);

  switch (first) {
    case 'dashboard':
    case 'explore':
    case 'drafts':
    case 'queue':
    case 'likes':
    case 'inbox':
      if (second !== undefined) return { kind: 'not-found' };
      if (!loggedIn && MEMBER_FEEDS.has(first)) return toLogin(pathname, search);
      return { kind: 'feed', page: first, base };
    case 'tagged':
      if (!second || rest.length) return { kind: 'not-found' };
      return { kind: 'feed', page: 'tagged', tag: decode(second), base };
    case 'login':
    case 'register':
      if (second !== undefined) return { kind: 'not-found' };
      return loggedIn ? { kind: 'redirect', to: '/dashboard' } : { kind: first };
    case 'follow':
      // Where a visitor's Follow leads (spec 1 §4): log in first, then follow and see the blog.
      if (!second || rest.length) return { kind: 'not-found' };
      return loggedIn ? { kind: 'follow', name: decode(second) } : toLogin(pathname, search);
    case 'blog':
      return blogRoute(second, rest, base, loggedIn ? null : () => toLogin(pathname, search));
    case 'following':
      if (second !== undefined) return { kind: 'not-found' };
      return loggedIn ? { kind: 'following' } : toLogin(pathname, search);
    case 'help':
      return second === undefined ? { kind: 'help' } : { kind: 'not-found' };
    // Issue 11: the admins' pages and the abuse form, members only (a visitor logs in, then returns);
    // whether the person is an admin is the page's to say.
    case 'outbox':
      if (second !== undefined) return { kind: 'not-found' };
      return loggedIn ? { kind: 'outbox' } : toLogin(pathname, search);
    case 'admin': {
      const kind = second === 'reports' ? 'admin-reports' : second === 'events' ? 'admin-events' : null;
      if (!kind || rest.length) return { kind: 'not-found' };
      return loggedIn ? { kind } : toLogin(pathname, search);
    }
    case 'abuse':
      if (second !== undefined) return { kind: 'not-found' };
      return loggedIn ? { kind: 'abuse', query: search } : toLogin(pathname, search);
    case 'search':
      return rest.length ? { kind: 'not-found' } : searchRoute(second, search);
    case 'settings':
      return settingsRoute(second, rest, loggedIn, () => toLogin(pathname, search));
    default:
      return { kind: 'not-found' };
  }
}

/**
 * /settings (→ /settings/account), /settings/{password|dashboard|account|notifications} and
 * /settings/blog/{name}: members only. Whether {name} is the user's own blog is the page's to say
 * (it answers "Page not found" for anyone else's; the server's status is 404 then).
 */
function settingsRoute(second: string | undefined, rest: string[], loggedIn: boolean, login: () => PageRoute): PageRoute {
  let route: PageRoute;
  if (second === undefined) route = { kind: 'redirect', to: '/settings/account' };
  else if (second === 'blog')
    route = rest.length === 1 && rest[0] ? { kind: 'blog-settings', name: decode(rest[0]) } : { kind: 'not-found' };
  else route = (rest.length === 0 && SETTINGS_PAGES.get(second)) || { kind: 'not-found' };
  if (route.kind === 'not-found') return route;
  return loggedIn ? route : login();
}

/**
 * A blog's pages (issue 10): /blog/{name}, /blog/{name}/tagged/{tag} and the permalink
 * /blog/{name}/post/{id}[/{slug}]. Visitors see them too (read-only). /blog/{name}/activity (issue 11)
 * is the blog's activity page, for its owner.
 */
function blogRoute(name: string | undefined, rest: string[], base: string, login: (() => PageRoute) | null): PageRoute {
  if (!name) return { kind: 'not-found' };
  const blog = decode(name);
  const [what, value, ...more] = rest;
  if (what === undefined) return { kind: 'blog', name: blog, base };
  // The activity page (issue 11): members only; whether the blog is their own is the page's to say.
  if (what === 'activity' && value === undefined) return login ? login() : { kind: 'activity', name: blog };
  // The ask page is the blog's page with its ask form open (app/ask-route.tsx): the same page key.
  if (what === 'ask' && value === undefined) return { kind: 'blog', name: blog, base: `/blog/${name}` };
  if (what === 'tagged' && value && more.length === 0) return { kind: 'blog', name: blog, tag: decode(value), base };
  if (what === 'post' && value && /^\d+$/.test(value) && more.length <= 1)
    return { kind: 'blog', name: blog, postId: value, base };
  return { kind: 'not-found' };
}

/**
 * The sitewide search pages (issue 10), for visitors too: /search/{term} with the filters in its query
 * (spec 3 §2), which the page reads (`query`; the route table stays free of the search model, which
 * loads with the page's chunk). The header's GET form submits /search?q={term}&…: that is answered
 * with the term's own address, the other fields kept as they came, so every search has one address
 * to share and reload. /search without a term (or a blank one) is the page's own search form.
 */
function searchRoute(segment: string | undefined, search: string): PageRoute {
  const params = new URLSearchParams(search);
  if (segment === undefined) {
    const term = (params.get(SEARCH_PARAMS.term) ?? '').trim();
    params.delete(SEARCH_PARAMS.term);
    const rest = params.toString() ? `?${params.toString()}` : '';
    if (term) return { kind: 'redirect', to: `${SEARCH_PATH}/${encodeURIComponent(term)}${rest}` };
    return { kind: 'search', term: '', query: rest, base: SEARCH_PATH };
  }
  const term = decode(segment).trim();
  return { kind: 'search', term, query: search, base: term ? `${SEARCH_PATH}/${segment}` : SEARCH_PATH };
}

/** Only same-app paths are followed after login (never another origin). */
export function safeRedirect(search: string, fallback = '/dashboard'): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
