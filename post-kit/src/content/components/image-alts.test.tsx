import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { PostCard } from '../../card';
import { makePost, photo, reblogOfReblogOfPhoto, renderWithHost } from '../../testing';

// Issue 13: every image a post shows has an alt: the one written, or one built from what is known;
// only avatars beside a blog's name are decorative (alt="").
describe('image alts in a post card', () => {
  it('describes a link’s thumbnail by the link’s title', () => {
    const post = makePost({
      type: 'link',
      content: { url: 'https://example.com/a', title: 'Kites of Spain', thumbnail: '/t.png' },
    });
    renderWithHost(<PostCard post={post} position={2} />);
    expect(screen.getByRole('img', { name: 'Preview of Kites of Spain' })).toHaveAttribute('src', '/t.png');
  });

  it('describes album art by its album, else by its track and artist', () => {
    const audio = { url: '/a.mp3', album_art: '/art.jpg', track_title: 'Blue', artist: 'Joni', album: '' };
    const { unmount } = renderWithHost(<PostCard post={makePost({ type: 'audio', content: { audio } })} position={2} />);
    expect(screen.getByRole('img', { name: 'Album art for Blue by Joni' })).toBeInTheDocument();
    unmount();
    renderWithHost(
      <PostCard post={makePost({ type: 'audio', content: { audio: { ...audio, album: 'Blue (1971)' } } })} position={2} />,
    );
    expect(screen.getByRole('img', { name: 'Album art of Blue (1971)' })).toBeInTheDocument();
  });

  it('describes a video’s poster by the blog that posted it, before and after the player’s code loads', async () => {
    const video = { url: '/v.mp4', poster: '/poster.jpg', width: 640, height: 360, hd_url: null, duration: 3, embed_html: null };
    renderWithHost(<PostCard post={makePost({ type: 'video', content: { video } })} position={2} />);
    expect(screen.getByRole('img', { name: 'Video poster by bob' })).toHaveAttribute('src', '/poster.jpg');
    await act(() => import('../../video-player/components/video-player-body'));
    expect(screen.getByRole('img', { name: 'Video poster by bob' })).toHaveAttribute('src', '/poster.jpg');
  });

  it('describes an inline image of a text post without alt, and keeps the written one', () => {
    const body = '<p><img src="/in1.jpg" alt="My desk"></p><p><img src="/in2.jpg"></p>';
    renderWithHost(<PostCard post={makePost({ content: { title: 'Desk', body } })} position={2} />);
    expect(screen.getByRole('img', { name: 'My desk' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 2 of 2 by bob' })).toBeInTheDocument();
  });

  it('keeps the avatar beside the blog’s name decorative', () => {
    const { container } = renderWithHost(<PostCard post={makePost()} position={2} />);
    expect(container.querySelector('.pk-post__avatar')).toHaveAttribute('alt', '');
  });

  it('in a reblog: the original’s alt and badge stay, photos without alt name the trail entry’s blog, avatars are decorative', () => {
    const bare = photo('/media/ann-dog.jpg');
    const post = reblogOfReblogOfPhoto();
    const root = post.trail[0]!;
    const withTwo = {
      ...post,
      trail: [
        { ...root, content: { ...root.content, photos: [...root.content!.photos!, bare], layout: '2' } },
        ...post.trail.slice(1),
      ],
    };
    const { container } = renderWithHost(<PostCard post={withTwo} position={2} />);
    const ann = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('link', { name: 'ann' }))!;
    expect(within(ann).getByRole('img', { name: 'A cat on a mat' })).toBeInTheDocument();
    expect(within(ann).getByRole('img', { name: 'Photo 2 of 2 by ann' })).toBeInTheDocument();
    expect(within(ann).getAllByRole('button', { name: 'Show alt text' })).toHaveLength(1);
    for (const avatar of container.querySelectorAll('.pk-trail__avatar')) expect(avatar).toHaveAttribute('alt', '');
  });
});
