import { peeprRouteOf } from './peepr-route';

describe('peeprRouteOf', () => {
  it('reads a blog and a permalink, and nothing else under /blog', () => {
    expect(peeprRouteOf('/blog/maya-draws')).toEqual({ name: 'maya-draws' });
    expect(peeprRouteOf('/blog/maya%20x/')).toEqual({ name: 'maya x' });
    expect(peeprRouteOf('/blog/maya-draws/post/42')).toEqual({ name: 'maya-draws', postId: '42' });
    expect(peeprRouteOf('/blog/maya-draws/activity')).toBeNull();
    expect(peeprRouteOf('/blog/%E0%A4%A')).toBeNull();
    expect(peeprRouteOf('/dashboard')).toBeNull();
  });
});
