import { basePath } from '../../../app/routes';

const NAMED: Readonly<Record<string, string>> = {
  dashboard: 'Dashboard',
  explore: 'Explore',
  drafts: 'Drafts',
  queue: 'Queue',
  likes: 'Likes',
  inbox: 'Inbox',
  following: 'Following',
  settings: 'Settings',
  search: 'Search',
  help: 'Help',
  login: 'Log in',
  register: 'Sign up',
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page title the mobile header shows (spec 3 §2 screen 6): the page's name (Dashboard, Explore,
 * Likes, Following, Settings, Search…), a blog page's blog name, `#tag` on a tag page. It is read
 * from the address (the page under an overlay or the post form), so the server renders the same
 * title the browser shows; an address that is no page has none.
 */
export function headerTitle(pathname: string, overlayBase?: string | null): string {
  const under = overlayBase ? new URL(overlayBase, 'http://page.invalid').pathname : pathname;
  const [first, second] = basePath(under).split('/').filter(Boolean);
  if (first === undefined) return NAMED.dashboard ?? '';
  if (first === 'blog') return second ? decode(second) : '';
  if (first === 'tagged') return second ? `#${decode(second)}` : '';
  return NAMED[first] ?? '';
}
