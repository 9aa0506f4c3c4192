import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makePost, renderWithHost } from '../../testing';
import { PostCard } from './post-card';

const photo = (n: number, alt = '') => ({
  url: `/p${n}.jpg`,
  width: 500,
  height: 400,
  caption: '',
  alt,
  alt_sizes: [{ url: `/p${n}-250.jpg`, width: 250, height: 200 }],
});

describe('PostCard', () => {
  it('renders a text post with its title, body, tags and note count', () => {
    renderWithHost(<PostCard post={makePost({ id: '1', tags: ['cats', 'big news'], note_count: 1234 })} position={1} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title 1' })).toBeInTheDocument();
    expect(screen.getByText('Body 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#big news' })).toHaveAttribute('href', '/tagged/big%20news');
    expect(screen.getByText('1,234 notes')).toBeInTheDocument();
  });

  it('lays out photos in rows from the layout digits with sizes, lazy loading and alt text', () => {
    const post = makePost({
      type: 'photo',
      content: { photos: [photo(1, 'A cat'), photo(2), photo(3)], layout: '12', caption: '<p>cap</p>' },
    });
    // Not the first post: the first post's first photo is fetched eagerly (content/photo-content.test.tsx).
    const { container } = renderWithHost(<PostCard post={post} position={2} />);
    const rows = container.querySelectorAll('.pk-photoset__row');
    expect([...rows].map((r) => r.querySelectorAll('img').length)).toEqual([1, 2]);
    const first = screen.getByRole('img', { name: 'A cat' });
    expect(first).toHaveAttribute('width', '500');
    expect(first).toHaveAttribute('height', '400');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Photo 2 of 3 by bob' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 3 of 3 by bob' })).toBeInTheDocument();
    expect(screen.getByText('cap')).toBeInTheDocument();
  });

  it('renders quote, link, chat and answer posts', () => {
    renderWithHost(
      <>
        <PostCard
          post={makePost({
            type: 'quote',
            content: { quote: '<p>To <i>be</i></p>', source: 'Hamlet', caption: '<p>My comment</p>' },
          })}
          position={1}
        />
        <PostCard
          post={makePost({ type: 'link', content: { title: 'Site', url: 'https://example.com/a', excerpt: 'Short' } })}
          position={2}
        />
        <PostCard
          post={makePost({ type: 'chat', content: { title: 'Talk', chat: [{ label: 'A:', phrase: 'hi' }] } })}
          position={3}
        />
        <PostCard
          post={makePost({ type: 'answer', content: { question: 'Why?', asking_name: null, answer: '<p>Because</p>' } })}
          position={4}
        />
      </>,
    );
    // Quote and source are sanitized HTML from the server; a reblog's comment is the caption.
    expect(screen.getByText('be').tagName).toBe('I');
    expect(screen.getByText('Hamlet').closest('figcaption')).toHaveTextContent('— Hamlet');
    expect(screen.getByText('My comment')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Site/ });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveTextContent('example.com');
    expect(screen.getByText('A:').tagName).toBe('STRONG');
    expect(screen.getByText('Anonymous asked:')).toBeInTheDocument();
    expect(screen.getByText('Because')).toBeInTheDocument();
  });

  it('renders audio with the native player and video with the video player', async () => {
    const { container } = renderWithHost(
      <>
        <PostCard
          post={makePost({
            type: 'audio',
            content: { audio: { url: '/a.mp3', track_title: 'Song', artist: 'Band', album: 'LP', album_art: '/art.jpg' } },
          })}
          position={1}
        />
        <PostCard
          post={makePost({
            type: 'video',
            content: {
              video: {
                url: '/v.mp4',
                hd_url: null,
                poster: '/poster.jpg',
                width: 640,
                height: 360,
                duration: 3,
                embed_html: null,
              },
            },
          })}
          position={2}
        />
      </>,
    );
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('controls');
    expect(screen.getByText('Song')).toBeInTheDocument();
    expect(screen.getByText('Band')).toBeInTheDocument();
    // The player's own chunk arrives (lazy-video-player.tsx); the player itself is tested in video-player/.
    await act(async () => undefined);
    expect(container.querySelector('.pk-video-player')).not.toBeNull();
  });

  it('opens the blog overlay through the bus instead of following the link', () => {
    const post = makePost({ reblogged_from: { name: 'carol', uuid: 't:c', title: 'C', avatar_url: '', url: '' } });
    const { bus } = renderWithHost(<PostCard post={post} position={1} />);
    const link = screen.getByRole('link', { name: 'bob' });
    expect(link).toHaveAttribute('href', '/blog/bob');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(bus.payloads('blog:open')).toEqual([{ name: 'bob' }]);
    expect(screen.getByText(/reblogged from/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'carol' }));
    expect(bus.payloads('blog:open')).toEqual([{ name: 'bob' }, { name: 'carol' }]);
  });

  it('asks the share remote to open, anchored to the Share button', () => {
    const { bus } = renderWithHost(<PostCard post={makePost({ id: '7' })} position={1} />);
    const share = screen.getByRole('button', { name: 'Share' });
    share.getBoundingClientRect = () => ({
      top: 10,
      left: 20,
      width: 30,
      height: 40,
      x: 20,
      y: 10,
      right: 50,
      bottom: 50,
      toJSON: () => ({}),
    });
    fireEvent.click(share);
    expect(bus.payloads('share:open')).toEqual([
      { postId: '7', blogName: 'bob', anchor: { top: 10, left: 20, width: 30, height: 40 } },
    ]);
  });

  it('names every footer button; no Like when the post cannot be liked', () => {
    renderWithHost(<PostCard post={makePost({ can_like: false })} position={1} />);
    const footer = screen.getByRole('article').querySelector('footer')!;
    expect(
      within(footer as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['5 notes', 'Share', 'Reply', 'Reblog', 'More options for this post']);
  });

  it('offers Follow in the header of a blog not followed, except in that blog’s own view (its header has one)', () => {
    const post = makePost({ id: '9', following: false });
    const { rerender } = renderWithHost(<PostCard post={post} position={1} />);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    rerender(<PostCard post={post} position={1} place={{ blog: 'bob' }} />);
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('carries what keyboard shortcuts read: tabindex -1 and the post, reblog key and blog data', () => {
    renderWithHost(<PostCard post={makePost({ id: '8', reblog_key: 'rk8' })} position={3} />);
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('tabindex', '-1');
    expect(article).toHaveAttribute('data-post-id', '8');
    expect(article).toHaveAttribute('data-reblog-key', 'rk8');
    expect(article).toHaveAttribute('data-blog-name', 'bob');
    expect(article).toHaveAttribute('aria-posinset', '3');
    expect(article).toHaveAttribute('aria-setsize', '-1');
  });

  it('offers no Share, Reply or Reblog on posts that are not published', () => {
    renderWithHost(<PostCard post={makePost({ state: 'private', can_like: false })} position={1} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reblog' })).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });
});
