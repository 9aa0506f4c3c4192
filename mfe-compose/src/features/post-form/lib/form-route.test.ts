import { baseRouteOf, editPostUrl, formRouteKey, newPostUrl, parseFormRoute, reblogPostUrl } from './form-route';

describe('form URLs (spec 1 §2 routes)', () => {
  it('have no prefix on the dashboard', () => {
    expect(newPostUrl('/dashboard', 'text')).toBe('/new/text');
    expect(newPostUrl('/', 'photo')).toBe('/new/photo');
    expect(editPostUrl('/dashboard/', '12')).toBe('/edit/12');
    expect(reblogPostUrl('/dashboard', '7', 'k y')).toBe('/reblog/7/k%20y');
  });

  it('are prefixed by any other base route', () => {
    expect(newPostUrl('/tagged/cats', 'text')).toBe('/tagged/cats/new/text');
    expect(editPostUrl('/queue', '12')).toBe('/queue/edit/12');
    expect(reblogPostUrl('/likes', '7', 'abc')).toBe('/likes/reblog/7/abc');
  });

  it('drop a post-form suffix already in the path', () => {
    expect(newPostUrl('/tagged/cats/new/text', 'chat')).toBe('/tagged/cats/new/chat');
    expect(newPostUrl('/edit/123', 'video')).toBe('/new/video');
    expect(editPostUrl('/drafts/reblog/1/abc', '5')).toBe('/drafts/edit/5');
  });

  it('baseRouteOf maps the root and an empty base to /dashboard', () => {
    expect(baseRouteOf('/new/text')).toBe('/dashboard');
    expect(baseRouteOf('/')).toBe('/dashboard');
    expect(baseRouteOf('/drafts/reblog/1/abc')).toBe('/drafts');
  });
});

describe('parseFormRoute', () => {
  it('reads new, edit and reblog routes with their base', () => {
    expect(parseFormRoute('/new/text')).toEqual({ mode: 'new', type: 'text', base: '/dashboard' });
    expect(parseFormRoute('/tagged/cats/new/quote')).toEqual({ mode: 'new', type: 'quote', base: '/tagged/cats' });
    expect(parseFormRoute('/dashboard/new/link/')).toEqual({ mode: 'new', type: 'link', base: '/dashboard' });
    expect(parseFormRoute('/queue/edit/42')).toEqual({ mode: 'edit', postId: '42', base: '/queue' });
    expect(parseFormRoute('/reblog/7/a%2Fb')).toEqual({ mode: 'reblog', reblogId: '7', reblogKey: 'a/b', base: '/dashboard' });
  });

  it('rejects other paths and unknown types', () => {
    expect(parseFormRoute('/dashboard')).toBeNull();
    expect(parseFormRoute('/new/answer')).toBeNull();
    expect(parseFormRoute('/new/poem')).toBeNull();
    expect(parseFormRoute('/new')).toBeNull();
    expect(parseFormRoute('/reblog/7')).toBeNull();
    expect(parseFormRoute('/edit/%E0%A4%A')).toBeNull();
  });

  it('gives each opening its own key', () => {
    const keys = ['/new/text', '/new/chat', '/edit/1', '/reblog/1/a', '/tagged/x/new/text'].map((p) =>
      formRouteKey(parseFormRoute(p)!),
    );
    expect(new Set(keys).size).toBe(5);
  });
});
