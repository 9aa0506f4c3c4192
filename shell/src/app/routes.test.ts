import { basePath, resolveRoute, safeRedirect } from './routes';

describe('basePath', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/new/text', '/dashboard'],
    ['/edit/123', '/dashboard'],
    ['/reblog/123/abc', '/dashboard'],
    ['/tagged/cats/new/photo', '/tagged/cats'],
    ['/tagged/new/new/text', '/tagged/new'],
    ['/drafts/new/text', '/drafts'],
    ['/blog/alice', '/blog/alice'],
    ['/blog/alice/new/text', '/blog/alice'],
    ['/blog/alice/post/12/a-slug', '/blog/alice/post/12/a-slug'],
    ['/blog/alice/tagged/new', '/blog/alice/tagged/new'],
    ['/blog/alice/tagged/new/new/text', '/blog/alice/tagged/new'],
    ['/blog/alice/activity', '/blog/alice/activity'],
    ['/conversation/alice/bob', '/dashboard'],
    ['/messaging/x', '/dashboard'],
    ['/search/new', '/search/new'],
    ['/search/cats/new/text', '/search/cats'],
  ])('%s shows %s underneath', (path, base) => {
    expect(basePath(path)).toBe(base);
  });
});

describe('resolveRoute', () => {
  it('maps /following for members (visitors log in first) and /help for everyone', () => {
    expect(resolveRoute('/following', '', true)).toEqual({ kind: 'following' });
    expect(resolveRoute('/following', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Ffollowing' });
    expect(resolveRoute('/help', '', false)).toEqual({ kind: 'help' });
    expect(resolveRoute('/help/more', '', false)).toEqual({ kind: 'not-found' });
  });

  it('maps /outbox, /admin/reports and /abuse for members; a visitor logs in and comes back', () => {
    expect(resolveRoute('/outbox', '', true)).toEqual({ kind: 'outbox' });
    expect(resolveRoute('/admin/reports', '', true)).toEqual({ kind: 'admin-reports' });
    expect(resolveRoute('/abuse', '?post=7', true)).toEqual({ kind: 'abuse', query: '?post=7' });
    expect(resolveRoute('/abuse', '?post=7', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fabuse%3Fpost%3D7' });
    expect(resolveRoute('/outbox', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Foutbox' });
    expect(resolveRoute('/admin/reports', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Freports' });
    expect(resolveRoute('/admin', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/outbox/1', '', true)).toEqual({ kind: 'not-found' });
  });

  it('maps /blog/{name}/activity to the activity page for members; visitors log in first', () => {
    expect(resolveRoute('/blog/alice/activity', '?type=like', true)).toEqual({ kind: 'activity', name: 'alice' });
    expect(resolveRoute('/blog/alice/activity', '?type=like', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fblog%2Falice%2Factivity%3Ftype%3Dlike',
    });
    expect(resolveRoute('/blog/alice/activity/more', '', true)).toEqual({ kind: 'not-found' });
  });

  it('maps /admin/events for members (the page checks the admin role) and sends visitors to log in', () => {
    expect(resolveRoute('/admin/events', '', true)).toEqual({ kind: 'admin-events' });
    expect(resolveRoute('/admin/events', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fadmin%2Fevents' });
    expect(resolveRoute('/admin', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/admin/events/more', '', true)).toEqual({ kind: 'not-found' });
  });

  it("maps a blog's pages for visitors and members alike", () => {
    for (const loggedIn of [true, false]) {
      expect(resolveRoute('/blog/alice', '', loggedIn)).toEqual({ kind: 'blog', name: 'alice', base: '/blog/alice' });
      expect(resolveRoute('/blog/alice/tagged/hello%20world', '', loggedIn)).toEqual({
        kind: 'blog',
        name: 'alice',
        tag: 'hello world',
        base: '/blog/alice/tagged/hello%20world',
      });
      expect(resolveRoute('/blog/alice/post/42/a-slug', '', loggedIn)).toEqual({
        kind: 'blog',
        name: 'alice',
        postId: '42',
        base: '/blog/alice/post/42/a-slug',
      });
    }
    for (const path of [
      '/blog',
      '/blog/alice/post/abc',
      '/blog/alice/post',
      '/blog/alice/tagged',
      '/blog/alice/other',
      '/blog/a/post/1/b/c',
    ])
      expect(resolveRoute(path, '', true)).toEqual({ kind: 'not-found' });
  });

  it('redirects / to the dashboard', () => {
    expect(resolveRoute('/', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/', '', false)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('maps feeds, with drafts after and the tag decoded', () => {
    expect(resolveRoute('/dashboard', '', true)).toEqual({ kind: 'feed', page: 'dashboard', base: '/dashboard' });
    expect(resolveRoute('/tagged/hello%20world', '', false)).toEqual({
      kind: 'feed',
      page: 'tagged',
      tag: 'hello world',
      base: '/tagged/hello%20world',
    });
    expect(resolveRoute('/new/text', '', true)).toEqual({ kind: 'feed', page: 'dashboard', base: '/dashboard' });
  });

  it('sends visitors from member pages to the login page and back afterwards', () => {
    expect(resolveRoute('/drafts', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdrafts' });
    expect(resolveRoute('/settings/password', '', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsettings%2Fpassword',
    });
    expect(resolveRoute('/settings/blog/ann', '', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsettings%2Fblog%2Fann',
    });
    expect(resolveRoute('/settings', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsettings' });
    expect(resolveRoute('/settings/dashboard', '', false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsettings%2Fdashboard',
    });
    expect(resolveRoute('/explore', '', false)).toMatchObject({ kind: 'feed', page: 'explore' });
  });

  it('has the settings pages for members; /settings is the account page', () => {
    expect(resolveRoute('/settings/password', '', true)).toEqual({ kind: 'change-password' });
    expect(resolveRoute('/settings/dashboard', '', true)).toEqual({ kind: 'dashboard-settings' });
    expect(resolveRoute('/settings/account', '', true)).toEqual({ kind: 'account-settings' });
    expect(resolveRoute('/settings/notifications', '', true)).toEqual({ kind: 'notification-settings' });
    expect(resolveRoute('/settings/blog/ann%2Dcooks', '', true)).toEqual({ kind: 'blog-settings', name: 'ann-cooks' });
    expect(resolveRoute('/settings', '', true)).toEqual({ kind: 'redirect', to: '/settings/account' });
    expect(resolveRoute('/settings/dashboard/more', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/settings/blog', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/settings/blog/ann/extra', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/settings/constructor', '', true)).toEqual({ kind: 'not-found' });
  });

  it('sends logged-in users away from login and register', () => {
    expect(resolveRoute('/login', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/register', '', true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/login', '', false)).toEqual({ kind: 'login' });
  });

  it('answers unknown paths with not-found', () => {
    expect(resolveRoute('/nope', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/dashboard/extra', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/settings/other', '', true)).toEqual({ kind: 'not-found' });
  });
});

describe('the follow link', () => {
  it('sends visitors to log in first and follows for members', () => {
    expect(resolveRoute('/follow/bob', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Ffollow%2Fbob' });
    expect(resolveRoute('/follow/b%C3%A9', '', true)).toEqual({ kind: 'follow', name: 'bé' });
    expect(resolveRoute('/follow', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/follow/bob/x', '', true)).toEqual({ kind: 'not-found' });
  });
});

describe('safeRedirect', () => {
  it('follows only same-app paths', () => {
    expect(safeRedirect('?redirect=%2Fdrafts')).toBe('/drafts');
    expect(safeRedirect('?redirect=%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirect('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });
});

describe('the ask page /blog/{name}/ask', () => {
  it("shows the blog's page underneath for members and sends visitors to log in first", () => {
    expect(resolveRoute('/blog/bob/ask', '', true)).toEqual({ kind: 'blog', name: 'bob', base: '/blog/bob' });
    expect(resolveRoute('/blog/bob/ask', '', false)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fblog%2Fbob%2Fask' });
    expect(resolveRoute('/blog/bob', '', false)).toEqual({ kind: 'blog', name: 'bob', base: '/blog/bob' });
  });
});

describe('the search pages (issue 10)', () => {
  it('maps /search/{term} with its query (the filters, read by the page), for visitors and members alike', () => {
    for (const loggedIn of [true, false]) {
      expect(resolveRoute('/search/cats', '', loggedIn)).toEqual({
        kind: 'search',
        term: 'cats',
        query: '',
        base: '/search/cats',
      });
      expect(resolveRoute('/search/black%20cats', '?sort=recent&filter_nsfw=true', loggedIn)).toEqual({
        kind: 'search',
        term: 'black cats',
        query: '?sort=recent&filter_nsfw=true',
        base: '/search/black%20cats',
      });
    }
    expect(resolveRoute('/search/a%2Fb', '', false)).toMatchObject({ term: 'a/b' });
    expect(resolveRoute('/search/%E0%A4', '', false)).toMatchObject({ term: '%E0%A4' });
  });

  it("answers the header's GET form (/search?q=) with the term's own address, its other fields kept", () => {
    expect(resolveRoute('/search', '?q=cats', false)).toEqual({ kind: 'redirect', to: '/search/cats' });
    expect(resolveRoute('/search', '?q=+black+cats+&filter_nsfw=true&sort=recent&filter_post_type=any', true)).toEqual({
      kind: 'redirect',
      to: '/search/black%20cats?filter_nsfw=true&sort=recent&filter_post_type=any',
    });
    expect(resolveRoute('/search', '?sort=top&q=c%2B%2B', true)).toEqual({ kind: 'redirect', to: '/search/c%2B%2B?sort=top' });
  });

  it('shows the search form for /search without a term, a blank one or a blank path term', () => {
    for (const [path, search] of [
      ['/search', ''],
      ['/search', '?q=%20%20'],
      ['/search/', ''],
      ['/search/%20', ''],
    ] as const)
      expect(resolveRoute(path, search, false)).toEqual({ kind: 'search', term: '', query: '', base: '/search' });
    expect(resolveRoute('/search', '?q=&sort=recent', false)).toMatchObject({ term: '', query: '?sort=recent' });
  });

  it('is not found below a term, and keeps the page under the post form', () => {
    expect(resolveRoute('/search/cats/more', '', true)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/search/cats/new/text', '', true)).toMatchObject({ kind: 'search', term: 'cats' });
    expect(resolveRoute('/search/new', '', true)).toMatchObject({ kind: 'search', term: 'new' });
  });
});
