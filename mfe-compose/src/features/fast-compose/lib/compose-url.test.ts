import { baseRouteOf, newPostUrl, parseNewPostRoute } from './compose-url';

describe('newPostUrl', () => {
  it('has no prefix on the dashboard', () => {
    expect(newPostUrl('/dashboard', 'text')).toBe('/new/text');
    expect(newPostUrl('/', 'photo')).toBe('/new/photo');
    expect(newPostUrl('/dashboard/', 'quote')).toBe('/new/quote');
  });

  it('is prefixed by any other base route', () => {
    expect(newPostUrl('/tagged/cats', 'text')).toBe('/tagged/cats/new/text');
    expect(newPostUrl('/likes', 'link')).toBe('/likes/new/link');
  });

  it('drops a post-form suffix already in the path', () => {
    expect(newPostUrl('/tagged/cats/new/text', 'chat')).toBe('/tagged/cats/new/chat');
    expect(newPostUrl('/new/text', 'chat')).toBe('/new/chat');
    expect(newPostUrl('/edit/123', 'video')).toBe('/new/video');
  });
});

describe('baseRouteOf', () => {
  it('maps the root and an empty base to /dashboard', () => {
    expect(baseRouteOf('/new/text')).toBe('/dashboard');
    expect(baseRouteOf('/')).toBe('/dashboard');
    expect(baseRouteOf('/drafts/reblog/1/abc')).toBe('/drafts');
  });
});

describe('parseNewPostRoute', () => {
  it('reads the type and the base', () => {
    expect(parseNewPostRoute('/new/text')).toEqual({ type: 'text', base: '/dashboard' });
    expect(parseNewPostRoute('/tagged/cats/new/quote')).toEqual({ type: 'quote', base: '/tagged/cats' });
    expect(parseNewPostRoute('/dashboard/new/link/')).toEqual({ type: 'link', base: '/dashboard' });
  });

  it('rejects other paths and unknown types', () => {
    expect(parseNewPostRoute('/dashboard')).toBeNull();
    expect(parseNewPostRoute('/new/answer')).toBeNull();
    expect(parseNewPostRoute('/new/poem')).toBeNull();
    expect(parseNewPostRoute('/new')).toBeNull();
  });
});
