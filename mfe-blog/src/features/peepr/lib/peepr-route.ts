/** What the address asks the overlay for: a blog, or one of its posts (a permalink). */
export interface PeeprRoute {
  name: string;
  postId?: string;
}

const decode = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * /blog/{name} (the blog) or /blog/{name}/post/{id} (a permalink: the overlay on that post). Other
 * /blog/{name}/… addresses (/blog/{name}/activity) belong elsewhere.
 */
export function peeprRouteOf(path: string): PeeprRoute | null {
  const match = /^\/blog\/([^/]+)(?:\/post\/([^/]+))?\/?$/.exec(path);
  const name = match?.[1] ? decode(match[1]) : null;
  if (!name) return null;
  const postId = match?.[2] ? decode(match[2]) : undefined;
  if (postId === null) return null;
  return postId ? { name, postId } : { name };
}
