import { peeprAddressFromPath, peeprPath } from './peepr-route';

describe('peeprAddressFromPath', () => {
  it('reads a blog and a post of it, and nothing else under /blog', () => {
    expect(peeprAddressFromPath('/blog/maya-draws')).toEqual({ name: 'maya-draws' });
    expect(peeprAddressFromPath('/blog/maya%20x/')).toEqual({ name: 'maya x' });
    expect(peeprAddressFromPath('/blog/maya-draws/post/42')).toEqual({ name: 'maya-draws', postId: '42' });
    expect(peeprAddressFromPath('/blog/maya-draws/post/42/a-slug')).toEqual({ name: 'maya-draws', postId: '42' });
    expect(peeprAddressFromPath('/blog/maya-draws/activity')).toBeNull();
    expect(peeprAddressFromPath('/blog/%E0%A4%A')).toBeNull();
    expect(peeprAddressFromPath('/dashboard')).toBeNull();
  });

  it('writes the address of what the panel shows', () => {
    expect(peeprPath('maya x')).toBe('/blog/maya%20x');
    expect(peeprPath('maya', '7')).toBe('/blog/maya/post/7');
  });
});
