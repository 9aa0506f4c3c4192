import type { RemoteName } from './remote-names';

/**
 * The addresses a remote draws by itself (its application reads the location): landing on one, or
 * navigating to one, loads that remote at once. Elsewhere a remote loads on first use (issue 8).
 * - compose: the post form at `{base}/new/{type}`, `{base}/edit/{id}`, `{base}/reblog/{id}/{key}`;
 * - blog: the blog-profile overlay at `/blog/{name}`.
 */
export const REMOTE_LOCATIONS: Readonly<Partial<Record<RemoteName, readonly RegExp[]>>> = {
  compose: [/\/new\/[^/]+\/?$/, /\/edit\/[^/]+\/?$/, /\/reblog\/[^/]+\/[^/]+\/?$/],
  blog: [/^\/blog\/[^/]+\/?$/],
};

/** The remotes that draw `pathname` by themselves. */
export function remotesDrawing(pathname: string): RemoteName[] {
  return (Object.keys(REMOTE_LOCATIONS) as RemoteName[]).filter((name) =>
    (REMOTE_LOCATIONS[name] ?? []).some((pattern) => pattern.test(pathname)),
  );
}
