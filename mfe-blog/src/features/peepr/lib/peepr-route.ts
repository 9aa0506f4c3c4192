/** /blog/{name} (exactly: /blog/{name}/activity and others belong elsewhere). */
export function blogNameFromPath(path: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
