import type { RemoteName } from './remote-names';

/**
 * The addresses a remote draws by itself (its application reads the location): landing on one, or
 * navigating to one, loads that remote at once. Elsewhere a remote loads on first use (issue 8).
 * - compose: the post form at `{base}/new/{type}`, `{base}/edit/{id}`, `{base}/reblog/{id}/{key}`;
 * - blog: the blog-profile overlay at `/blog/{name}`, and on one post at `/blog/{name}/post/{id}` (a permalink);
 * - messaging: a conversation window at `/conversation/new/{name}` and `/messaging/conversation/{name}`
 *   (`/dashboard?conversation={name}` is a query, not a path: the header inbox loads messaging at idle).
 */
export const REMOTE_LOCATIONS: Readonly<Partial<Record<RemoteName, readonly RegExp[]>>> = {
  compose: [/^(?!\/conversation\/).*\/new\/[^/]+\/?$/, /\/edit\/[^/]+\/?$/, /\/reblog\/[^/]+\/[^/]+\/?$/],
  blog: [/^\/blog\/[^/]+\/?$/, /^\/blog\/[^/]+\/post\/[^/]+\/?$/],
  messaging: [/^\/conversation\/new\/[^/]+\/?$/, /^\/messaging\/conversation\/[^/]+\/?$/],
};

/** The remotes that draw `pathname` by themselves. */
export function remotesDrawing(pathname: string): RemoteName[] {
  return (Object.keys(REMOTE_LOCATIONS) as RemoteName[]).filter((name) =>
    (REMOTE_LOCATIONS[name] ?? []).some((pattern) => pattern.test(pathname)),
  );
}
