import { blogImageAlts } from './blog-image-alts';

describe('blogImageAlts', () => {
  it('uses what the owner wrote', () => {
    expect(blogImageAlts({ header_image_alt: ' A misty valley ', avatar_alt: 'A fox' }, 'maya')).toEqual({
      header: 'A misty valley',
      avatar: 'A fox',
    });
  });

  it('falls back to the blog’s name when nothing is written (or an older server sent nothing)', () => {
    expect(blogImageAlts({ header_image_alt: '', avatar_alt: '   ' }, 'maya')).toEqual({
      header: 'Header image of maya',
      avatar: 'Avatar of maya',
    });
    expect(blogImageAlts({}, 'maya').header).toBe('Header image of maya');
  });
});
