/** What an overlay address asks the peepr to show: /blog/{name} or /blog/{name}/post/{id}[/slug]. */
export interface PeeprAddress {
  name: string;
  postId?: string;
}

/** /blog/{name} or a post of it (exactly: /blog/{name}/activity, /tagged/… and others belong elsewhere). */
export function peeprAddressFromPath(path: string): PeeprAddress | null {
  const match = /^\/blog\/([^/]+)(?:\/post\/(\d+)(?:\/[^/]*)?)?\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    const name = decodeURIComponent(match[1]);
    return match[2] ? { name, postId: match[2] } : { name };
  } catch {
    return null;
  }
}

/** The address of what the peepr shows (the blog page's or the permalink's, so a reload lands there). */
export function peeprPath(name: string, postId?: string): string {
  const blog = `/blog/${encodeURIComponent(name)}`;
  return postId ? `${blog}/post/${encodeURIComponent(postId)}` : blog;
}
