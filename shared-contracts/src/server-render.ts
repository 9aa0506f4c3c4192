import type { Bootstrap } from './bootstrap';
import type { BlogPostsResponse } from './schemas/peepr';
import type { FeedPage, FeedResponse, NotesResponse } from './schemas/post';
import type { SiteSearchResponse } from './schemas/site-search';
import type { SearchFilters } from './site-search';

// The contract between the server's pages route and the shell's server build
// (shell/src/ssr/render.tsx, built to shell/dist-server/render.js): issue 8's server rendering.

/** The id of the JSON script the server writes its first feed page into (never executed). */
export const INITIAL_FEED_ELEMENT_ID = 'dash-initial-feed';

/** The first page of a feed as the server rendered it, for the browser to hydrate the same posts. */
export interface InitialFeed {
  /** The feed shown: a visitor's dashboard shows explore (spec 1 §2). */
  page: FeedPage;
  tag?: string;
  /** The current blog it was read for (null for a visitor). */
  blog: string | null;
  response: FeedResponse;
}

/** The id of the JSON script with the server's first page of a blog page (never executed). */
export const INITIAL_BLOG_ELEMENT_ID = 'dash-initial-blog';

/** The first page of a blog page (/blog/{name}, …/tagged/{tag}, …/post/{id}) as the server read it. */
export interface InitialBlog {
  name: string;
  tag?: string;
  postId?: string;
  /** The viewer it was read for (user name, or null for a visitor): a different viewer fetches again. */
  viewer: string | null;
  /** null: the blog or the post does not exist for this viewer (the page says so; status 404). */
  response: BlogPostsResponse | null;
  /** A permalink's first page of notes (all kinds), open under the post; absent when not read. */
  notes?: NotesResponse | null;
}

/** The id of the JSON script with the server's first page of a search (never executed). */
export const INITIAL_SEARCH_ELEMENT_ID = 'dash-initial-search';

/** The first page of a search page (/search/{term} with its filters) as the server read it. */
export interface InitialSearch {
  term: string;
  filters: SearchFilters;
  /** The viewer it was read for (user name, or null for a visitor): a different viewer fetches again. */
  viewer: string | null;
  response: SiteSearchResponse;
}

/** What one server render of a page needs. */
export interface ShellRenderInput {
  bootstrap: Bootstrap;
  /** The request's path and query. */
  pathname: string;
  search: string;
  /** The absolute URL of the page (PUBLIC_URL + path). */
  pageUrl: string;
  /** The first page of the feed this route shows, fetched by the server for this viewer. */
  initialFeed: InitialFeed | null;
  /** The first page of a blog page route, fetched by the server for this viewer. */
  initialBlog?: InitialBlog | null;
  /** The first page of a search page route, fetched by the server for this viewer. */
  initialSearch?: InitialSearch | null;
  /** The request's CSP nonce, for any inline script React writes. */
  nonce: string;
}

/** What the shell's route table answers for a location (shell/src/app/routes.ts). */
export type PageRoute =
  | { kind: 'redirect'; to: string }
  | { kind: 'feed'; page: FeedPage; tag?: string; base: string }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'change-password' }
  | { kind: 'dashboard-settings' }
  /** /settings/account, /settings/notifications and /settings/blog/{name} (members only). */
  | { kind: 'account-settings' }
  | { kind: 'notification-settings' }
  | { kind: 'blog-settings'; name: string }
  | { kind: 'follow'; name: string }
  | { kind: 'following' }
  | { kind: 'help' }
  /** Admins' /outbox and /admin/reports (members only; anyone but an admin gets "Page not found"). */
  | { kind: 'outbox' }
  | { kind: 'admin-reports' }
  /** /abuse?post={id} | ?blog={name} | ?message={id} (members only): `query` is the address's query. */
  | { kind: 'abuse'; query: string }
  /** /blog/{name}/activity (members only; the page says "Page not found" for a blog not their own). */
  | { kind: 'activity'; name: string }
  /** /admin/events: the logged events counted by event and day (admins; anyone else: not found). */
  | { kind: 'admin-events' }
  /** A blog's page: its posts, those tagged `tag`, or the one post `postId` (its permalink). */
  | { kind: 'blog'; name: string; tag?: string; postId?: string; base: string }
  /**
   * The sitewide search page, /search/{term}; term '' is /search without a term (the page offers a
   * search form). `query` is the address's query ('' or '?…'), where the filters are
   * (`readSearchFilters`); `base` is the page's path without it.
   */
  | { kind: 'search'; term: string; query: string; base: string }
  | { kind: 'not-found' };
