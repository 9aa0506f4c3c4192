/** The like `source` label: which page the like came from (spec 1 §2, derived from the path). */
export function likeSource(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'dashboard';
  switch (first) {
    case 'dashboard':
    case 'new':
    case 'edit':
    case 'reblog':
      return 'dashboard';
    case 'tagged':
      return 'tagged';
    case 'likes':
      return 'likes';
    case 'inbox':
      return 'inbox';
    case 'search':
      return 'search';
    case 'explore':
      return 'discover';
    case 'tv':
      return 'tv';
    case 'blog':
      return 'blog_view';
    default:
      return 'unknown';
  }
}
