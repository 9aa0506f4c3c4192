import { headerTitle } from './header-title';

describe('headerTitle (the mobile header page title)', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/', 'Dashboard'],
    ['/explore', 'Explore'],
    ['/likes', 'Likes'],
    ['/following', 'Following'],
    ['/settings/account', 'Settings'],
    ['/settings/blog/alice', 'Settings'],
    ['/search', 'Search'],
    ['/search/cats', 'Search'],
    ['/help', 'Help'],
    ['/blog/alice', 'alice'],
    ['/blog/alice/post/12/a-slug', 'alice'],
    ['/tagged/red%20cats', '#red cats'],
    ['/new/text', 'Dashboard'],
    ['/blog/alice/new/photo', 'alice'],
    ['/nowhere', ''],
  ])('%s → %j', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });

  it('names the page under an overlay, not the overlay', () => {
    expect(headerTitle('/blog/bob', '/explore')).toBe('Explore');
  });
});
